// Asks before deleting a record from its list, deletes it, and closes whatever the answer.
import type { ReactNode } from 'react'
import { ConfirmDialog } from './confirm-dialog.tsx'

interface Remove {
  isPending: boolean
  mutate: (id: string, options: { onSuccess: () => void; onSettled: () => void }) => void
}

interface DeleteDialogProps<T extends { id: string }> {
  /** The record to delete; none: the dialog is closed. */
  record: T | null
  title: string
  description: (record: T) => ReactNode
  confirmLabel: string
  remove: Remove
  /** Once it is gone (a toast, say). */
  onDeleted: (record: T) => void
  onClose: () => void
}

export function DeleteDialog<T extends { id: string }>(props: DeleteDialogProps<T>) {
  const { record, remove, onClose } = props
  return (
    <ConfirmDialog
      open={record !== null}
      title={props.title}
      description={record ? props.description(record) : ''}
      confirmLabel={props.confirmLabel}
      destructive
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!record) return
        remove.mutate(record.id, { onSuccess: () => props.onDeleted(record), onSettled: onClose })
      }}
    />
  )
}
