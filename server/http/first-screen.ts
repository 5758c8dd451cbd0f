// Payment and catalogue pages with their first screen drawn on the server: the shell (dist/index.html) with
// the page rendered into #root by its own components (src/pay/first-screen.tsx,
// src/storefront/first-screen.tsx) and the records it shows inline as a JSON data block for the app to start
// from. A payer on a slow link reads the amount, and a shopper sees the store's first products, as soon as
// the HTML arrives instead of after the app's JavaScript. A page that cannot be drawn this way (an unknown
// bill or store, the database unreachable) gets the plain shell, and the page says why in its own words.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Context, Hono } from 'hono'
import { PUBLIC_SHELL } from '../../src/contract/audience.ts'
import { PRODUCT_TITLE } from '../../src/contract/constants.ts'
import { LANGUAGE_TAGS, type Language } from '../../src/contract/languages.ts'
import { isBillReference } from '../../src/lib/invoice-no.ts'
import { isUuid } from '../../src/lib/uuid.ts'
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../src/contract/first-screen.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../errors.ts'
import { publicBill } from '../services/payments/public-views.ts'
import { publicProduct, storeCatalogue } from '../services/stores/public-products.ts'
import { findActiveStore, publicStoreView } from '../services/stores/public-store.ts'
import { requestLanguage } from './request-language.ts'
import type { AppEnv } from './types.ts'

/** SPEC §2: a store's catalogue, by flavour. */
const CATALOGUE_PAGES = [
  ['/storefront/mobile/:storeKey', 'mobile'],
  ['/storefront/web/:storeKey', 'web'],
  ['/store/:storeKey', 'store'],
] as const

/** SPEC §2: a product of the mobile storefront. */
const PRODUCT_PAGE = '/storefront/mobile/:storeKey/product/:productId'

/** Public, as the catalogue's API answers are; asked again on every visit, so a change shows at once. */
const PUBLIC_PAGE = 'no-cache'

/** SPEC §2: a bill's page and its aliases. A link names the bill by its uuid or by its invoice number. */
const BILL_PAGES = [
  '/pay/bill/:uuid',
  '/payment/bills/:uuid',
  '/modern-payment/bill/:uuid',
  '/pay/invoice/:uuid',
  '/payment/invoice/:uuid',
  '/modern-payment/invoice/:uuid',
]

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** JSON inside <script>: no "</script>" or "<!--" can end the block early, and line separators stay JSON. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

export function withFirstScreen(
  shell: string,
  page: { title: string; html: string; data: FirstScreenData; language: Language },
): string {
  return (
    shell
      // The page's language, for screen readers and the browser's own controls.
      .replace(
        /<html\b([^>]*)>/,
        (_, attributes: string) =>
          `<html lang="${LANGUAGE_TAGS[page.language]}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`,
      )
      // The page's own content (its images above all) comes before the app's code on a slow link: the entry
      // asks for the app once the page has loaded (src/start.ts), so the shell's preload links go.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)} | ${PRODUCT_TITLE}</title>`)
      .replace(
        '<div id="root"></div>',
        `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(page.data)}</script>` +
          `<div id="root">${page.html}</div>`,
      )
  )
}

type Renderers = typeof import('../../src/first-screens.ts')
let renderers: Promise<Renderers> | undefined

/** The renderers are loaded on first use (an API-only server never pays for React's server renderer) and
 *  compiled as the app is: tsx runs the server with the root tsconfig, which covers no file, while the
 *  pages' components need the app's automatic JSX runtime and `@/` imports (tsconfig.app.json). */
export function firstScreenRenderers(): Promise<Renderers> {
  renderers ??= import('tsx/esm/api').then(({ tsImport }) =>
    tsImport('../../src/first-screens.ts', {
      parentURL: import.meta.url,
      tsconfig: fileURLToPath(new URL('../../tsconfig.app.json', import.meta.url)),
    }),
  ) as Promise<Renderers>
  return renderers
}

/** What a first screen shows, or null when the page has none to show (the plain shell is sent). */
type Draw = (
  c: Context<AppEnv>,
  render: Renderers,
  language: Language,
) => Promise<{ title: string; html: string; data: FirstScreenData; cacheControl: string } | null>

export function mountFirstScreens(app: Hono<AppEnv>, deps: Deps, distDir: string): void {
  // Every drawn page is a payment page or a storefront: the public app's shell (scripts/preload-app.ts).
  const indexFile = join(resolve(distDir), PUBLIC_SHELL)
  const page = (path: string, draw: Draw) =>
    app.get(path, async (c, next) => {
      if (!existsSync(indexFile)) return next()
      let drawn
      const language = requestLanguage(c)
      try {
        drawn = await draw(c, await firstScreenRenderers(), language)
      } catch (error) {
        // Unknown records are the page's to explain; anything else must not cost the visitor the page.
        if (!(error instanceof AppError))
          deps.log.error('first screen skipped', { path: c.req.path, error: String(error) })
        return next()
      }
      if (!drawn) return next()
      c.header('Cache-Control', drawn.cacheControl)
      // Drawn in the visitor's language: a shared cache keeps one copy per language choice.
      c.header('Vary', 'Accept-Language, Cookie', { append: true })
      return c.html(withFirstScreen(readFileSync(indexFile, 'utf8'), { ...drawn, language }))
    })

  for (const path of BILL_PAGES) {
    page(path, async (c, render, language) => {
      const reference = c.req.param('uuid') ?? ''
      if (!isBillReference(reference)) return null
      const bill = await publicBill(deps, reference)
      return {
        ...render.drawBill(bill, language),
        data: { bill },
        // The bill names its payer: like the API's answer, it is kept by no cache.
        cacheControl: 'no-store',
      }
    })
  }

  for (const [path, flavour] of CATALOGUE_PAGES) {
    page(path, async (c, render, language) => {
      const storeKey = c.req.param('storeKey') ?? ''
      const row = await findActiveStore(deps, storeKey)
      const [store, products] = await Promise.all([publicStoreView(deps, row), storeCatalogue(deps, row.id)])
      const sent = { store: { key: storeKey, store }, products: { data: products, total: products.length } }
      return {
        title: store.name,
        html: await render.renderStoreFirstScreen(c.req.path, { page: 'catalogue', flavour }, sent, language),
        data: sent,
        cacheControl: PUBLIC_PAGE,
      }
    })
  }

  page(PRODUCT_PAGE, async (c, render, language) => {
    const storeKey = c.req.param('storeKey') ?? ''
    const productId = c.req.param('productId') ?? ''
    if (!isUuid(productId)) return null
    const row = await findActiveStore(deps, storeKey)
    const [store, product] = await Promise.all([publicStoreView(deps, row), publicProduct(deps, productId)])
    // Another store's product is not this store's: the page says so itself.
    if (product.store_id !== store.id) return null
    const sent = { store: { key: storeKey, store }, product }
    return {
      title: `${product.title} | ${store.name}`,
      html: await render.renderStoreFirstScreen(c.req.path, { page: 'product', productId }, sent, language),
      data: sent,
      cacheControl: PUBLIC_PAGE,
    }
  })
}
