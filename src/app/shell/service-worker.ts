// Registers the service worker in production builds and offers new versions (ARCHITECTURE §6: nobody is
// stuck on an old build, but nobody loses a half-filled form to a surprise reload either: the update
// prompt, src/app/shell/update-offer.ts, asks first).
import { Workbox } from 'workbox-window'
import { warmWorkerOnControl } from '@/offline/worker-warmup.ts'
import { offerUpdate } from './update-offer.ts'

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js')

  wb.addEventListener('waiting', () => offerUpdate(wb))

  // Registration fails where service workers are blocked (some private modes, test browsers): the app
  // then simply runs without offline support.
  wb.register().catch(() => undefined)
  // A payer's phone keeps the payment pages' code, a shopper's the storefront's (src/contract/audience.ts).
  warmWorkerOnControl()
}
