// What a table body shows when it has no rows to show: skeletons, nothing found, or a failed load.
import type { ReactNode } from 'react'
import { Button, EmptyState, Skeleton, Stack, Table } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'

export function DataTableSkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} aria-hidden="true" data-testid="data-table-skeleton">
          {Array.from({ length: columns }, (_, column) => (
            <Table.Cell key={column}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  )
}

interface EmptyProps {
  colSpan: number
  title: string
  description?: string | undefined
  action?: ReactNode
  /** A search or filter is on: say so rather than inviting to create the first record. */
  searching: boolean
}

/** No wider than the screen beside the console's menu rail. */
const IN_VIEW = 'calc(100vw - 7rem)'

export function DataTableEmpty({ colSpan, title, description, action, searching }: EmptyProps) {
  return (
    <Table.Row>
      {/* Wrapped, and kept in view at the table's start: a wide table's centre can be off the screen. */}
      <Table.Cell colSpan={colSpan} whiteSpace="normal">
        <EmptyState.Root size="sm" position="sticky" left="0" maxW={IN_VIEW}>
          <EmptyState.Content>
            <EmptyState.Title>{searching ? t('No matching records') : title}</EmptyState.Title>
            <EmptyState.Description>
              {searching ? t('Try another search or clear the filters.') : description}
            </EmptyState.Description>
            {searching ? null : action}
          </EmptyState.Content>
        </EmptyState.Root>
      </Table.Cell>
    </Table.Row>
  )
}

export function DataTableError({ colSpan, onRetry }: { colSpan: number; onRetry: () => void }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} whiteSpace="normal">
        <EmptyState.Root size="sm" role="alert" position="sticky" left="0" maxW={IN_VIEW}>
          <EmptyState.Content>
            <Stack gap="3" align="center">
              <EmptyState.Title>{t('The list could not be loaded')}</EmptyState.Title>
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t('Try again')}
              </Button>
            </Stack>
          </EmptyState.Content>
        </EmptyState.Root>
      </Table.Cell>
    </Table.Row>
  )
}
