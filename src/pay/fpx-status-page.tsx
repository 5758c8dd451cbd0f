// /fpx-status: FPX bank health for payers and support, both bank lists, refreshed every 15 seconds.
import { Grid, Stack } from 'styled-system/jsx'
import { Heading, Text } from '@/public-ui/text.tsx'
import { BANK_TYPES } from '@/contract/payments.ts'
import { BankStatusList } from './bank-status-list.tsx'
import { PayShell } from './pay-shell.tsx'
import { useT } from '@/i18n/use-t.ts'

export function FpxStatusPage() {
  const t = useT()
  return (
    <PayShell wide>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t('fpx_status.title')}
        </Heading>
        <Text color="fg.muted">{t('fpx_status.text')}</Text>
      </Stack>
      <Grid columns={{ base: 1, md: 2 }} gap="4">
        <BankStatusList bankType={BANK_TYPES.individual} title={t('fpx_status.personal')} />
        <BankStatusList bankType={BANK_TYPES.corporate} title={t('fpx_status.corporate')} />
      </Grid>
    </PayShell>
  )
}
