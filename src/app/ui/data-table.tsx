// The console's list table, the one pattern every console list uses: toolbar (search, filters, actions),
// sortable headers with aria-sort, optional row selection, skeleton rows while loading, empty and error
// states, when rows kept from an earlier visit were fetched, and the pagination footer. On a phone each
// record is one compact row (data-table-phone.tsx).
// The list state comes from the route's search params; the table only reports changes.
import type { ReactNode } from 'react'
import { Box, Checkbox, Flex, Stack, Table, Text } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ListPage } from '@/contract/envelope.ts'
import { dateTime } from './data-table-cells.tsx'
import { DataTablePagination } from './data-table-pagination.tsx'
import { DataTableSearch } from './data-table-search.tsx'
import { DataTableSortHeader } from './data-table-sort-header.tsx'
import { DataTableEmpty, DataTableError, DataTableSkeletonRows } from './data-table-states.tsx'
import type { ListState, SortOrder } from './list-search.ts'
import { rowKeyOf, type RowKeyProp } from './row-key.ts'
import { t } from '@/i18n/i18n.ts'
import { TableScroll } from './table-scroll.tsx'
import { phoneColumns } from './data-table-phone.tsx'
import { usePhoneScreen } from './use-screen-width.ts'

export interface DataColumn<T> {
  id: string
  header: string
  cell: (row: T) => ReactNode
  /** The API's sort name; a column without one is not sortable. */
  sortKey?: string
  /** The order a first click sorts by (dates read best newest first). */
  firstOrder?: SortOrder
  align?: 'start' | 'end'
  /** Less important columns leave the phone layout. */
  hideBelow?: 'sm' | 'md' | 'lg'
  /** What the column is in a phone's compact row (data-table-phone.tsx): amounts say so themselves
   *  (moneyColumn), a column with the id `status` is the status, the first other column the identifier. */
  summary?: 'title' | 'amount' | 'status'
}

export interface RowSelection {
  selected: ReadonlySet<string>
  onChange: (next: Set<string>) => void
  /** Rows that cannot be selected (a paid bill has no link to send). */
  isSelectable?: (id: string) => boolean
}

interface DataTableBaseProps<T> {
  /** The table's accessible name. */
  label: string
  columns: DataColumn<T>[]
  query: UseQueryResult<ListPage<T>>
  list: ListState
  onListChange: (patch: Partial<ListState>) => void
  /** Shown as the search box's label and placeholder; no search box without it. */
  searchLabel?: string
  filters?: ReactNode
  actions?: ReactNode
  /** The "New …" link: last of the toolbar's actions, and the empty state's action unless it has its own. */
  create?: ReactNode
  /** True when a filter other than the search narrows the list (the empty state then says so). */
  filtered?: boolean
  empty: { title: string; description?: string; action?: ReactNode }
  selection?: RowSelection
  /** The row's own label for its selection checkbox ("Select INV-123"). */
  rowLabel?: (row: T) => string
}

export type DataTableProps<T> = DataTableBaseProps<T> & RowKeyProp<T>

const hideStyle = (hideBelow: DataColumn<unknown>['hideBelow']) =>
  hideBelow ? { display: { base: 'none', [hideBelow]: 'table-cell' } } : {}

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, query, list, onListChange, selection, rowLabel } = props
  const phone = usePhoneScreen()
  const columns = phone ? phoneColumns(props.columns, rowLabel) : props.columns
  const rowKey = rowKeyOf<T>(props)
  const rows = query.data?.data
  const columnCount = columns.length + (selection ? 1 : 0)
  const selectableIds = (rows ?? []).map(rowKey).filter((id) => selection?.isSelectable?.(id) ?? true)
  const selectedHere = selectableIds.filter((id) => selection?.selected.has(id))
  const allChecked =
    selectableIds.length > 0 && selectedHere.length === selectableIds.length
      ? true
      : selectedHere.length > 0
        ? 'indeterminate'
        : false

  const setSelected = (ids: string[], on: boolean) => {
    if (!selection) return
    const next = new Set(selection.selected)
    for (const id of ids) {
      if (on) next.add(id)
      else next.delete(id)
    }
    selection.onChange(next)
  }

  let body: ReactNode
  if (!rows && query.isError)
    body = <DataTableError colSpan={columnCount} onRetry={() => void query.refetch()} />
  else if (!rows) body = <DataTableSkeletonRows columns={columnCount} rows={Math.min(list.limit, 10)} />
  else if (rows.length === 0)
    body = (
      <DataTableEmpty
        colSpan={columnCount}
        searching={Boolean(list.search) || Boolean(props.filtered)}
        {...props.empty}
        action={props.empty.action ?? props.create}
      />
    )
  else
    body = rows.map((row) => {
      const id = rowKey(row)
      const selectable = selection?.isSelectable?.(id) ?? true
      return (
        <Table.Row key={id} data-selected={selection?.selected.has(id) ? '' : undefined}>
          {selection ? (
            <Table.Cell width="10">
              <Checkbox.Root
                size="sm"
                disabled={!selectable}
                checked={selection.selected.has(id)}
                onCheckedChange={(details) => setSelected([id], details.checked === true)}
                aria-label={rowLabel ? t('Select {row}', { row: rowLabel(row) }) : t('Select row')}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
          ) : null}
          {columns.map((column) => (
            <Table.Cell key={column.id} textAlign={column.align} {...hideStyle(column.hideBelow)}>
              {column.cell(row)}
            </Table.Cell>
          ))}
        </Table.Row>
      )
    })

  return (
    <Stack gap="3">
      {props.searchLabel || props.filters || props.actions || props.create ? (
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Flex gap="3" wrap="wrap" align="center" flex="1">
            {props.searchLabel ? (
              <DataTableSearch
                label={props.searchLabel}
                value={list.search}
                onChange={(search) => onListChange({ search })}
              />
            ) : null}
            {props.filters}
          </Flex>
          {props.actions || props.create ? (
            <Flex gap="2" wrap="wrap">
              {props.actions}
              {props.create}
            </Flex>
          ) : null}
        </Flex>
      ) : null}
      <Box borderWidth="1px" rounded="md" bg="bg" overflow="hidden">
        <TableScroll name={label} whiteSpace={phone ? 'normal' : undefined}>
          <Table.Root
            size="sm"
            aria-label={label}
            aria-busy={query.isFetching}
            opacity={query.isPlaceholderData ? 0.6 : 1}
            transition="opacity 0.2s"
          >
            <Table.Header>
              <Table.Row bg="bg.muted">
                {selection ? (
                  <Table.ColumnHeader width="10">
                    <Checkbox.Root
                      size="sm"
                      disabled={selectableIds.length === 0}
                      checked={allChecked}
                      onCheckedChange={(details) => setSelected(selectableIds, details.checked === true)}
                      aria-label={t('Select all rows on this page')}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                ) : null}
                {columns.map((column) => (
                  <DataTableSortHeader
                    key={column.id}
                    column={column}
                    list={list}
                    onSort={(sort, order) => onListChange({ sort, order })}
                    {...hideStyle(column.hideBelow)}
                  />
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{body}</Table.Body>
          </Table.Root>
        </TableScroll>
      </Box>
      {/* Rows kept from an earlier visit while the server cannot be reached (offline: the query waits; a
          dropped link: it failed): say when they were fetched. */}
      {rows && (query.isPaused || query.isRefetchError) ? (
        <Text fontSize="xs" color="fg.muted" role="status" data-testid="list-saved-at">
          {t('Saved copy from {when}', { when: dateTime(new Date(query.dataUpdatedAt).toISOString()) })}
        </Text>
      ) : null}
      <DataTablePagination
        skip={list.skip}
        limit={list.limit}
        total={query.data?.total}
        onSkipChange={(skip) => onListChange({ skip })}
        onLimitChange={(limit) => onListChange({ limit })}
      />
    </Stack>
  )
}
