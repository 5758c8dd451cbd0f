// Bulk bills from a spreadsheet (.xlsx or .csv, read with exceljs): every row is checked, and the import
// is all-or-nothing, so one bad row imports nothing and the merchant is told which row and why.
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import * as v from 'valibot'
import { BillCreateSchema } from '../../../src/contract/collections.ts'
import type { Deps } from '../../deps.ts'
import { validationError } from '../../errors.ts'
import { createBill } from './bills.ts'

export const UPLOAD_COLUMNS = [
  'payer_name',
  'payer_email',
  'payer_phone',
  'amount',
  'description',
  'due_date',
] as const
export const MAX_UPLOAD_ROWS = 1000
const RowSchema = v.omit(BillCreateSchema, ['collection_id', 'customer_id'])
export type UploadRow = v.InferOutput<typeof RowSchema>

export interface CheckedRow {
  row: number
  values: Record<string, string>
  errors: string[]
  parsed: UploadRow | null
}

async function readSheet(fileName: string, bytes: ArrayBuffer): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new ExcelJS.Workbook()
  try {
    // Every CSV cell as the text it holds: exceljs would otherwise turn "2026-12-31" into a date object and
    // "120.50" into 120.5, and the row would be checked against what the file never said.
    if (fileName.toLowerCase().endsWith('.csv'))
      return await workbook.csv.read(Readable.from([Buffer.from(bytes).toString('utf8')]), {
        map: (value: unknown) => value,
      })
    if (fileName.toLowerCase().endsWith('.xlsx')) {
      await workbook.xlsx.load(bytes)
      return workbook.worksheets[0]
    }
  } catch {
    throw validationError({ file: 'The file could not be read as a spreadsheet' })
  }
  throw validationError({ file: 'Upload a .csv or .xlsx file' })
}

/** A cell as the contract writes it: a date cell (a spreadsheet turns a typed date into one) as its day,
 *  yyyy-MM-dd, anything else as the text it shows. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  return cell.text.trim()
}

function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'row'
    // An empty required cell is a missing key to the schema, whose own wording ("Invalid key: …") means
    // nothing to a merchant looking at a spreadsheet.
    const missing = issue.kind === 'schema' && issue.received === 'undefined'
    byField[field] ??= missing ? `The ${field.replace(/_/g, ' ')} field is required` : issue.message
  }
  return byField
}

export async function checkUpload(fileName: string, bytes: ArrayBuffer): Promise<CheckedRow[]> {
  const sheet = await readSheet(fileName, bytes)
  if (!sheet || sheet.rowCount < 2)
    throw validationError({ file: 'The file has no bill rows under the header' })
  const header = [
    '',
    ...Array.from({ length: sheet.getRow(1).cellCount }, (_, i) =>
      sheet
        .getRow(1)
        .getCell(i + 1)
        .text.trim()
        .toLowerCase(),
    ),
  ]
  const missing = ['payer_name', 'amount'].filter((name) => !header.includes(name))
  if (missing.length > 0)
    throw validationError({ file: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` })
  if (sheet.rowCount - 1 > MAX_UPLOAD_ROWS)
    throw validationError({ file: `At most ${MAX_UPLOAD_ROWS} bills per file` })
  const checked: CheckedRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return
    const values: Record<string, string> = {}
    for (const column of UPLOAD_COLUMNS) {
      const index = header.indexOf(column)
      values[column] = index > 0 ? cellText(row.getCell(index)) : ''
    }
    const input = Object.fromEntries(Object.entries(values).filter(([, text]) => text !== ''))
    const result = v.safeParse(RowSchema, input)
    checked.push({
      row: number,
      values,
      // One message per column: the first thing wrong with it.
      errors: result.success
        ? []
        : Object.entries(issuesByField(result.issues)).map(([field, message]) => `${field}: ${message}`),
      parsed: result.success ? result.output : null,
    })
  })
  return checked
}

/** Creates the checked rows' bills in the collection: all of them or, on any failure, none. */
export async function importBills(
  deps: Deps,
  accountId: string,
  collectionId: string,
  rows: CheckedRow[],
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    for (const row of rows)
      await createBill({ ...deps, db: tx }, accountId, { ...row.parsed!, collection_id: collectionId })
  })
}

export async function templateFile(format: 'csv' | 'xlsx') {
  const sample = ['Siti Nur', 'siti@example.my', '+60 12-345 6789', '120.50', 'Yuran November', '2026-12-31']
  if (format === 'csv') {
    return {
      body: `${UPLOAD_COLUMNS.join(',')}\n${sample.join(',')}\n`,
      contentType: 'text/csv; charset=utf-8',
      filename: 'niaga-bills-template.csv',
    }
  }
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Bills')
  sheet.addRow([...UPLOAD_COLUMNS])
  sheet.addRow(sample)
  const body = new Uint8Array(await workbook.xlsx.writeBuffer())
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: 'niaga-bills-template.xlsx',
  }
}
