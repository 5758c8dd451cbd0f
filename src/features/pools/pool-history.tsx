// The pools' balance history (merchant-recent-master-pool-balances): every change, newest first, with why it
// happened, the signed amount, the balance after it and what it belongs to; filtered by pool.
import { Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { poolQueries } from '@/api/pools.ts'
import { Detail } from '@/app/ui/data-table-cells.tsx'
import { dateTimeColumn, monoColumn, moneyColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'
import { POOL_MOVEMENT_LABELS, POOL_TYPE_LABELS, POOL_TYPES, type PoolMovement } from '@/contract/pools.ts'
import { isDraw, signedMoney } from './pool-format.ts'
import { poolMovementParams, type PoolSearch } from './pool-search.ts'

const POOL_FILTER = filterOf(
  'Pool',
  'All pools',
  POOL_TYPES.map((type) => [type, POOL_TYPE_LABELS[type]] as const),
)

const COLUMNS: DataColumn<PoolMovement>[] = [
  dateTimeColumn('occurred_at', 'Date', (movement) => movement.occurred_at, { nowrap: true }),
  {
    id: 'reason',
    header: 'Reason',
    cell: (movement) => (
      <Stack gap="0">
        <Text>{POOL_MOVEMENT_LABELS[movement.reason]}</Text>
        <Detail>{POOL_TYPE_LABELS[movement.pool_type]}</Detail>
      </Stack>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (movement) => (
      <Text
        whiteSpace="nowrap"
        fontWeight="medium"
        color={isDraw(movement.amount) ? 'fg.error' : 'fg.success'}
      >
        {signedMoney(movement.amount)}
      </Text>
    ),
  },
  moneyColumn('balance_after', 'Balance after', (movement) => movement.balance_after, {
    hideBelow: 'sm',
    nowrap: true,
  }),
  monoColumn('reference', 'Reference', (movement) => movement.reference, { hideBelow: 'md' }),
  {
    id: 'payer',
    header: 'Payer reference',
    hideBelow: 'lg',
    cell: (movement) => (
      <Stack gap="0">
        <Text>{movement.payer_reference ?? '—'}</Text>
        {movement.payer_name || movement.virtual_account_no ? (
          <Detail>{[movement.payer_name, movement.virtual_account_no].filter(Boolean).join(' · ')}</Detail>
        ) : null}
      </Stack>
    ),
  },
]

interface PoolHistoryProps {
  search: PoolSearch
  controls: ListSearchControls<PoolSearch>
}

export function PoolHistory({ search, controls }: PoolHistoryProps) {
  const query = useQuery(poolQueries.movements(poolMovementParams(search)))
  return (
    <DataTable
      label="Pool balance history"
      columns={COLUMNS}
      query={query}
      {...controls.table}
      filtered={Boolean(search.pool_type)}
      filters={<FilterSelect {...POOL_FILTER} {...controls.bind('pool_type')} />}
      empty={{
        title: 'No pool movements yet',
        description:
          'Top-ups and transfers to your virtual accounts show here, and so does money drawn for payouts and refunds.',
      }}
    />
  )
}
