// A short settings list (profiles, zones, rates: all on one page) with its loading, empty and error states.
import type { ReactNode } from 'react'
import { Box, Button, HStack, Skeleton, Table, Text } from '@chakra-ui/react'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { rowKeyOf, type RowKeyProp } from '@/app/ui/row-key.ts'

export interface SettingsColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  align?: 'end'
  hideBelow?: 'md' | 'lg'
}

interface SettingsTableBaseProps<T> {
  label: string
  rows: T[] | undefined
  isError: boolean
  onRetry: () => void
  columns: SettingsColumn<T>[]
  empty: ReactNode
}

type SettingsTableProps<T> = SettingsTableBaseProps<T> & RowKeyProp<T>

export function SettingsTable<T>(props: SettingsTableProps<T>) {
  const { label, rows, isError, onRetry, columns, empty } = props
  const rowKey = rowKeyOf<T>(props)
  if (isError)
    return (
      <Box borderWidth="1px" borderRadius="md" p="4">
        <Text mb="2">{label} could not be loaded.</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Box>
    )
  if (!rows) return <Skeleton height="24" />
  if (rows.length === 0)
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" textAlign="center" color="fg.muted">
        {empty}
      </Box>
    )
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                textAlign={column.align}
                display={column.hideBelow ? { base: 'none', [column.hideBelow]: 'table-cell' } : undefined}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  textAlign={column.align}
                  // End-aligned cells hold amounts: "RM 6.00" must not break after "RM" on a phone.
                  whiteSpace={column.align === 'end' ? 'nowrap' : undefined}
                  display={column.hideBelow ? { base: 'none', [column.hideBelow]: 'table-cell' } : undefined}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

/** A record's status (record_status_id 1 is active) as a badge. */
export const RecordStatus = ({ id }: { id: number }) => (
  <StatusBadge status={id === 1 ? 'active' : 'inactive'} />
)

/** A row's Edit and Delete buttons, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <HStack justify="flex-end" gap="1">
      <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </HStack>
  )
}
