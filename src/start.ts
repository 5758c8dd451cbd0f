// The page's entry. A page the server drew (server/http/first-screen.ts) is already on screen: its own
// content, the store's images above all, gets the link first, and the app's code is asked for once the page
// has loaded (or after LOAD_WAIT_MS, so a stalled image cannot hold the app back). Until then the drawn page
// reads and scrolls, and its controls wait in a disabled fieldset (src/public-ui/static-first-screen.tsx).
// Any other page (the console, the offline shell) starts the app at once, its files named in its shell
// (index.html or public.html) as modulepreload links (scripts/preload-app.ts).
// A payment page or a storefront starts the public app, which holds those pages alone; any other page the
// whole app (src/public-main.tsx, src/main.tsx).
import { audienceOf } from './contract/audience.ts'
import { loadErrorReporting } from './app/shell/error-reporting/load-error-reporting.ts'
import { preloadPageLanguage } from './i18n/page-language.ts'

const LOAD_WAIT_MS = 3000

// Error reporting costs the first screen nothing: its settings are asked for once the page has loaded and the
// browser is idle, and its SDK loaded only when they name a DSN
// (src/app/shell/error-reporting/load-error-reporting.ts); the errors met until then are kept here for it (a
// few; the reporter's own handlers take over when it starts).
const earlyErrors: Event[] = []
const keepError = (event: Event) => void (earlyErrors.length < 20 && earlyErrors.push(event))
addEventListener('error', keepError)
addEventListener('unhandledrejection', keepError)
const stopKeeping = () => {
  removeEventListener('error', keepError)
  removeEventListener('unhandledrejection', keepError)
}
const startErrorReporting = () => void loadErrorReporting(earlyErrors, stopKeeping)
const whenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(startErrorReporting, { timeout: 5000 })
    : setTimeout(startErrorReporting, 1500)
if (document.readyState === 'complete') whenIdle()
else addEventListener('load', whenIdle, { once: true })

const drawnOnServer = document.getElementById('root')?.hasChildNodes() ?? false

if (drawnOnServer && document.readyState !== 'complete')
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LOAD_WAIT_MS)
    window.addEventListener(
      'load',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })

// The page's words (one small file per language) travel beside the app's code rather than after it.
const audience = audienceOf(window.location.pathname)
const merchantPage = audience === 'merchant'
preloadPageLanguage(
  merchantPage ? ['pages', 'console'] : audience === 'shopper' ? ['pages', 'store'] : ['pages'],
)
if (merchantPage) await import('./main.tsx')
else await import('./public-main.tsx')
