// Asks before a destructive or hard-to-undo action (stop a collection, cancel a bill, delete a customer).
// Focus starts on "Keep" so an Enter pressed out of habit does no harm.
import { useRef, type ReactNode } from 'react'
import { Button, Dialog } from '@chakra-ui/react'
import { AppDialog } from './app-dialog.tsx'

interface ConfirmDialogProps {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** Red confirm button, for actions that destroy or stop something. */
  destructive?: boolean
  loading?: boolean
  /** Nothing to confirm yet (its figures are still loading); unlike loading, the way back stays open. */
  confirmDisabled?: boolean
  onConfirm: () => void
  onClose: () => void
  /** After the dialog has animated out: the place for a navigation the confirmed action leads to. */
  onExitComplete?: () => void
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <AppDialog
      open={props.open}
      role="alertdialog"
      size="sm"
      initialFocusEl={() => cancelRef.current}
      onExitComplete={props.onExitComplete}
      onClose={() => {
        if (!props.loading) props.onClose()
      }}
      title={props.title}
      testId="confirm-dialog"
      footer={
        <>
          <Button ref={cancelRef} variant="outline" disabled={props.loading} onClick={props.onClose}>
            {props.cancelLabel ?? 'Keep'}
          </Button>
          <Button
            colorPalette={props.destructive ? 'red' : undefined}
            loading={props.loading}
            disabled={props.confirmDisabled}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <Dialog.Description>{props.description}</Dialog.Description>
    </AppDialog>
  )
}
