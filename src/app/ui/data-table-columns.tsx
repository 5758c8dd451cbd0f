// Columns and cells the console's lists share, so a list names what it shows instead of repeating how: the
// record link, the in-place "open" button, numbers, amounts, dates, the active badge and the row's actions.
import type { ReactNode } from 'react'
import { Button, Link as ChakraLink, Stack, Text, type ButtonProps } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { dateTime, Mono, money, StatusBadge } from './data-table-cells.tsx'
import type { DataColumn } from './data-table.tsx'
import type { SortOrder } from './list-search.ts'
import { t } from '@/i18n/i18n.ts'

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
  | '/customer-bills/$mode/$id'

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

/** When the record was made. */
export function createdColumn<T extends { created_at: string }>(
  header = t('Created'),
  hideBelow: HideBelow = 'sm',
): DataColumn<T> {
  return dateTimeColumn('created_at', header, (row) => row.created_at, { sortKey: 'created_at', hideBelow })
}

/** Active or inactive, as a badge. */
export function activeColumn<T>(isActive: (row: T) => boolean, hideBelow?: HideBelow): DataColumn<T> {
  return {
    id: 'status',
    header: t('Status'),
    hideBelow,
    cell: (row) => <StatusBadge status={isActive(row) ? 'active' : 'inactive'} />,
  }
}

/** A record's number that opens it in place (a drawer), named for screen readers: "{what} {number}". */
export function openColumn<T extends { id: string }>(
  id: string,
  header: string,
  number: (row: T) => string,
  what: string,
  open: (id: string) => void,
): DataColumn<T> {
  return {
    id,
    header,
    cell: (row) => (
      <OpenButton
        size="xs"
        fontFamily="mono"
        onClick={() => open(row.id)}
        aria-label={`${what} ${number(row)}`}
      >
        {number(row)}
      </OpenButton>
    ),
  }
}

/** A number or reference, monospaced; with a detail, the detail under it. */
export function monoColumn<T>(
  id: string,
  header: string,
  value: (row: T) => ReactNode,
  { hideBelow, fontSize = 'xs', detail }: MonoColumnOptions<T> = {},
): DataColumn<T> {
  return {
    id,
    header,
    hideBelow,
    cell: (row) =>
      detail ? (
        <>
          <Mono fontSize={fontSize}>{value(row)}</Mono>
          {detail(row)}
        </>
      ) : (
        <Mono fontSize={fontSize}>{value(row)}</Mono>
      ),
  }
}

interface MonoColumnOptions<T> {
  hideBelow?: HideBelow
  /** Small unless said (an IP address reads larger). */
  fontSize?: 'xs' | 'sm'
  detail?: (row: T) => ReactNode
}

interface ValueColumnOptions {
  sortKey?: string
  hideBelow?: HideBelow
  /** Kept on one line: "RM 1,234.50" never breaks after "RM", nor a date before its time. */
  nowrap?: boolean
}

interface MoneyColumnOptions<T> extends ValueColumnOptions {
  /** Largest first on the first click (a ranking by volume). */
  firstOrder?: SortOrder
  /** A line under the amount (how many payments, what is still to come). */
  detail?: (row: T) => ReactNode
}

/** An amount, at the end of its cell; with a detail, the amount on one line and the detail under it. */
export function moneyColumn<T>(
  id: string,
  header: string,
  amount: (row: T) => string | null | undefined,
  { sortKey, firstOrder, hideBelow, nowrap = false, detail }: MoneyColumnOptions<T> = {},
): DataColumn<T> {
  return {
    id,
    header,
    sortKey,
    firstOrder,
    align: 'end',
    hideBelow,
    summary: 'amount',
    cell: (row) =>
      detail ? (
        <Stack gap="0" align="flex-end">
          <Text whiteSpace="nowrap">{money(amount(row))}</Text>
          {detail(row)}
        </Stack>
      ) : nowrap ? (
        <Text whiteSpace="nowrap">{money(amount(row))}</Text>
      ) : (
        money(amount(row))
      ),
  }
}

/** When something happened; newest first on the first click, as dates read best. */
export function dateTimeColumn<T>(
  id: string,
  header: string,
  at: (row: T) => string | null | undefined,
  { sortKey, hideBelow, nowrap = false }: ValueColumnOptions = {},
): DataColumn<T> {
  return {
    id,
    header,
    ...(sortKey ? { sortKey, firstOrder: 'desc' as const } : {}),
    hideBelow,
    cell: (row) => (nowrap ? <Text whiteSpace="nowrap">{dateTime(at(row))}</Text> : dateTime(at(row))),
  }
}

/** A row's own buttons, at the end of the row. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): DataColumn<T> {
  return { id: 'actions', header: t('Actions'), align: 'end', cell }
}
