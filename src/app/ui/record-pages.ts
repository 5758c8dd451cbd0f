// Where a kind of record lives in the console: its record page (view and edit), its list, and how it is
// named. One of these per record kind feeds its view page's actions and its form's way back.
import type { RecordPagePath } from './data-table-columns.tsx'

/** The lists a record's pages lead back to. */
export type RecordListPath =
  | '/customers/datatable'
  | '/products/datatable'
  | '/products-categories/list'
  | '/products-subcategories/list'
  | '/business-owner-details/datatable'
  | '/info/view'
  | '/api/datatable'
  | '/pages/datatable'
  | '/discounts/datatable'
  | '/collections/list'
  | '/webhooks/datatable'

export interface RecordPages {
  page: RecordPagePath
  list: RecordListPath
  /** "customer": "Delete this customer?", "Customer deleted". */
  noun: string
  /** "customers": "Back to customers". */
  plural: string
}

export const recordPages = (
  page: RecordPagePath,
  list: RecordListPath,
  noun: string,
  plural = `${noun}s`,
): RecordPages => ({ page, list, noun, plural })

/** A record form's name: "Edit customer" while editing one, "New customer" while making one. */
export const editOrNew = (record: unknown, noun: string) => `${record ? 'Edit' : 'New'} ${noun}`
