// The way out of a record's form: back to the record while editing it, to the list while creating one.
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { RecordPagePath } from './data-table-columns.tsx'

/** The lists a record's form goes back to when nothing was saved. */
export type ListPagePath =
  | '/customers/datatable'
  | '/products/datatable'
  | '/business-owner-details/datatable'
  | '/info/view'
  | '/api/datatable'
  | '/pages/datatable'
  | '/discounts/datatable'
  | '/collections/list'

/**
 * For FormActions' cancel: the record being edited (absent when a new one is being made), its page, the list,
 * and the link's words back to an edited record (Cancel unless said).
 */
export function cancelLink(
  record: { id: string } | null | undefined,
  recordPage: RecordPagePath,
  listPage: ListPagePath,
  backText = 'Cancel',
): ReactNode {
  return record ? (
    <Link to={recordPage} params={{ mode: 'view', id: record.id }}>
      {backText}
    </Link>
  ) : (
    <Link to={listPage}>Cancel</Link>
  )
}
