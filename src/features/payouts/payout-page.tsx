// /payout/view: the balance, then two tabs (payouts, and the bank accounts they go to), the payout timeline
// drawer and the request dialog. The balance and the bank accounts belong to other areas: the route hands
// them in, since features do not import each other.
import { useState, type ReactNode } from 'react'
import { Button, Stack } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { payoutQueries } from '@/api/payouts.ts'
import { payoutListParams, switchPayoutTab, type PayoutSearch } from '@/app/ui/payout-search.ts'
import { PayoutTable, PayoutTabs } from '@/app/widgets/payout-table.tsx'
import { useListSearch, type ListSearchControls } from '@/app/ui/use-list-search.ts'
import { PayoutDrawer } from './payout-drawer.tsx'
import { PayoutReportButton } from './payout-report-dialog.tsx'
import { RequestPayoutDialog } from './request-payout-dialog.tsx'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/payout/view')

interface PayoutPageProps {
  balance: ReactNode
  banks: (table: ListSearchControls<PayoutSearch>['table']) => ReactNode
}

export function PayoutPage({ balance, banks }: PayoutPageProps) {
  const search = route.useSearch()
  const controls = useListSearch(search, route.useNavigate())
  const { change } = controls
  const [requesting, setRequesting] = useState(false)
  // Opening a payout is not a list change: keep the page the merchant is on.
  const open = (payout: string | undefined) => change({ payout, skip: search.skip })

  return (
    <Stack gap="6">
      {balance}
      <PayoutTabs
        tab={search.tab}
        onChange={(tab) => change(switchPayoutTab(tab))}
        payouts={
          <PayoutTable
            listQuery={payoutQueries.list(payoutListParams(search))}
            search={search}
            controls={controls}
            onOpen={open}
            emptyHint={t('Request a payout to move your available balance to your bank account.')}
            actions={
              <>
                <PayoutReportButton />
                <Button size="sm" onClick={() => setRequesting(true)}>
                  {t('Request payout')}
                </Button>
              </>
            }
          />
        }
        banks={banks(controls.table)}
      />
      <PayoutDrawer recordId={search.payout} onClose={() => open(undefined)} />
      <RequestPayoutDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        onAddBank={() => {
          setRequesting(false)
          change(switchPayoutTab('banks'))
        }}
        onRequested={(payout) => {
          setRequesting(false)
          change({ ...switchPayoutTab('payouts'), payout: payout.id })
        }}
      />
    </Stack>
  )
}
