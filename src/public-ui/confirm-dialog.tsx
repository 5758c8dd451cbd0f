// Asks before a destructive or hard-to-undo action on a public page (clear the cart), as the console's
// ConfirmDialog does (src/app/ui/confirm-dialog.tsx), in the public pages' native dialog. Focus starts on the
// way back, so an Enter pressed out of habit does no harm.
import { useId, useRef, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { DialogDescription, PublicDialog } from './dialog.tsx'
import { useT } from '@/i18n/use-t.ts'

/** The console's dialog (src/app/ui/confirm-dialog.tsx) takes the same props. */
export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** Red confirm button, for actions that destroy or stop something. */
  destructive?: boolean
  /** The action is under way: neither the way back nor Escape closes the dialog meanwhile. */
  loading?: boolean
  /** Nothing to confirm yet (its figures are still loading); unlike loading, the way back stays open. */
  confirmDisabled?: boolean
  onConfirm: () => void
  onClose: () => void
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const descriptionId = useId()
  return (
    <PublicDialog
      open={props.open}
      role="alertdialog"
      initialFocus={cancelRef}
      closable={!props.loading}
      onClose={props.onClose}
      title={props.title}
      describedBy={descriptionId}
      testId="confirm-dialog"
      footer={
        <>
          <Button ref={cancelRef} variant="outline" disabled={props.loading} onClick={props.onClose}>
            {props.cancelLabel ?? t('common.keep')}
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
      <DialogDescription id={descriptionId}>{props.description}</DialogDescription>
    </PublicDialog>
  )
}
