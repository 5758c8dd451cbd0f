// How a console left open tells the merchant that orders came in (docs/live-updates.md): a count of orders
// not seen yet, shown on the installed app's icon where the browser has the Badging API, and an optional
// chime. The count clears when the order-management screen is in view.
import { useSyncExternalStore } from 'react'

/** The chime's on/off choice, kept on this device like the layout choices (src/app/ui/layout-prefs.ts). */
export const ORDER_SOUND_STORAGE_KEY = 'orderSound'
export const ORDERS_PATH = '/stores/order-management'

interface OrderAlerts {
  sound: boolean
  unseen: number
}

const readSound = () => {
  try {
    return localStorage.getItem(ORDER_SOUND_STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

let state: OrderAlerts = { sound: readSound(), unseen: 0 }
const listeners = new Set<() => void>()

function set(next: Partial<OrderAlerts>): void {
  state = { ...state, ...next }
  listeners.forEach((listener) => listener())
  if ('unseen' in next) showBadge(state.unseen)
}

function showBadge(count: number): void {
  if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return
  const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()
  // Refused outside an installed app on some browsers: the count on the page still shows.
  void done.catch(() => {})
}

const ordersInView = () =>
  typeof document !== 'undefined' &&
  document.visibilityState === 'visible' &&
  location.pathname === ORDERS_PATH

/** A new order: counted unless the merchant is looking at the orders, chimed if they asked for it. */
export function orderArrived(): void {
  if (!ordersInView()) set({ unseen: state.unseen + 1 })
  if (state.sound) chime()
}

export function markOrdersSeen(): void {
  if (state.unseen > 0) set({ unseen: 0 })
}

export function setOrderSound(on: boolean): void {
  try {
    localStorage.setItem(ORDER_SOUND_STORAGE_KEY, on ? 'on' : 'off')
  } catch {
    // Not kept; the choice still holds for this page.
  }
  set({ sound: on })
  if (on) chime()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useOrderAlerts(): OrderAlerts {
  return useSyncExternalStore(subscribe, () => state)
}

let audio: AudioContext | undefined

/** Two short tones, made in the browser: no sound file to download. */
function chime(): void {
  try {
    audio ??= new AudioContext()
    const start = audio.currentTime
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = audio.createOscillator()
      const volume = audio.createGain()
      tone.frequency.value = frequency
      volume.gain.setValueAtTime(0.2, start + offset)
      volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16)
      tone.connect(volume).connect(audio.destination)
      tone.start(start + offset)
      tone.stop(start + offset + 0.16)
    }
  } catch {
    // No audio on this device: the toast and the count still tell.
  }
}
