// Above the payouts: the commission the introducer can pay out now, what has been paid out and what is on
// its way to the bank.
import { useQuery } from '@tanstack/react-query'
import { introducerQueries } from '@/api/introducer.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { StatGrid } from '@/app/ui/stat-grid.tsx'
import { t } from '@/i18n/i18n.ts'

export function CommissionBalance() {
  const me = useQuery(introducerQueries.me())
  const commission = me.data?.commission
  if (!commission && me.isError)
    return <LoadFailed title={t('Your commission could not be loaded')} onRetry={() => void me.refetch()} />
  return (
    <StatGrid
      columns={{ base: 1, sm: 3 }}
      loading={!commission}
      stats={[
        {
          label: t('Available to pay out'),
          value: money(commission?.available),
          testId: 'payout-commission-available',
        },
        {
          label: t('On its way to your bank'),
          value: money(commission?.in_transit),
          testId: 'payout-commission-in-transit',
        },
        { label: t('Paid out'), value: money(commission?.paid_out), testId: 'payout-commission-paid-out' },
      ]}
    />
  )
}
