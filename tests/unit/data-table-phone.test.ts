// What a phone's compact row keeps of a list's columns: the identifier, the amount the list shows at every
// width (a settlement's net, not its gross), the status, the actions; the columns the phone kept before
// become lines under the identifier and the ones it hid stay hidden.
import { describe, expect, it } from 'vitest'
import { phoneColumns, summaryParts } from '../../src/app/ui/data-table-phone.tsx'
import { actionsColumn, moneyColumn } from '../../src/app/ui/data-table-columns.tsx'
import type { DataColumn } from '../../src/app/ui/data-table.tsx'

interface Row {
  id: string
  gross: string
  net: string
}

const settlementLike: DataColumn<Row>[] = [
  { id: 'number', header: 'Settlement', cell: (row) => row.id },
  { id: 'channel', header: 'Channel', hideBelow: 'sm', cell: () => 'FPX' },
  { id: 'bank', header: 'Bank', cell: () => 'Maybank' },
  { id: 'status', header: 'Status', hideBelow: 'md', cell: () => 'Settled' },
  moneyColumn<Row>('gross', 'Gross', (row) => row.gross, { hideBelow: 'md' }),
  moneyColumn<Row>('net', 'Net', (row) => row.net, { sortKey: 'net' }),
  actionsColumn<Row>(() => 'Open'),
]

describe("a phone's compact row", () => {
  it('keeps the identifier, the amount shown at every width, the status and the actions', () => {
    const parts = summaryParts(settlementLike)
    expect([parts.title?.id, parts.amount?.id, parts.status?.id, parts.actions?.id]).toEqual([
      'number',
      'net',
      'status',
      'actions',
    ])
    expect(parts.details.map((column) => column.id)).toEqual(['bank'])
  })

  it('is three columns, none hidden, the amount column sorting as the amount did', () => {
    const columns = phoneColumns(settlementLike, (row) => row.id)
    expect(columns.map((column) => column.header)).toEqual(['Settlement', 'Net · Status', 'Actions'])
    expect(columns.every((column) => !column.hideBelow)).toBe(true)
    expect(columns[1]?.sortKey).toBe('net')
  })

  it('takes a column that says it is the status, and leaves out figures a list does not have', () => {
    const voids: DataColumn<Row>[] = [
      { id: 'record', header: 'Record', cell: (row) => row.id },
      { id: 'kind', header: 'Kind', summary: 'status', cell: () => 'Void' },
    ]
    expect(phoneColumns(voids).map((column) => column.header)).toEqual(['Record', 'Kind'])
    const names: DataColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => row.id }]
    expect(phoneColumns(names).map((column) => column.header)).toEqual(['Name'])
  })
})
