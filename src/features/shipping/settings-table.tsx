// A short settings list (profiles, zones, rates: all on one page) with its loading, empty and error states.
import type { ReactNode } from 'react'
import { Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import { rowKeyOf, type RowKeyProp } from '@/app/ui/row-key.ts'
import { t } from '@/i18n/i18n.ts'

export type SettingsColumn<T> = Omit<PlainColumn<T>, 'cellProps'>

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
        <Text mb="2">{t('{list} could not be loaded.', { list: label })}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('Try again')}
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
    <PlainTable
      aria-label={label}
      framing="outline"
      rows={rows}
      rowKey={rowKey}
      // End-aligned cells hold amounts: "RM 6.00" must not break after "RM" on a phone.
      columns={columns.map((column) =>
        column.align === 'end' ? { ...column, cellProps: { whiteSpace: 'nowrap' } } : column,
      )}
    />
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
      <Button size="xs" variant="outline" onClick={onEdit} aria-label={t('Edit {name}', { name })}>
        {t('Edit')}
      </Button>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        onClick={onDelete}
        aria-label={t('Delete {name}', { name })}
      >
        {t('Delete')}
      </Button>
    </HStack>
  )
}
