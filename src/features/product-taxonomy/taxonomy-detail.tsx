// /products-categories/view/{id} and /products-subcategories/view/{id}: one record, with edit and delete.
// Deleting what products still use is refused by the server (4090), which says how many use it.
import { useState } from 'react'
import { Button, Card, HStack } from '@chakra-ui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { deleteRefusal, useDeleteCategory, useDeleteSubcategory } from '@/api/product-taxonomy.ts'
import { ConfirmDialog } from '@/app/confirm-dialog.tsx'
import { dateTime, FieldList, StatusBadge } from '@/app/data-table-cells.tsx'
import { notify } from '@/app/toaster.tsx'
import type { Category, Subcategory } from '@/contract/catalogue.ts'

type Props = { kind: 'category'; record: Category } | { kind: 'subcategory'; record: Subcategory }

export function TaxonomyDetail(props: Props) {
  const navigate = useNavigate()
  const removeCategory = useDeleteCategory()
  const removeSubcategory = useDeleteSubcategory()
  const remove = props.kind === 'category' ? removeCategory : removeSubcategory
  const [confirming, setConfirming] = useState(false)
  const { record } = props
  const noun = props.kind === 'category' ? 'category' : 'subcategory'

  const rows: [string, React.ReactNode][] = [
    ['Title', record.title],
    ...(props.kind === 'subcategory'
      ? [
          [
            'Category',
            <Link
              key="category"
              to="/products-categories/$mode/$id"
              params={{ mode: 'view', id: props.record.category_id }}
            >
              {props.record.category_title}
            </Link>,
          ] as [string, React.ReactNode],
        ]
      : [['Subcategories', String(props.record.subcategory_count)] as [string, React.ReactNode]]),
    ['Products', String(record.product_count)],
    ['Description', record.description ?? '—'],
    ['Status', <StatusBadge key="status" status={record.is_active ? 'active' : 'inactive'} />],
    ['Created', dateTime(record.created_at)],
    ['Updated', dateTime(record.updated_at)],
  ]
  const inUse = record.product_count + (props.kind === 'category' ? props.record.subcategory_count : 0) > 0

  return (
    <Card.Root variant="outline" bg="bg" maxW="2xl">
      <Card.Body>
        <FieldList rows={rows} />
      </Card.Body>
      <Card.Footer>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="sm">
            {props.kind === 'category' ? (
              <Link to="/products-categories/$mode/$id" params={{ mode: 'edit', id: record.id }}>
                Edit
              </Link>
            ) : (
              <Link to="/products-subcategories/$mode/$id" params={{ mode: 'edit', id: record.id }}>
                Edit
              </Link>
            )}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <Button asChild size="sm" variant="ghost">
            {props.kind === 'category' ? (
              <Link to="/products-categories/list">Back to categories</Link>
            ) : (
              <Link to="/products-subcategories/list">Back to subcategories</Link>
            )}
          </Button>
        </HStack>
      </Card.Footer>
      <ConfirmDialog
        open={confirming}
        title={`Delete this ${noun}?`}
        description={
          inUse
            ? `“${record.title}” is still in use, so it cannot be deleted yet: move or delete what uses it first.`
            : `“${record.title}” will be removed.`
        }
        confirmLabel={`Delete ${noun}`}
        destructive
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: () => {
              notify(props.kind === 'category' ? 'Category deleted' : 'Subcategory deleted')
              void navigate({
                to: props.kind === 'category' ? '/products-categories/list' : '/products-subcategories/list',
              })
            },
            onError: (error) => {
              const reason = deleteRefusal(error)
              // A toast, not the shared dialog: that one would open while this confirmation closes.
              if (reason)
                notify(
                  `${props.kind === 'category' ? 'Category' : 'Subcategory'} not deleted`,
                  'error',
                  reason,
                )
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Card.Root>
  )
}
