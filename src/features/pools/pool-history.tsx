// The pools' balance history (merchant-recent-master-pool-balances): every change, newest first, with why it
// happened, the signed amount, the balance after it and what it belongs to; filtered by pool.
import { t } from '@/i18n/i18n.ts'
import { Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { poolQueries } from '@/api/pools.ts'
import { Detail } from '@/app/ui/data-table-cells.tsx'
import { dateTimeColumn, monoColumn, moneyColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'
import { POOL_TYPES, type PoolMovement } from '@/contract/pools.ts'
import { isDraw, signedMoney } from './pool-format.ts'
import { movementWord, poolName } from './pool-words.ts'
import { poolMovementParams, type PoolSearch } from './pool-search.ts'

const poolFilter = () =>
  filterOf(
    t('Pool'),
    t('All pools'),
    POOL_TYPES.map((type) => [type, poolName(type)] as const),
  )

const columns = (): DataColumn<PoolMovement>[] => [
  dateTimeColumn('occurred_at', t('Date'), (movement) => movement.occurred_at, { nowrap: true }),
  {
    id: 'reason',
    header: t('Reason'),
    cell: (movement) => (
      <Stack gap="0">
        <Text>{movementWord(movement.reason)}</Text>
        <Detail>{poolName(movement.pool_type)}</Detail>
      </Stack>
    ),
  },
  {
    id: 'amount',
    header: t('Amount'),
    summary: 'amount',
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
  moneyColumn('balance_after', t('Balance after'), (movement) => movement.balance_after, {
    hideBelow: 'sm',
    nowrap: true,
  }),
  monoColumn('reference', t('Reference'), (movement) => movement.reference, { hideBelow: 'md' }),
  {
    id: 'payer',
    header: t('Payer reference'),
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
      label={t('Pool balance history')}
      columns={columns()}
      query={query}
      {...controls.table}
      filtered={Boolean(search.pool_type)}
      filters={<FilterSelect {...poolFilter()} {...controls.bind('pool_type')} />}
      empty={{
        title: t('No pool movements yet'),
        description: t(
          'Top-ups and transfers to your virtual accounts show here, and so does money drawn for payouts and refunds.',
        ),
      }}
    />
  )
}
