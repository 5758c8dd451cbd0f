// Registers the service worker in production builds and offers new versions (ARCHITECTURE §6: nobody is
// stuck on an old build, but nobody loses a half-filled form to a surprise reload either).
import { Workbox } from 'workbox-window'
import { toaster } from './toaster.tsx'

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js')

  wb.addEventListener('waiting', () => {
    toaster.create({
      id: 'app-update',
      title: 'A new version is available',
      type: 'info',
      duration: Infinity,
      closable: true,
      action: {
        label: 'Reload',
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        },
      },
    })
  })

  // Registration fails where service workers are blocked (some private modes, test browsers): the app
  // then simply runs without offline support.
  wb.register().catch(() => undefined)
}
