// The report writer's cells (server/services/reports/cells.ts): what the CSV and the XLSX hold for each typed
// column, read back as a spreadsheet would.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvLine } from '../../src/lib/csv.ts'
import { csvCell, xlsxCell } from '../../server/services/reports/cells.ts'
import { parseCsv } from '../support/csv.ts'

describe('report CSV cells', () => {
  it('writes money from sen exactly with two decimals, negative amounts as numbers', () => {
    expect(csvCell('money', 123_450)).toBe('1234.50')
    expect(csvCell('money', 5)).toBe('0.05')
    expect(csvCell('money', 0)).toBe('0.00')
    expect(csvCell('money', -12_345)).toBe('-123.45')
    expect(csvCell('money', -7)).toBe('-0.07')
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (sen) =>
          /^-?\d+\.\d{2}$/.test(csvCell('money', sen)) &&
          Math.round(Number(csvCell('money', sen)) * 100) === sen,
      ),
    )
  })

  it('writes times in Malaysian wall-clock time and days as they are', () => {
    expect(csvCell('time', new Date('2026-11-22T04:05:06.000Z'))).toBe('2026-11-22 12:05:06')
    expect(csvCell('time', new Date('2026-11-30T16:00:00.000Z'))).toBe('2026-12-01 00:00:00')
    expect(csvCell('day', '2026-11-01')).toBe('2026-11-01')
    expect(csvCell('count', 42)).toBe('42')
    expect(csvCell('time', null)).toBe('')
  })

  it('guards text that a spreadsheet would run, and quotes what RFC 4180 needs', () => {
    expect(csvCell('text', '=SUM(A1:A9)')).toBe("'=SUM(A1:A9)")
    expect(csvCell('text', '+60123')).toBe("'+60123")
    expect(csvCell('text', '-1 closed')).toBe("'-1 closed")
    expect(csvCell('text', '@cmd')).toBe("'@cmd")
    expect(csvCell('text', 'Tan, "Ah" Kow')).toBe('"Tan, ""Ah"" Kow"')
    expect(csvCell('text', 'two\r\nlines')).toBe('"two\r\nlines"')
    expect(csvCell('text', 'Plain text')).toBe('Plain text')
  })

  it('round-trips any text through a CSV line: what is read back is the text, guarded only when it starts like a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (texts) => {
        const [record] = parseCsv(csvLine(texts.map((text) => csvCell('text', text))))
        expect(record).toEqual(texts.map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)))
      }),
    )
  })
})

describe('report XLSX cells', () => {
  it('types each kind: money as MYR numbers, times as Malaysian wall-clock dates, days as dates', () => {
    expect(xlsxCell('money', 123_450)).toBe(1234.5)
    expect(xlsxCell('money', -12_345)).toBe(-123.45)
    expect(xlsxCell('time', new Date('2026-11-22T04:05:06.000Z'))).toEqual(
      new Date('2026-11-22T12:05:06.000Z'),
    )
    expect(xlsxCell('day', '2026-11-01')).toEqual(new Date('2026-11-01T00:00:00.000Z'))
    expect(xlsxCell('count', 3)).toBe(3)
    expect(xlsxCell('text', '=SUM(A1)')).toBe('=SUM(A1)')
    expect(xlsxCell('text', '')).toBeNull()
    expect(xlsxCell('time', null)).toBeNull()
  })
})
