// Where a kind of record lives in the console: its record page (view and edit), its list, and the words its
// actions use. One of these per record kind feeds its view page's actions and its form's way back.
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

/** A record kind's action words, whole sentences in the reader's language (Malay word order differs). */
export interface RecordWords {
  /** "Delete this customer?" */
  deleteTitle: string
  /** "Delete customer" */
  deleteLabel: string
  /** "Customer deleted" */
  deleted: string
  /** "Back to customers" */
  back: string
}

export interface RecordPages {
  page: RecordPagePath
  list: RecordListPath
  /** Asked for at render time, so the words follow a language switch. */
  words: () => RecordWords
}

export const recordPages = (
  page: RecordPagePath,
  list: RecordListPath,
  words: () => RecordWords,
): RecordPages => ({ page, list, words })
