// Bill payment pages with their first screen drawn on the server: the shell (dist/index.html) with the bill's
// summary rendered into #root by the page's own components (src/pay/first-screen.tsx) and the bill inline as
// a JSON data block for the app to start from. A payer on a slow link reads the amount as soon as the HTML
// arrives instead of after the app's JavaScript. A bill that cannot be shown this way (unknown, or the
// database unreachable) gets the plain shell, and the page says why in its own words.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Hono } from 'hono'
import { PRODUCT_TITLE } from '../../src/contract/constants.ts'
import { formatMyr } from '../../src/lib/money.ts'
import { isUuid } from '../../src/lib/uuid.ts'
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../src/contract/first-screen.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../errors.ts'
import { publicBill } from '../services/payments/public-views.ts'
import type { AppEnv } from './types.ts'

/** SPEC §2: a bill's page and its aliases; the invoice links carry the bill's uuid too. */
const BILL_PAGES = [
  '/pay/bill/:uuid',
  '/payment/bills/:uuid',
  '/modern-payment/bill/:uuid',
  '/pay/invoice/:uuid',
  '/payment/invoice/:uuid',
  '/modern-payment/invoice/:uuid',
]

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** JSON inside <script>: no "</script>" or "<!--" can end the block early, and line separators stay JSON. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

export function withFirstScreen(shell: string, page: { title: string; html: string; data: FirstScreenData }): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)} | ${PRODUCT_TITLE}</title>`)
    .replace(
      '<div id="root"></div>',
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(page.data)}</script>` +
        `<div id="root">${page.html}</div>`,
    )
}

type BillRenderer = typeof import('../../src/pay/first-screen.tsx')
let renderer: Promise<BillRenderer> | undefined

/** The renderer is loaded on first use (an API-only server never pays for React's server renderer) and
 *  compiled as the app is: tsx runs the server with the root tsconfig, which covers no file, while the
 *  page's components need the app's automatic JSX runtime and `@/` imports (tsconfig.app.json). */
export function billRenderer() {
  renderer ??= import('tsx/esm/api').then(({ tsImport }) =>
    tsImport('../../src/pay/first-screen.tsx', {
      parentURL: import.meta.url,
      tsconfig: fileURLToPath(new URL('../../tsconfig.app.json', import.meta.url)),
    }),
  ) as Promise<BillRenderer>
  return renderer
}

export function mountFirstScreens(app: Hono<AppEnv>, deps: Deps, distDir: string): void {
  const indexFile = join(resolve(distDir), 'index.html')
  for (const path of BILL_PAGES) {
    app.get(path, async (c, next) => {
      const uuid = c.req.param('uuid') ?? ''
      if (!isUuid(uuid) || !existsSync(indexFile)) return next()
      let bill
      try {
        bill = await publicBill(deps, uuid)
      } catch (error) {
        if (!(error instanceof AppError)) deps.log.error('bill first screen skipped', { error: String(error) })
        return next()
      }
      const { renderBillFirstScreen } = await billRenderer()
      const page = withFirstScreen(readFileSync(indexFile, 'utf8'), {
        title: `Pay ${formatMyr(bill.amount)} to ${bill.merchant_name}`,
        html: renderBillFirstScreen(bill),
        data: { bill },
      })
      // The bill names its payer: like the API's answer, it is kept by no cache.
      c.header('Cache-Control', 'no-store')
      return c.html(page)
    })
  }
}
