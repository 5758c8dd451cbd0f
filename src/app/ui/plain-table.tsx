// A short table that holds all its rows (a card's latest payments, a drawer's payments, a report's
// breakdown): headers and cells from one list of columns, less important columns leaving the phone layout.
// Console lists that page, sort and search use DataTable instead.
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

export interface PlainColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  align?: 'end'
  /** Less important columns leave the phone layout. */
  hideBelow?: 'sm' | 'md' | 'lg'
  /** How the column's cells are set (a monospaced invoice number, an amount that does not wrap). */
  cellProps?: TableCellProps
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

export function PlainTable<T>(props: PlainTableProps<T>) {
  const { columns, rows, empty, framing, rowProps, footer, rowKey: _rowKey, ...table } = props
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
