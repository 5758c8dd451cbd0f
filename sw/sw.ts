// Niaga's service worker (vite-plugin-pwa injectManifest): precached app shell and public pages, console
// screens cached when first used, SPA navigation fallback, the storefront's public catalogue and images
// cached stale-while-revalidate, every other API call never cached, the checkout outbox replayed by
// Background Sync, and an update handshake with the page (workbox-window's SKIP_WAITING).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerStorefrontCaching } from './storefront-cache.ts'
import { registerOutboxSync } from './outbox-sync.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

/**
 * Server-owned paths: the API, the tools host and the sandbox's bank/wallet pages (server-rendered, the
 * payer must reach the server). A console route such as /api/datatable stays an app page.
 */
const SERVER_PATHS = [/^\/api\/v\d+\//, /^\/tools\//, /^\/sandbox\//]

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Every client-side route is served by the precached shell, so deep links open offline.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }))

// The console's screens are not precached (scripts/precache-audience.ts: a payer's phone never downloads
// them); each is kept the first time it loads, so a console used once opens offline. Build files are
// content-hashed, so a cached one is never stale; a new deploy's files have new names.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'niaga-console-code-v1', plugins: [new ExpirationPlugin({ maxEntries: 250, purgeOnQuotaError: true })] }),
)

// Before the network-only routes below: the first matching route wins.
registerStorefrontCaching()
registerOutboxSync(self)

// Payment, auth and console data must never come from a cache (ARCHITECTURE §6): go to the network only.
// Registered explicitly so a later catch-all runtime cache cannot pick these up by accident.
const networkOnly = new NetworkOnly()
const isServerCall = ({ url, request }: { url: URL; request: Request }) =>
  url.origin === self.location.origin &&
  request.mode !== 'navigate' &&
  SERVER_PATHS.some((re) => re.test(url.pathname))
for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)
  registerRoute(isServerCall, networkOnly, method)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
