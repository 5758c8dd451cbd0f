// Asks before a destructive or hard-to-undo action (stop a collection, cancel a bill, delete a customer).
// Focus starts on "Keep" so an Enter pressed out of habit does no harm.
import { useRef } from 'react'
import { Button, Dialog } from '@chakra-ui/react'
import type { ConfirmDialogProps as PublicConfirmDialogProps } from '@/public-ui/confirm-dialog.tsx'
import { AppDialog } from './app-dialog.tsx'
import { t } from '@/i18n/i18n.ts'

/** The public pages' dialog's props (src/public-ui/confirm-dialog.tsx), and the console's animation out. */
interface ConfirmDialogProps extends PublicConfirmDialogProps {
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
            {props.cancelLabel ?? t('Keep')}
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
