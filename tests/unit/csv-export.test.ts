import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CSV_BOM, csvFilename, csvText, toCsv, type CsvColumn } from '@/lib/csv.ts'
import { parseCsv as parse } from '../support/csv.ts'

interface Row {
  merchant: string
  amount: string
  count: number | null
}

const columns: CsvColumn<Row>[] = [
  { header: 'Merchant', value: (row) => row.merchant },
  { header: 'Amount (MYR)', value: (row) => row.amount },
  { header: 'Payments', value: (row) => row.count },
]

describe('toCsv', () => {
  it('writes a byte order mark, the header row and one CRLF-ended record per row', () => {
    const text = toCsv(columns, [
      { merchant: 'Kedai Niaga Demo', amount: '120.00', count: 3 },
      { merchant: 'Batik, Songket & Co', amount: '5.50', count: null },
    ])
    expect(text).toBe(
      `${CSV_BOM}Merchant,Amount (MYR),Payments\r\nKedai Niaga Demo,120.00,3\r\n"Batik, Songket & Co",5.50,\r\n`,
    )
  })

  it('writes only the header row for no rows', () => {
    expect(toCsv(columns, [])).toBe(`${CSV_BOM}Merchant,Amount (MYR),Payments\r\n`)
  })

  it('quotes quotes and line breaks', () => {
    expect(csvText('Say "hi"')).toBe('"Say ""hi"""')
    expect(csvText('two\nlines')).toBe('"two\nlines"')
  })

  it('guards text that a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvText('+60123')).toBe("'+60123")
    expect(csvText('-5')).toBe("'-5")
    expect(csvText('@sum')).toBe("'@sum")
    expect(toCsv([{ header: 'n', value: (n: number) => n }], [-5])).toBe(`${CSV_BOM}n\r\n-5\r\n`)
  })

  it('writes no text for a number that is not finite', () => {
    expect(toCsv([{ header: 'n', value: (n: number) => n }], [Number.NaN])).toBe(`${CSV_BOM}n\r\n\r\n`)
  })

  it('reads back as the same cells (formulas guarded), whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const cols: CsvColumn<string[]>[] = [
            { header: 'a', value: (row) => row[0] },
            { header: 'b', value: (row) => row[1] },
          ]
          const guarded = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)
          expect(parse(toCsv(cols, rows)).slice(1)).toEqual(rows.map((row) => row.map(guarded)))
        },
      ),
    )
  })
})

describe('csvFilename', () => {
  it('names the export and the day', () => {
    expect(csvFilename('Payment transactions', '2026-11-26')).toBe(
      'niaga-payment-transactions-2026-11-26.csv',
    )
    expect(csvFilename('!!!', '2026-11-26')).toBe('niaga-export-2026-11-26.csv')
  })
})
