// A list's record on a phone: one compact row whose identifier, amount and status always show, with the
// other columns the phone keeps as short "Header: value" lines under the identifier and the row's actions in
// one menu. It is the same table (rows, headers, sorting, selection) with fewer, fuller columns; columns a
// list hides below `sm` stay in the record's own page or drawer.
import type { ReactNode } from 'react'
import { Box, Flex, IconButton, Stack, Text, type IconButtonProps } from '@chakra-ui/react'
import type { DataColumn } from './data-table.tsx'
import { AppIcon } from './icons.tsx'
import { useLazyMenu } from './menu-intent.ts'
import { t } from '@/i18n/i18n.ts'

const loadRowActions = () => import('./row-actions-popover.tsx').then((module) => module.RowActionsPopover)

const isActions = (column: DataColumn<never>) => column.id === 'actions'

/** What each column is in the record's summary: its identifier, its amount, its status, or its actions. */
export function summaryParts<T>(columns: DataColumn<T>[]) {
  const status =
    columns.find((column) => column.summary === 'status') ?? columns.find((c) => c.id === 'status')
  // The amount a phone keeps: the first the list shows at every width (a settlement's net, not its gross).
  const amounts = columns.filter((column) => column.summary === 'amount')
  const amount = amounts.find((column) => !column.hideBelow) ?? amounts[0]
  const actions = columns.find(isActions)
  const title =
    columns.find((column) => column.summary === 'title') ??
    columns.find((column) => column !== status && column !== amount && column !== actions)
  const details = columns.filter(
    (column) => !column.hideBelow && ![title, amount, status, actions].includes(column),
  )
  return { title, amount, status, actions, details }
}

/** The phone's columns: the record (identifier and details), its amount and status, its actions menu. */
export function phoneColumns<T>(columns: DataColumn<T>[], rowLabel?: (row: T) => string): DataColumn<T>[] {
  const { title, amount, status, actions, details } = summaryParts(columns)
  const phone: DataColumn<T>[] = []
  if (title)
    phone.push({
      ...title,
      hideBelow: undefined,
      cell: (row) => (
        <Stack gap="0.5" minW="0">
          <Box>{title.cell(row)}</Box>
          {details.map((column) => (
            <Flex key={column.id} gap="1" wrap="wrap" fontSize="xs" color="fg.muted">
              <Text as="span">{t('{label}:', { label: column.header })}</Text>
              <Box>{column.cell(row)}</Box>
            </Flex>
          ))}
        </Stack>
      ),
    })
  const figures = [amount, status].filter((column) => column !== undefined)
  if (figures.length > 0)
    phone.push({
      id: figures.map((column) => column.id).join('-'),
      header: figures.map((column) => column.header).join(' · '),
      sortKey: amount?.sortKey ?? status?.sortKey,
      firstOrder: amount?.firstOrder ?? status?.firstOrder,
      align: 'end',
      cell: (row) => (
        <Stack gap="1" align="flex-end">
          {amount ? (
            <Box whiteSpace="nowrap" fontWeight="semibold">
              {amount.cell(row)}
            </Box>
          ) : null}
          {status ? <Box>{status.cell(row)}</Box> : null}
        </Stack>
      ),
    })
  if (actions)
    phone.push({
      id: 'actions',
      header: actions.header,
      align: 'end',
      cell: (row) => (
        <RowActionsMenu label={rowLabel ? t('Actions for {row}', { row: rowLabel(row) }) : t('Actions')}>
          {actions.cell(row)}
        </RowActionsMenu>
      ),
    })
  return phone
}

/** A record's buttons behind one "⋮" button, so none is cut at the screen's edge. */
function RowActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  const { Loaded, triggerProps, menuProps } = useLazyMenu(loadRowActions)
  if (!Loaded) return <ActionsButton label={label} {...triggerProps} />
  return (
    <Loaded trigger={<ActionsButton label={label} />} {...menuProps}>
      {children}
    </Loaded>
  )
}

function ActionsButton({ label, ...props }: { label: string } & IconButtonProps) {
  return (
    <IconButton size="sm" variant="ghost" aria-label={label} aria-haspopup="dialog" {...props}>
      <AppIcon name="more" />
    </IconButton>
  )
}
