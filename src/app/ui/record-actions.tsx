// The footer of a record's view page (customer, product, category, subcategory): Edit, Delete (after a
// confirmation) and Back to the list; a deleted record's page gives way to its list.
import { useState, type ReactNode } from 'react'
import { Button } from '@chakra-ui/react'
import type { UseMutationResult } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { BackLink, EditLink, RecordFooter } from './record-card.tsx'
import type { RecordPages } from './record-pages.ts'
import { notify } from './toaster.tsx'
import { t } from '@/i18n/i18n.ts'

interface RecordActionsProps {
  pages: RecordPages
  id: string
  /** What deleting does, in the confirmation. */
  deleteText: ReactNode
  remove: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>
  /** A refusal the page explains itself (the shared error dialog stays silent for it). */
  onDeleteError?: (error: Error) => void
}

export function RecordActions(props: RecordActionsProps) {
  const { id, remove } = props
  const { page, list } = props.pages
  const words = props.pages.words()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <RecordFooter>
        <EditLink page={page} id={id} />
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {t('Delete')}
        </Button>
        <BackLink list={list} label={words.back} />
      </RecordFooter>
      <ConfirmDialog
        open={confirming}
        title={words.deleteTitle}
        description={props.deleteText}
        confirmLabel={words.deleteLabel}
        destructive
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false)
              notify(words.deleted)
              void navigate({ to: list })
            },
            onError: props.onDeleteError,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  )
}
