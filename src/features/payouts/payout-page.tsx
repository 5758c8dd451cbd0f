// /payout/view: the balance, then two tabs (payouts, and the bank accounts they go to), the payout timeline
// drawer and the request dialog. The balance and the bank accounts belong to other areas: the route hands
// them in, since features do not import each other.
import { useState, type ReactNode } from 'react'
import { Button, Stack, Tabs } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { useListSearch, type ListSearchControls } from '@/app/ui/use-list-search.ts'
import { PayoutDrawer } from './payout-drawer.tsx'
import { PayoutList } from './payout-list.tsx'
import { PayoutReportButton } from './payout-report-dialog.tsx'
import { switchTab, PAYOUT_TABS, type PayoutSearch, type PayoutTab } from './payout-search.ts'
import { RequestPayoutDialog } from './request-payout-dialog.tsx'

const route = getRouteApi('/_console/payout/view')

const TAB_LABELS: Record<PayoutTab, string> = { payouts: 'Payouts', banks: 'Bank accounts' }

interface PayoutPageProps {
  balance: ReactNode
  banks: (table: ListSearchControls<PayoutSearch>['table']) => ReactNode
}

export function PayoutPage({ balance, banks }: PayoutPageProps) {
  const search = route.useSearch()
  const controls = useListSearch(search, route.useNavigate())
  const { change } = controls
  const tab = search.tab ?? 'payouts'
  const [requesting, setRequesting] = useState(false)
  // Opening a payout is not a list change: keep the page the merchant is on.
  const open = (payout: string | undefined) => change({ payout, skip: search.skip })

  return (
    <Stack gap="6">
      {balance}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => change(switchTab(details.value as PayoutTab))}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List mb="4">
          {PAYOUT_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="payouts" pt="0">
          <PayoutList
            search={search}
            controls={controls}
            onOpen={open}
            actions={
              <>
                <PayoutReportButton />
                <Button size="sm" onClick={() => setRequesting(true)}>
                  Request payout
                </Button>
              </>
            }
          />
        </Tabs.Content>
        <Tabs.Content value="banks" pt="0">
          {tab === 'banks' ? banks(controls.table) : null}
        </Tabs.Content>
      </Tabs.Root>
      <PayoutDrawer payoutId={search.payout} onClose={() => open(undefined)} />
      <RequestPayoutDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        onAddBank={() => {
          setRequesting(false)
          change(switchTab('banks'))
        }}
        onRequested={(payout) => {
          setRequesting(false)
          change({ ...switchTab('payouts'), payout: payout.id })
        }}
      />
    </Stack>
  )
}
