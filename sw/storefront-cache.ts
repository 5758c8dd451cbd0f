// The storefront's public reads, cached stale-while-revalidate so a shopper's catalogue opens offline
// (ARCHITECTURE §6): the store, its product list, product details, its manifest and icons, and the sandbox
// CDN's images. Only GETs of these paths; orders, checkout, delivery prices, payments and auth stay
// network-only.
// Workbox caches only 200 answers by default, so a 5011 "store not found" (HTTP 404) is never kept.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'

export const STOREFRONT_CACHE = 'niaga-storefront-v1'
export const IMAGE_CACHE = 'niaga-images-v1'

const CATALOGUE_PATHS = [
  /^\/api\/v1\/storespublic\/[^/]+$/,
  /^\/api\/v1\/stores\/public\/store-[^/]+$/,
  /^\/api\/v1\/stores\/public\/product-[^/]+$/,
  /^\/api\/v1\/products\/product-details\/[^/]+$/,
]
const IMAGE_PATH = /^\/api\/v1\/cdn\/images\//
/** A store's own manifest and the icons drawn from its logo (server/routes/store-manifest.ts). */
const STORE_MANIFEST_PATH = /^\/storefront\/manifest\//

const DAY_SECONDS = 24 * 60 * 60

export function registerStorefrontCaching(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && CATALOGUE_PATHS.some((re) => re.test(url.pathname)),
    new StaleWhileRevalidate({
      cacheName: STOREFRONT_CACHE,
      // A week offline is long for prices; a shopper sees the newest answer as soon as the network is back.
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS })],
    }),
  )
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin && request.method === 'GET' && STORE_MANIFEST_PATH.test(url.pathname),
    new StaleWhileRevalidate({
      cacheName: STOREFRONT_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS })],
    }),
  )
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && IMAGE_PATH.test(url.pathname),
    new StaleWhileRevalidate({
      cacheName: IMAGE_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  )
}
