// How one value of a report column is written: in the XLSX as a typed cell (money as a number of MYR with
// two decimals, times as dates in Malaysian wall-clock time, days as dates, counts as numbers), in the CSV as
// text a spreadsheet reads back the same (src/lib/csv.ts: RFC 4180, formula injection guarded for text).
import { csvText } from '../../../src/lib/csv.ts'
import { MYT_OFFSET_MS } from '../dashboard/periods.ts'

/**
 * text: a string; money: MYR from integer sen; count: a whole number; time: an instant; day: a yyyy-MM-dd
 * date.
 */
export type ColumnKind = 'text' | 'money' | 'count' | 'time' | 'day'
export type CellValue = string | number | Date | null

/** The XLSX number format of each typed kind. */
export const NUM_FMT: Partial<Record<ColumnKind, string>> = {
  money: '0.00',
  count: '0',
  time: 'dd-mm-yyyy hh:mm:ss',
  day: 'dd-mm-yyyy',
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as Malaysian wall-clock time in a zone-less spreadsheet date. */
const wallClock = (at: Date) => new Date(at.getTime() + MYT_OFFSET_MS)

export function xlsxCell(kind: ColumnKind, value: CellValue): CellValue {
  if (value === null || value === '') return null
  switch (kind) {
    case 'money':
      return Number(value) / 100
    case 'time':
      return wallClock(value as Date)
    case 'day':
      // yyyy-MM-dd as that calendar day, midnight, no zone.
      return new Date(`${String(value)}T00:00:00.000Z`)
    default:
      return value
  }
}

/**
 * money: 1234.50 (sen exact, no float); time: 2026-11-22 12:00:00 (Malaysia); day: 2026-11-22; text: guarded
 * and quoted.
 */
export function csvCell(kind: ColumnKind, value: CellValue): string {
  if (value === null) return ''
  switch (kind) {
    case 'money': {
      const sen = Number(value)
      const abs = Math.abs(sen)
      return `${sen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${pad(abs % 100)}`
    }
    case 'count':
    case 'day':
      return String(value)
    case 'time': {
      const t = wallClock(value as Date)
      return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
    }
    default:
      return csvText(String(value))
  }
}
