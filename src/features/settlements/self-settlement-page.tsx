// /payout/self-settlement: the balance, "settle now" with its fee preview, and the self-settlements so far.
import { Stack } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { BalanceSummary } from './balance-summary.tsx'
import { SelfSettlementPanel } from './self-settlement-panel.tsx'
import { SettlementTable } from './settlement-table.tsx'
import { PageSection } from '@/app/ui/page-section.tsx'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/payout/self-settlement')

export function SelfSettlementPage() {
  return (
    <Stack gap="6">
      <BalanceSummary figures={['pending', 'reserve', 'available']} />
      <SelfSettlementPanel />
      <PageSection headingId="self-settlement-history-heading" title={t('Self-settlement history')}>
        <SettlementTable
          search={route.useSearch()}
          navigate={route.useNavigate()}
          label={t('Self-settlements')}
          kind="self"
          empty={{
            title: t('No self-settlements yet'),
            description: t('Settlements you ask for before their settlement day show up here.'),
          }}
        />
      </PageSection>
    </Stack>
  )
}
