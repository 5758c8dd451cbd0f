// Toasts (SPEC §8/§9: 3000 ms). One toaster for the app; pages call notify(), the shell mounts <AppToaster/>.
// Bottom, not top: a toast over the header would hide the very links people reach for next (the
// storefront's Cart right after "added to cart", the console's user menu), and Zag pauses a toast while
// the pointer rests on it, so a covered link could stay covered.
import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react'
import { TOAST_DURATION_MS } from '@/contract/constants.ts'
import { t } from '@/i18n/i18n.ts'

export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
})

export type ToastKind = 'success' | 'error' | 'info' | 'warning'

export function notify(title: string, kind: ToastKind = 'success', description?: string): void {
  toaster.create({ title, description, type: kind, closable: true })
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('Notifications (Alt+T)')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
