// A column header; sortable ones are a button that flips the order and announce it through aria-sort.
import { Button, Table, type TableColumnHeaderProps } from '@chakra-ui/react'
import type { DataColumn } from './data-table.tsx'
import { AppIcon } from './icons.tsx'
import { ariaSort, toggleSort, type ListState, type SortOrder } from './list-search.ts'

interface SortHeaderProps<T> extends TableColumnHeaderProps {
  column: DataColumn<T>
  list: ListState
  onSort: (sort: string, order: SortOrder) => void
}

export function DataTableSortHeader<T>({ column, list, onSort, ...rest }: SortHeaderProps<T>) {
  const { sortKey } = column
  if (!sortKey) {
    return (
      <Table.ColumnHeader textAlign={column.align} whiteSpace="nowrap" {...rest}>
        {column.header}
      </Table.ColumnHeader>
    )
  }
  const sorted = ariaSort(list, sortKey)
  return (
    <Table.ColumnHeader aria-sort={sorted} textAlign={column.align} whiteSpace="nowrap" {...rest}>
      <Button
        variant="plain"
        size="xs"
        px="0"
        fontWeight="semibold"
        onClick={() => {
          const next = toggleSort(list, sortKey, column.firstOrder)
          onSort(next.sort, next.order)
        }}
      >
        {column.header}
        <AppIcon
          name="chevronDown"
          boxSize="3.5"
          opacity={sorted === 'none' ? 0.3 : 1}
          transform={sorted === 'ascending' ? 'rotate(180deg)' : undefined}
        />
      </Button>
    </Table.ColumnHeader>
  )
}
