// The footer of a record's view page (customer, product, category, subcategory): Edit, Delete (after a
// confirmation) and Back to the list; a deleted record's page gives way to its list.
import { useState, type ReactNode } from 'react'
import { Button, Card, HStack } from '@chakra-ui/react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ConfirmDialog } from './confirm-dialog.tsx'
import type { RecordPagePath } from './data-table-columns.tsx'
import { notify } from './toaster.tsx'

export type RecordListPath =
  | '/customers/datatable'
  | '/products/datatable'
  | '/products-categories/list'
  | '/products-subcategories/list'
  | '/business-owner-details/datatable'
  | '/info/view'
  | '/pages/datatable'

interface RecordActionsProps {
  page: RecordPagePath
  id: string
  list: RecordListPath
  /** "customer": the confirmation, its button and the toast say "Delete this customer?" and so on. */
  noun: string
  /** "customers": the way back says "Back to customers". */
  plural: string
  /** What deleting does, in the confirmation. */
  deleteText: ReactNode
  remove: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>
  /** A refusal the page explains itself (the shared error dialog stays silent for it). */
  onDeleteError?: (error: Error) => void
}

export function RecordActions(props: RecordActionsProps) {
  const { page, id, list, noun, remove } = props
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)
  return (
    <>
      <Card.Footer>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="sm">
            <Link to={page} params={{ mode: 'edit', id }}>
              Edit
            </Link>
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={list}>Back to {props.plural}</Link>
          </Button>
        </HStack>
      </Card.Footer>
      <ConfirmDialog
        open={confirming}
        title={`Delete this ${noun}?`}
        description={props.deleteText}
        confirmLabel={`Delete ${noun}`}
        destructive
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false)
              notify(`${Noun} deleted`)
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
