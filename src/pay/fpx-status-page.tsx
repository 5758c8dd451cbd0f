// /fpx-status: FPX bank health for payers and support, both bank lists, refreshed every 15 seconds.
import { Grid, Stack } from 'styled-system/jsx'
import { Heading, Text } from '@/public-ui/text.tsx'
import { BANK_TYPES } from '@/contract/payments.ts'
import { BankStatusList } from './bank-status-list.tsx'
import { PayShell } from './pay-shell.tsx'

export function FpxStatusPage() {
  return (
    <PayShell wide>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          FPX bank status
        </Heading>
        <Text color="fg.muted">Which banks can take FPX online banking payments right now.</Text>
      </Stack>
      <Grid columns={{ base: 1, md: 2 }} gap="4">
        <BankStatusList bankType={BANK_TYPES.individual} title="Personal banking (B2C)" />
        <BankStatusList bankType={BANK_TYPES.corporate} title="Corporate banking (B2B)" />
      </Grid>
    </PayShell>
  )
}
