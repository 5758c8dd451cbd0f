// The balances of the money-out pages, straight from the ledger: pending (paid, not settled yet), reserve
// (held back from settlements for a while), available (can be paid out) and in transit (payouts under way).
import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { settlementQueries } from '@/api/settlements.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { StatGrid, type StatLook } from '@/app/ui/stat-grid.tsx'
import type { Balance } from '@/contract/settlements.ts'
import { t } from '@/i18n/i18n.ts'

type Figure = keyof Balance

// Words of the reader's language: made when the balance draws, not when the module loads.
const figureWords = (): Record<Figure, { label: string; help: string }> => ({
  pending: { label: t('Pending'), help: t('Paid, waiting for its settlement day') },
  reserve: { label: t('Reserve'), help: t('Held back from settlements, released later') },
  available: { label: t('Available'), help: t('Ready to pay out to your bank') },
  in_transit: { label: t('In transit'), help: t('Payouts on their way to your bank') },
})

const LOOK: StatLook = { fontSize: { base: 'lg', sm: '2xl' }, helpHideBelow: 'sm' }

export function BalanceSummary({ figures }: { figures: readonly Figure[] }) {
  const query = useQuery(settlementQueries.balance())
  if (!query.data && query.isError)
    return <LoadFailed title={t('The balance could not be loaded')} onRetry={() => void query.refetch()} />
  const words = figureWords()
  return (
    <StatGrid
      as="section"
      aria-label={t('Balance')}
      columns={{ base: 2, lg: figures.length }}
      gap={{ base: '3', md: '4' }}
      loading={!query.data}
      look={LOOK}
      stats={figures.map((figure) => ({
        label: words[figure].label,
        value: query.data && money(query.data[figure]),
        help: words[figure].help,
        testId: `balance-${figure.replace('_', '-')}`,
      }))}
    />
  )
}
