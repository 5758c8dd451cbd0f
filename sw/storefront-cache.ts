// The storefront's public reads, cached stale-while-revalidate so a shopper's catalogue opens offline
// (ARCHITECTURE §6): the store, its product list, product details, its manifest and icons, and the sandbox
// CDN's images. Only GETs of these paths; orders, checkout, delivery prices, payments and auth stay
// network-only.
// Workbox caches only 200 answers by default, so a 5011 "store not found" (HTTP 404) is never kept.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { connectivityPlugin } from './connectivity.ts'
import { getCacheKeyForURL } from 'workbox-precaching'
import { isPageCode, PAGE_CODE_CACHE } from './page-code.ts'

declare const self: ServiceWorkerGlobalScope

export const STOREFRONT_CACHE = 'niaga-storefront-v1'
export const IMAGE_CACHE = 'niaga-images-v1'

/** The reads src/api/storefront.ts and src/api/page-links.ts make, as patterns of their own: the worker
 *  imports only src/contract and src/offline (docs/conventions.md). */
const CATALOGUE_PATHS = [
  /^\/api\/v1\/storespublic\/[^/]+$/,
  // The store, its delivery rates, and its footer's pages (the list and each page: readable offline once
  // seen).
  /^\/api\/v1\/stores\/public\/store-[^/]+(\/delivery-rates|\/pages(\/[^/]+)?)?$/,
  /^\/api\/v1\/stores\/public\/product-[^/]+$/,
  /^\/api\/v1\/products\/product-details\/[^/]+$/,
]
const IMAGE_PATH = /^\/api\/v1\/cdn\/images\//
/** A store's own manifest and the icons drawn from its logo (server/http/store-manifest.ts). */
const STORE_MANIFEST_PATH = /^\/storefront\/manifest\//

const DAY_SECONDS = 24 * 60 * 60

/** The cache a storefront read (or, for the warm-up, a build file) belongs in, or null: only these paths of
 *  this origin are ever cached. */
function cacheFor(url: URL): string | null {
  if (url.origin !== self.location.origin) return null
  if (isPageCode(url)) return getCacheKeyForURL(url.href) ? null : PAGE_CODE_CACHE // the shell is precached
  if (CATALOGUE_PATHS.some((re) => re.test(url.pathname)) || STORE_MANIFEST_PATH.test(url.pathname))
    return STOREFRONT_CACHE
  if (IMAGE_PATH.test(url.pathname)) return IMAGE_CACHE
  return null
}

/** A URL from a page's message, or null. (Not URL.canParse: Safari before 17 has no such function.) */
function parseUrl(text: unknown): URL | null {
  if (typeof text !== 'string') return null
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/** Caches what a page loaded before this worker controlled it (src/offline/worker-warmup.ts). */
export async function warm(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return
  for (const text of urls.slice(0, 200)) {
    const url = parseUrl(text)
    const cacheName = url && cacheFor(url)
    if (!cacheName) continue
    const cache = await caches.open(cacheName)
    if (await cache.match(url.href)) continue
    // The HTTP cache usually has it already; a failure just leaves it for the next online visit.
    const response = await fetch(url.href, { cache: 'force-cache' }).catch(() => null)
    if (response?.ok) await cache.put(url.href, response)
  }
}

export function registerStorefrontCaching(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && cacheFor(url) === STOREFRONT_CACHE,
    new StaleWhileRevalidate({
      cacheName: STOREFRONT_CACHE,
      // A week offline is long for prices; a shopper sees the newest answer as soon as the network is back.
      plugins: [
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS }),
        connectivityPlugin,
      ],
    }),
  )
  registerRoute(
    ({ url, request }) => request.method === 'GET' && cacheFor(url) === IMAGE_CACHE,
    new StaleWhileRevalidate({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  )
}
