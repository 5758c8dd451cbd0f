// A short table that holds all its rows (a card's latest payments, a drawer's payments, a report's
// breakdown): headers and cells from one list of columns, less important columns leaving the phone layout.
// Console lists that page, sort and search use DataTable instead.
import type { ReactNode } from 'react'
import {
  Table,
  type TableCellProps,
  type TableRootProps,
  type TableRowProps,
  type TableScrollAreaProps,
} from '@chakra-ui/react'

export interface PlainColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  align?: 'end'
  /** Less important columns leave the phone layout. */
  hideBelow?: 'sm' | 'md' | 'lg'
  /** How the column's cells are set (a monospaced invoice number, an amount that does not wrap). */
  cellProps?: TableCellProps
}

interface PlainTableProps<T> extends Omit<TableRootProps, 'columns'> {
  columns: PlainColumn<T>[]
  rows: T[]
  rowKey: (row: T) => string
  /** The header row's background (bg.muted in framed tables). */
  headerBg?: string
  rowProps?: (row: T) => TableRowProps
  scrollArea?: TableScrollAreaProps
}

const hideStyle = (hideBelow: PlainColumn<unknown>['hideBelow']) =>
  hideBelow ? { display: { base: 'none', [hideBelow]: 'table-cell' } } : {}

export function PlainTable<T>({
  columns,
  rows,
  rowKey,
  headerBg,
  rowProps,
  scrollArea,
  ...table
}: PlainTableProps<T>) {
  return (
    <Table.ScrollArea {...scrollArea}>
      <Table.Root size="sm" {...table}>
        <Table.Header>
          <Table.Row bg={headerBg}>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                textAlign={column.align}
                {...hideStyle(column.hideBelow)}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  textAlign={column.align}
                  {...hideStyle(column.hideBelow)}
                  {...column.cellProps}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
