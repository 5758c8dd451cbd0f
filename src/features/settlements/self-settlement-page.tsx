// /payout/self-settlement: the balance, "settle now" with its fee preview, and the self-settlements so far.
import { Stack } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { BalanceSummary } from './balance-summary.tsx'
import { SelfSettlementPanel } from './self-settlement-panel.tsx'
import { SettlementTable } from './settlement-table.tsx'
import { PageSection } from '@/app/ui/page-section.tsx'

const route = getRouteApi('/_console/payout/self-settlement')

export function SelfSettlementPage() {
  return (
    <Stack gap="6">
      <BalanceSummary figures={['pending', 'reserve', 'available']} />
      <SelfSettlementPanel />
      <PageSection headingId="self-settlement-history-heading" title="Self-settlement history">
        <SettlementTable
          search={route.useSearch()}
          navigate={route.useNavigate()}
          label="Self-settlements"
          kind="self"
          empty={{
            title: 'No self-settlements yet',
            description: 'Settlements you ask for before their settlement day show up here.',
          }}
        />
      </PageSection>
    </Stack>
  )
}
