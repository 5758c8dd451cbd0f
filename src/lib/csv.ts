// CSV text as spreadsheets read it (RFC 4180): comma separated, CRLF line ends, a field quoted when it holds
// a comma, a quote or a line break, quotes doubled; a UTF-8 byte order mark first so "RM" and accented names
// survive. Spreadsheet-formula injection is guarded: a text field that starts with = + - @ (or a tab or
// carriage return, which some spreadsheets skip before one) gets a leading apostrophe, so a merchant named
// "=HYPERLINK(…)" is shown as text, never run. Numbers are written as they are (a negative amount stays a
// number).

/** Read first by spreadsheets to take the file as UTF-8. */
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One text field, guarded and quoted as needed. */
export function csvText(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded
}

/** One record: fields already rendered (csvText for text, plain digits for numbers), then CRLF. */
export const csvLine = (fields: readonly string[]) => `${fields.join(',')}\r\n`

/** A cell's value: text is guarded, a finite number written as it is, nothing is an empty field. */
export type CsvValue = string | number | null | undefined

export interface CsvColumn<T> {
  header: string
  value: (row: T) => CsvValue
}

function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  return csvText(value)
}

/** A whole file: the byte order mark, the header row, then one record per row. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return (
    CSV_BOM +
    csvLine(columns.map((column) => csvText(column.header))) +
    rows.map((row) => csvLine(columns.map((column) => csvField(column.value(row))))).join('')
  )
}

/** "niaga-payments-2026-11-26.csv": what the export is, and the day it was taken. */
export function csvFilename(name: string, day: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `niaga-${slug || 'export'}-${day}.csv`
}
