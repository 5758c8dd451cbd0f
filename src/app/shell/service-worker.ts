// Registers the service worker in production builds and offers new versions (ARCHITECTURE §6: nobody is
// stuck on an old build, but nobody loses a half-filled form to a surprise reload either: the update
// prompt, src/app/shell/update-offer.ts, asks first). The browser's own registration API is all this
// needs; workbox-window would add 2.3 KB of script to every payer's first visit for the same two events.
import { warmWorkerOnControl } from '@/offline/worker-warmup.ts'
import { offerUpdate } from './update-offer.ts'

/** Offers the registration's waiting worker once one is installed behind a worker that controls the page
 *  (a first install has nothing to replace, so nothing to offer). */
function offerWaitingWorkers(registration: ServiceWorkerRegistration) {
  const offerIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting)
  }
  offerIfWaiting() // installed on an earlier visit and still waiting
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting()
    })
  })
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // After the page's load, so the worker's precache never competes with the page's own requests.
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(offerWaitingWorkers)
      // Registration fails where service workers are blocked (some private modes, test browsers): the app
      // then simply runs without offline support.
      .catch(() => undefined)
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
  // A payer's phone keeps the payment pages' code, a shopper's the storefront's (src/contract/audience.ts).
  warmWorkerOnControl()
}
