// The pages' code beyond the precached shell (scripts/precache-audience.ts). Build files are content-hashed,
// so a kept one is never stale and a new deploy's files have new names: cache first. A device keeps the
// code of the audience whose pages it opens (the page says which, src/offline/worker-warmup.ts), and any
// console screen the first time it loads.
import { ExpirationPlugin } from 'workbox-expiration'
import type { PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import type { Audience } from '../src/contract/audience.ts'

declare const self: ServiceWorkerGlobalScope

export const PAGE_CODE_CACHE = 'niaga-page-code-v1'
/** The name this cache had when it held the console's screens alone. */
const RETIRED_CACHES = ['niaga-console-code-v1']

export type AudienceEntry = PrecacheEntry & { audiences?: Audience[] }

const AUDIENCES: readonly string[] = ['payer', 'shopper', 'merchant'] satisfies Audience[]

export const isPageCode = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith('/assets/')

export function registerPageCode(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isPageCode(url),
    new CacheFirst({
      cacheName: PAGE_CODE_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 250, purgeOnQuotaError: true })],
    }),
  )
  self.addEventListener('activate', (event) => {
    event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))))
  })
}

/** Keeps every file of the audience's pages that is not kept yet; one that fails waits for the next visit. */
export async function keepAudienceCode(entries: AudienceEntry[], audience: unknown): Promise<void> {
  if (typeof audience !== 'string' || !AUDIENCES.includes(audience)) return
  const cache = await caches.open(PAGE_CODE_CACHE)
  for (const entry of entries) {
    if (!entry.audiences?.includes(audience as Audience)) continue
    const url = new URL(entry.url, self.location.origin).href
    if (await cache.match(url)) continue
    const response = await fetch(url, { cache: 'force-cache' }).catch(() => null)
    if (response?.ok) await cache.put(url, response)
  }
}
