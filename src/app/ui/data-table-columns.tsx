// Columns and cells several console tables share, so a list names what it shows instead of repeating
// how: the record link, the in-place "open" button, the created date and the active badge.
import type { ReactNode } from 'react'
import { Button, Link as ChakraLink, type ButtonProps } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { dateTime, StatusBadge } from './data-table-cells.tsx'
import type { DataColumn } from './data-table.tsx'

/** The record pages a row's name links to (their view mode). */
export type RecordPagePath =
  | '/customers/$mode/$id'
  | '/products/$mode/$id'
  | '/products-categories/$mode/$id'
  | '/products-subcategories/$mode/$id'
  | '/business-owner-details/$mode/$id'
  | '/info/$mode/$id'
  | '/api/$mode/$id'
  | '/pages/$mode/$id'
  | '/discounts/$mode/$id'
  | '/collections/$mode/$id'

export function RecordLink({ to, id, children }: { to: RecordPagePath; id: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={to} params={{ mode: 'view', id }}>
        {children}
      </Link>
    </ChakraLink>
  )
}

/** The pages that create a record, as a list's "New …" button links to them. */
export type CreatePagePath =
  | '/customers/new'
  | '/customer-bills/new'
  | '/products/new'
  | '/products-categories/new'
  | '/business-owner-details/new'
  | '/stores/create'
  | '/api/new'
  | '/whitelist/new'
  | '/pages/new'
  | '/discounts/new'

export function CreateLink({ to, children }: { to: CreatePagePath; children: ReactNode }) {
  return (
    <Button asChild size="sm">
      <Link to={to}>{children}</Link>
    </Button>
  )
}

/** A row's name that opens the record in place (a drawer, a panel below the table). */
export function OpenButton(props: ButtonProps) {
  return <Button variant="plain" p="0" h="auto" color="brand.fg" fontWeight="medium" {...props} />
}

type HideBelow = DataColumn<unknown>['hideBelow']

/** When the record was made; newest first on the first click, as dates read best. */
export function createdColumn<T extends { created_at: string }>(
  header = 'Created',
  hideBelow: HideBelow = 'sm',
): DataColumn<T> {
  return {
    id: 'created_at',
    header,
    sortKey: 'created_at',
    firstOrder: 'desc',
    hideBelow,
    cell: (row) => dateTime(row.created_at),
  }
}

/** Active or inactive, as a badge. */
export function activeColumn<T>(isActive: (row: T) => boolean, hideBelow?: HideBelow): DataColumn<T> {
  return {
    id: 'status',
    header: 'Status',
    hideBelow,
    cell: (row) => <StatusBadge status={isActive(row) ? 'active' : 'inactive'} />,
  }
}
