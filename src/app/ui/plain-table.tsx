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
import { rowKeyOf, type RowKeyProp } from './row-key.ts'

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
  /** Its own frame and a shaded header row: a border ('line', in a drawer) or a box on the page's
   *  background ('box'). Without: the card around it frames it. */
  framing?: 'line' | 'box'
  rowProps?: (row: T) => TableRowProps & { 'data-testid'?: string }
  /** A totals row under the rows. */
  footer?: ReactNode
}

type PlainTableProps<T> = PlainTableBaseProps<T> & RowKeyProp<T>

const hideStyle = (hideBelow: PlainColumn<unknown>['hideBelow']) =>
  hideBelow ? { display: { base: 'none', [hideBelow]: 'table-cell' } } : {}

export function PlainTable<T>(props: PlainTableProps<T>) {
  const {
    columns,
    rows,
    empty,
    framing,
    rowProps,
    footer,
    rowKey: _rowKey,
    ...table
  } = props as PlainTableBaseProps<T> & { rowKey?: unknown }
  const rowKey = rowKeyOf<T>(props)
  if (empty !== undefined && rows.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    )
  const scrolled = (
    <Table.ScrollArea {...(framing === 'line' ? { borderWidth: '1px', rounded: 'md' } : {})}>
      <Table.Root size="sm" {...table}>
        <Table.Header>
          <Table.Row bg={framing ? 'bg.muted' : undefined}>
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
        {footer ? <Table.Footer>{footer}</Table.Footer> : null}
      </Table.Root>
    </Table.ScrollArea>
  )
  if (framing !== 'box') return scrolled
  return (
    <Box borderWidth="1px" rounded="md" bg="bg" overflow="hidden">
      {scrolled}
    </Box>
  )
}
