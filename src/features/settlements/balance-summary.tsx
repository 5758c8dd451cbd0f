// The balances of the money-out pages, straight from the ledger: pending (paid, not settled yet), reserve
// (held back from settlements for a while), available (can be paid out) and in transit (payouts under way).
import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { settlementQueries } from '@/api/settlements.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { StatGrid, type StatLook } from '@/app/ui/stat-grid.tsx'
import type { Balance } from '@/contract/settlements.ts'

type Figure = keyof Balance

const FIGURES: Record<Figure, { label: string; help: string }> = {
  pending: { label: 'Pending', help: 'Paid, waiting for its settlement day' },
  reserve: { label: 'Reserve', help: 'Held back from settlements, released later' },
  available: { label: 'Available', help: 'Ready to pay out to your bank' },
  in_transit: { label: 'In transit', help: 'Payouts on their way to your bank' },
}

const LOOK: StatLook = { fontSize: { base: 'lg', sm: '2xl' }, helpHideBelow: 'sm' }

export function BalanceSummary({ figures }: { figures: readonly Figure[] }) {
  const query = useQuery(settlementQueries.balance())
  if (!query.data && query.isError)
    return <LoadFailed title="The balance could not be loaded" onRetry={() => void query.refetch()} />
  return (
    <StatGrid
      as="section"
      aria-label="Balance"
      columns={{ base: 2, lg: figures.length }}
      gap={{ base: '3', md: '4' }}
      loading={!query.data}
      look={LOOK}
      stats={figures.map((figure) => ({
        label: FIGURES[figure].label,
        value: query.data && money(query.data[figure]),
        help: FIGURES[figure].help,
        testId: `balance-${figure.replace('_', '-')}`,
      }))}
    />
  )
}
