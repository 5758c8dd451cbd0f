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

const sameOrigin = (entries: PerformanceEntryList) =>
  entries.map((entry) => entry.name).filter((url) => url.startsWith(`${location.origin}/`))

/** Whenever a service worker takes control of this page, hand it the same-origin requests made so far. On a
 *  page it already controls, only say whose page this is, once the page is idle: a new version's files
 *  for this audience are then fetched once, and the ones kept already cost nothing. */
export function warmWorkerOnControl(): void {
  if (!('serviceWorker' in navigator)) return
  let controlledAt = -1
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    controlledAt = performance.now()
    tellWorker(sameOrigin(performance.getEntriesByType('resource')))
  })
  // A request the page started before the worker took control but that ends after it (the store's answer on a
  // slow link) is in neither list: the worker never saw it pass, and its timing entry comes only when it
  // ends. Those are handed over as they end; requests started later go through the worker and are kept by it.
  if ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes?.includes('resource'))
    new PerformanceObserver((list) => {
      if (controlledAt < 0) return
      const late = sameOrigin(
        list
          .getEntries()
          .filter(
            (entry) => entry.startTime < controlledAt && entry.startTime + entry.duration >= controlledAt,
          ),
      )
      if (late.length > 0) tellWorker(late)
    }).observe({ type: 'resource' })
  if (!navigator.serviceWorker.controller) return
  // Safari has no requestIdleCallback: a timer after the load does the same job there.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => tellWorker([]))
      : setTimeout(() => tellWorker([]), 2000)
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}
