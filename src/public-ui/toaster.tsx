// Toasts of the public pages (SPEC §8/§9: 3000 ms), as the console's (src/app/ui/toaster.tsx) without its
// runtime: pages call notify(), and the page's frame mounts one <PublicToaster/>. Bottom end, not top: a
// toast over the header would hide the very links people reach for next (the storefront's Cart right after
// "added to cart"). A toast waits while the pointer or the keyboard is on it, or the page is hidden.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { TOAST_DURATION_MS } from '@/contract/constants.ts'
import { Alert } from './alert.tsx'
import { useT } from '@/i18n/use-t.ts'

export type ToastKind = 'success' | 'error' | 'info' | 'warning'

interface Toast {
  id: number
  title: string
  kind: ToastKind
  description: string | undefined
}

const NO_TOASTS: readonly Toast[] = []
let toasts = NO_TOASTS
let lastId = 0
const listeners = new Set<() => void>()

function publish(next: readonly Toast[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function notify(title: string, kind: ToastKind = 'success', description?: string): void {
  lastId += 1
  publish([...toasts, { id: lastId, title, kind, description }])
}

const dismiss = (id: number) => publish(toasts.filter((toast) => toast.id !== id))

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}

const region = css({
  position: 'fixed',
  bottom: '4',
  insetInline: { base: '4', md: 'auto' },
  insetInlineEnd: { md: '4' },
  zIndex: 'toast',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  width: { md: 'sm' },
  // Empty, it is still there (a live region must be before its news is) but catches no click.
  pointerEvents: 'none',
})

/** The live region stays in the page, empty, so a screen reader hears each toast put in it. */
export function PublicToaster() {
  const t = useT()
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  )
  return (
    <ol aria-live="polite" aria-label={t('common.notifications')} className={region}>
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT()
  const [held, setHeld] = useState(false)
  const pageHidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => false,
  )
  const waiting = held || pageHidden
  useEffect(() => {
    if (waiting) return
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [waiting, toast.id])

  const hold = () => setHeld(true)
  const release = () => setHeld(false)
  return (
    <li
      className={css({ pointerEvents: 'auto' })}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      {/* Each kind named as a literal: the alert recipe's colours are generated for the values named. */}
      <Alert.Root
        variant="solid"
        status={
          toast.kind === 'success'
            ? 'success'
            : toast.kind === 'error'
              ? 'error'
              : toast.kind === 'warning'
                ? 'warning'
                : 'info'
        }
        shadow="lg"
        alignItems="flex-start"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{toast.title}</Alert.Title>
          {toast.description ? <Alert.Description>{toast.description}</Alert.Description> : null}
        </Alert.Content>
        <button
          type="button"
          aria-label={t('common.dismiss_notification')}
          onClick={() => dismiss(toast.id)}
          className={css({
            display: 'inline-flex',
            flexShrink: 0,
            p: '1',
            mt: '-1',
            me: '-1',
            rounded: 'l1',
            color: 'inherit',
            cursor: 'pointer',
            _hover: { bg: 'blackAlpha.200' },
            _focusVisible: { outline: '2px solid', outlineOffset: '1px' },
          })}
        >
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      </Alert.Root>
    </li>
  )
}
