// A first visit loads the page's code and data before the service worker controls the page, so the worker
// never saw those requests and an offline reload would find nothing saved. When a worker takes control (a
// first visit, or a new version), the page names what it already loaded and whose page it is; the worker
// keeps what it may of the first (sw/storefront-cache.ts decides: build files, the storefront's public reads
// and images; anything else is ignored) and the code of that audience's other pages (sw/page-code.ts). The
// browser's HTTP cache answers most of it, so this costs little or nothing on the network.
import { audienceOf } from '@/contract/audience.ts'
import { WARM_WORKER, type WarmWorkerMessage } from './warm-message.ts'

function tellWorker(urls: string[]): void {
  const message: WarmWorkerMessage = { type: WARM_WORKER, urls, audience: audienceOf(location.pathname) }
  navigator.serviceWorker.controller?.postMessage(message)
}

/** Whenever a service worker takes control of this page, hand it the same-origin requests made so far. On a
 *  page it already controls, only say whose page this is, once the page is idle: a new version's files
 *  for this audience are then fetched once, and the ones kept already cost nothing. */
export function warmWorkerOnControl(): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.addEventListener('controllerchange', () =>
    tellWorker(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${location.origin}/`)),
    ),
  )
  if (!navigator.serviceWorker.controller) return
  // Safari has no requestIdleCallback: a timer after the load does the same job there.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => tellWorker([])) : setTimeout(() => tellWorker([]), 2000))
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}
