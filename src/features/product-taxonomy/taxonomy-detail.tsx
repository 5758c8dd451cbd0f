// /products-categories/view/{id} and /products-subcategories/view/{id}: one record, with edit and delete.
// Deleting what products still use is refused by the server (4090), which says how many use it.
import { Link } from '@tanstack/react-router'
import { deleteRefusal, useDeleteCategory, useDeleteSubcategory } from '@/api/product-taxonomy.ts'
import { dateTime, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { RecordActions } from '@/app/ui/record-actions.tsx'
import { RecordCard } from '@/app/ui/record-card.tsx'
import { recordPages } from '@/app/ui/record-pages.ts'
import { notify } from '@/app/ui/toaster.tsx'
import type { Category, Subcategory } from '@/contract/catalogue.ts'
import { t } from '@/i18n/i18n.ts'

type Props = { kind: 'category'; record: Category } | { kind: 'subcategory'; record: Subcategory }

export const TAXONOMY_PAGES = {
  category: recordPages('/products-categories/$mode/$id', '/products-categories/list', () => ({
    deleteTitle: t('Delete this category?'),
    deleteLabel: t('Delete category'),
    deleted: t('Category deleted'),
    back: t('Back to categories'),
  })),
  subcategory: recordPages('/products-subcategories/$mode/$id', '/products-subcategories/list', () => ({
    deleteTitle: t('Delete this subcategory?'),
    deleteLabel: t('Delete subcategory'),
    deleted: t('Subcategory deleted'),
    back: t('Back to subcategories'),
  })),
}

export function TaxonomyDetail(props: Props) {
  const removeCategory = useDeleteCategory()
  const removeSubcategory = useDeleteSubcategory()
  const remove = props.kind === 'category' ? removeCategory : removeSubcategory
  const { record } = props

  const rows: [string, React.ReactNode][] = [
    [t('Title'), record.title],
    ...(props.kind === 'subcategory'
      ? [
          [
            t('Category'),
            <Link
              key="category"
              to="/products-categories/$mode/$id"
              params={{ mode: 'view', id: props.record.category_id }}
            >
              {props.record.category_title}
            </Link>,
          ] as [string, React.ReactNode],
        ]
      : [[t('Subcategories'), String(props.record.subcategory_count)] as [string, React.ReactNode]]),
    [t('Products'), String(record.product_count)],
    [t('Description'), record.description ?? '—'],
    [t('Status'), <StatusBadge key="status" status={record.is_active ? 'active' : 'inactive'} />],
    [t('Created'), dateTime(record.created_at)],
    [t('Updated'), dateTime(record.updated_at)],
  ]
  const inUse = record.product_count + (props.kind === 'category' ? props.record.subcategory_count : 0) > 0

  return (
    <RecordCard rows={rows} maxW="2xl">
      <RecordActions
        pages={TAXONOMY_PAGES[props.kind]}
        id={record.id}
        deleteText={
          inUse
            ? t(
                '“{title}” is still in use, so it cannot be deleted yet: move or delete what uses it first.',
                { title: record.title },
              )
            : t('“{title}” will be removed.', { title: record.title })
        }
        remove={remove}
        onDeleteError={(error) => {
          const reason = deleteRefusal(error)
          // A toast, not the shared dialog: that one would open while this confirmation closes.
          if (reason)
            notify(
              props.kind === 'category' ? t('Category not deleted') : t('Subcategory not deleted'),
              'error',
              reason,
            )
        }}
      />
    </RecordCard>
  )
}
