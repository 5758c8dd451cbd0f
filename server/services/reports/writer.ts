// Writes one report's XLSX and CSV side by side while its rows stream from the database: a page is read,
// each row goes to both files, and the page is let go. ExcelJS's streaming WorkbookWriter commits every row
// as it is added (no shared strings), and the CSV waits for its stream to drain, so memory stays flat
// however many rows there are. Files are written under a temporary name and renamed when complete, so a
// half-written file is never served.
import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname } from 'node:path'
import ExcelJS from 'exceljs'
import { CSV_BOM, csvLine, csvText } from '../../../src/lib/csv.ts'
import { csvCell, NUM_FMT, xlsxCell } from './cells.ts'
import type { ReportColumn, ReportScope, ReportSource } from './sources.ts'
import type { Deps } from '../../deps.ts'

// Small pages keep the rows short-lived: at 1,000 rows a page ExcelJS's per-row objects outlived the young
// generation and the heap grew by 70-135 MB over a 100,000-row report; at 250 the process grew by 9-29 MB,
// in the same time (npm run bench, "report").
export const REPORT_PAGE_ROWS = 250

async function writeCsv(stream: WriteStream, text: string) {
  if (!stream.write(text)) await once(stream, 'drain')
}

export interface ReportFiles {
  xlsx: string
  csv: string
}

/**
 * Writes every row of the source for the scope to both files; `onPage` hears the rows written so far after
 * each page (progress), and may throw to stop. Answers the two sizes in bytes.
 */
export async function writeReportFiles<R>(
  deps: Deps,
  source: ReportSource<R>,
  scope: ReportScope,
  files: ReportFiles,
  onPage: (rowsWritten: number) => Promise<void>,
  pageRows = REPORT_PAGE_ROWS,
): Promise<{ xlsxBytes: number; csvBytes: number }> {
  await mkdir(dirname(files.xlsx), { recursive: true })
  const parts = { xlsx: `${files.xlsx}.part`, csv: `${files.csv}.part` }
  const xlsxStream = createWriteStream(parts.xlsx)
  const csvStream = createWriteStream(parts.csv)
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: xlsxStream,
      useStyles: true,
      useSharedStrings: false,
    })
    const sheet = workbook.addWorksheet(source.sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
    const columns: ReportColumn<R>[] = source.columns
    sheet.columns = columns.map((column, index) => {
      const numFmt = NUM_FMT[column.kind]
      return {
        header: column.header,
        key: `c${index}`,
        width: column.width,
        ...(numFmt ? { style: { numFmt } } : {}),
      }
    })
    await writeCsv(csvStream, CSV_BOM + csvLine(columns.map((column) => csvText(column.header))))
    let written = 0
    let after: R | undefined
    for (;;) {
      const rows = await source.page(deps, scope, after, pageRows)
      let csv = ''
      for (const row of rows) {
        const values = columns.map((column) => column.value(row))
        sheet.addRow(values.map((value, index) => xlsxCell(columns[index]!.kind, value))).commit()
        csv += csvLine(values.map((value, index) => csvCell(columns[index]!.kind, value)))
      }
      await writeCsv(csvStream, csv)
      written += rows.length
      after = rows.at(-1)
      await onPage(written)
      if (rows.length < pageRows) break
    }
    sheet.commit()
    await workbook.commit()
    csvStream.end()
    await once(csvStream, 'finish')
    await rename(parts.xlsx, files.xlsx)
    await rename(parts.csv, files.csv)
    const [xlsxStat, csvStat] = await Promise.all([stat(files.xlsx), stat(files.csv)])
    return { xlsxBytes: xlsxStat.size, csvBytes: csvStat.size }
  } catch (error) {
    xlsxStream.destroy()
    csvStream.destroy()
    await Promise.all([rm(parts.xlsx, { force: true }), rm(parts.csv, { force: true })])
    throw error
  }
}
