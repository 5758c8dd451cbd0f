// A short table that holds all its rows (a card's latest payments, a drawer's payments, a report's
// breakdown): headers and cells from one list of columns, less important columns leaving the phone layout.
// Console lists that page, sort and search use DataTable instead; on a phone, a table whose columns name
// their amount or status draws its rows as DataTable does (data-table-phone.tsx).
import type { ReactNode } from 'react'
import {
  Box,
  Table,
  Text,
  type TableCellProps,
  type TableRootProps,
  type TableRowProps,
} from '@chakra-ui/react'
import { TableScroll } from './table-scroll.tsx'
import type { DataColumn } from './data-table.tsx'
import { phoneColumns } from './data-table-phone.tsx'
import { usePhoneScreen } from './use-screen-width.ts'

export interface PlainColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  align?: 'end'
  /** Less important columns leave the phone layout. */
  hideBelow?: 'sm' | 'md' | 'lg'
  /** How the column's cells are set (a monospaced invoice number, an amount that does not wrap). */
  cellProps?: TableCellProps
  /** Its part in a phone's compact row (DataColumn's `summary`): a table whose columns name their amount or
   *  status draws each row on a phone as the console's lists do. */
  summary?: DataColumn<unknown>['summary']
}

interface PlainTableBaseProps<T> extends Omit<TableRootProps, 'columns'> {
  columns: PlainColumn<T>[]
  rows: T[]
  /** Said instead of the table when there are no rows. */
  empty?: string
  /** Its own frame: a border with a shaded header row ('line', in a drawer), a box on the page's background
   *  with a shaded header row ('box'), or a plain outline whose cells wrap ('outline'). Without: the card
   *  around it frames it. */
  framing?: 'line' | 'box' | 'outline'
  rowProps?: (row: T) => TableRowProps & { 'data-testid'?: string }
  /** A totals row under the rows. */
  footer?: ReactNode
}

type PlainTableProps<T> = PlainTableBaseProps<T> & {
  /** Rows without an id say how they are told apart. */
  rowKey?: (row: T) => string
}

const hideStyle = (hideBelow: PlainColumn<unknown>['hideBelow']) =>
  hideBelow ? { display: { base: 'none', [hideBelow]: 'table-cell' } } : {}

/** The table's columns as a list's, for the phone's compact row, and back. */
function compactColumns<T>(columns: PlainColumn<T>[]): PlainColumn<T>[] {
  const asList = columns.map((column): DataColumn<T> => ({
    id: column.header,
    header: column.header,
    align: column.align,
    hideBelow: column.hideBelow,
    summary: column.summary,
    cell: (row) =>
      column.cellProps ? <Box {...column.cellProps}>{column.cell(row)}</Box> : column.cell(row),
  }))
  return phoneColumns(asList).map((column) => ({
    header: column.header,
    cell: column.cell,
    align: column.align === 'end' ? 'end' : undefined,
  }))
}

export function PlainTable<T>(props: PlainTableProps<T>) {
  const { columns: given, rows, empty, framing, rowProps, footer, rowKey: _rowKey, ...table } = props
  const phone = usePhoneScreen()
  const columns = phone && given.some((column) => column.summary) ? compactColumns(given) : given
  const rowKey = props.rowKey ?? ((row: T) => (row as { id: string }).id)
  if (empty !== undefined && rows.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    )
  const shaded = framing === 'line' || framing === 'box'
  const tableElement = (
    <Table.Root size="sm" {...table}>
      <Table.Header>
        <Table.Row bg={shaded ? 'bg.muted' : undefined}>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.header} textAlign={column.align} {...hideStyle(column.hideBelow)}>
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
      {footer ? <Table.Footer>{footer}</Table.Footer> : null}
    </Table.Root>
  )
  const name = { name: table['aria-label'], nameFrom: table['aria-labelledby'] }
  if (framing === 'outline')
    return (
      <TableScroll {...name} borderWidth="1px" borderRadius="md">
        {tableElement}
      </TableScroll>
    )
  const scrolled = (
    <TableScroll {...name} {...(framing === 'line' ? { borderWidth: '1px', rounded: 'md' } : {})}>
      {tableElement}
    </TableScroll>
  )
  if (framing !== 'box') return scrolled
  return (
    <Box borderWidth="1px" rounded="md" bg="bg" overflow="hidden">
      {scrolled}
    </Box>
  )
}
