// Whether this device can reach Niaga now, for the offline badges and for the API client's error dialogs.
// navigator.onLine only says that a network is attached: on a weak signal, behind a captive portal or when
// a link drops, it stays true while every request fails. So the app also counts what its requests meet:
// a request that cannot reach the server marks the device offline until an answer arrives (a later
// request, the service worker's, or a check repeated while offline).
import { API_BASE } from '../contract/constants.ts'
import { CONNECTIVITY, type ConnectivityMessage } from './connectivity-message.ts'

const RECHECK_MS = 15_000
/** After the browser says it is back online, a link often needs a moment before requests get through. */
const BACK_ONLINE_CHECKS_MS = [0, 1000, 2000, 4000]

let reachable = true
let recheck: ReturnType<typeof setTimeout> | undefined
let probing: Promise<boolean> | undefined
const listeners = new Set<() => void>()

export function isOnline(): boolean {
  return reachable && (typeof navigator === 'undefined' || navigator.onLine !== false)
}

const notify = () => listeners.forEach((listener) => listener())

function setReachable(next: boolean): void {
  if (!next && recheck === undefined) recheck = setTimeout(() => void recheckNow(), RECHECK_MS)
  if (next && recheck !== undefined) {
    clearTimeout(recheck)
    recheck = undefined
  }
  if (reachable === next) return
  reachable = next
  notify()
}

async function recheckNow(): Promise<void> {
  recheck = undefined
  await probeServer()
}

export const reportReachable = (): void => setReachable(true)

/**
 * Asks the server itself, past every cache, whether it can be reached: any answer at all means yes. Calls
 * made while one check is out share it, so a burst of failed requests costs one check.
 */
export function probeServer(): Promise<boolean> {
  probing ??= fetch(API_BASE, { method: 'HEAD', cache: 'no-store' })
    .then(
      () => true,
      () => false,
    )
    .then((answered) => {
      probing = undefined
      setReachable(answered)
      return answered
    })
  return probing
}

function isConnectivityMessage(data: unknown): data is ConnectivityMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CONNECTIVITY
}

/** Checks the server again a few times over a few seconds, until it answers. */
async function probeBackOnline(): Promise<boolean> {
  for (const wait of BACK_ONLINE_CHECKS_MS) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return false
    if (await probeServer()) return true
  }
  return false
}

let backOnline: Promise<boolean> | undefined
/** Whether the server answers now that the browser is online again (one check for every caller). */
export function serverBackOnline(): Promise<boolean> {
  backOnline ??= probeBackOnline().finally(() => (backOnline = undefined))
  return backOnline
}

// Listening from the start: the worker's word may come while the page is still loading.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void serverBackOnline())
  window.addEventListener('offline', notify)
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (isConnectivityMessage(event.data)) setReachable(event.data.reachable)
  })
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
