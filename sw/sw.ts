// Niaga's service worker (vite-plugin-pwa injectManifest): precached app shell and public pages, console
// screens cached when first used, SPA navigation fallback, the storefront's public catalogue and images
// cached stale-while-revalidate, every other API call never cached, the checkout outbox replayed by
// Background Sync, and an update handshake with the page (SKIP_WAITING, src/app/shell/update-offer.ts).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { SHELLS, shellOf } from '../src/contract/audience.ts'
import { WARM_WORKER, type WarmWorkerMessage } from '../src/offline/warm-message.ts'
import { keepAudienceCode, registerPageCode, type AudienceEntry } from './page-code.ts'
import { registerStorefrontCaching, warm } from './storefront-cache.ts'
import { registerOutboxSync } from './outbox-sync.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

/** The build's files (scripts/precache-audience.ts): the shell unmarked, public pages' code marked. */
const buildFiles = self.__WB_MANIFEST as AudienceEntry[]

/**
 * Server-owned paths: the API, the tools host and the sandbox's bank/wallet pages (server-rendered, the
 * payer must reach the server). A console route such as /api/datatable stays an app page.
 */
const SERVER_PATHS = [/^\/api\/v\d+\//, /^\/tools\//, /^\/sandbox\//]

precacheAndRoute(buildFiles.filter((entry) => !entry.audiences))
cleanupOutdatedCaches()

// Every client-side route is served by the precached shell of its audience's app, so deep links open offline.
const shells = Object.fromEntries(SHELLS.map((shell) => [shell, createHandlerBoundToURL(`/${shell}`)]))
registerRoute(
  new NavigationRoute((options) => shells[shellOf(options.url.pathname)]!(options), {
    denylist: SERVER_PATHS,
  }),
)

// Every other build file: the audience's pages' code and the console's screens, kept as they load.
registerPageCode()

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
  const data = event.data as ({ type?: unknown } & Partial<Omit<WarmWorkerMessage, 'type'>>) | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (data?.type === WARM_WORKER)
    event.waitUntil(Promise.all([warm(data.urls), keepAudienceCode(buildFiles, data.audience)]))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
