// /settlement/view: the balance, every settlement (scheduled and self) with its payments, and the settings.
import { Stack } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { BalanceSummary } from './balance-summary.tsx'
import { SettlementSettingsCard } from './settlement-settings-card.tsx'
import { SettlementTable } from './settlement-table.tsx'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/settlement/view')

export function SettlementPage() {
  return (
    <Stack gap="6">
      <BalanceSummary figures={['pending', 'reserve', 'available']} />
      <SettlementTable
        search={route.useSearch()}
        navigate={route.useNavigate()}
        label={t('Settlements')}
        empty={{
          title: t('No settlements yet'),
          description: t('Paid payments settle to your available balance on their settlement day.'),
        }}
      />
      <SettlementSettingsCard />
    </Stack>
  )
}
