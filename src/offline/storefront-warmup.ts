// A shopper's first visit loads the store and its catalogue before the service worker controls the page,
// so the worker never saw those answers and an offline reload would find nothing saved. When the worker
// takes control, the page names what it already loaded and the worker caches it (sw/storefront-cache.ts
// decides what may be cached; anything else in the list is ignored). The browser's HTTP cache answers most
// of it (images are immutable), so this costs the shopper little or nothing on the network.

export const WARM_STOREFRONT = 'WARM_STOREFRONT'

export interface WarmStorefrontMessage {
  type: typeof WARM_STOREFRONT
  urls: string[]
}

/** Once per page: when a service worker first takes control, hand it the same-origin reads made so far. */
export function warmStorefrontOnControl(): void {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${location.origin}/`))
      const message: WarmStorefrontMessage = { type: WARM_STOREFRONT, urls }
      navigator.serviceWorker.controller?.postMessage(message)
    },
    { once: true },
  )
}
