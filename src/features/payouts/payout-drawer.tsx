// One payout beside the list: its amounts, the bank account, and its timeline (requested → processing →
// paid or failed), with "Check status" asking where it is now (crm-reporting/merchant/payout-status).
import { Button, Heading, HStack, Stack, Text, Timeline } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { payoutQueries, useCheckPayoutStatus } from '@/api/payouts.ts'
import { dateTime, FieldList, money } from '@/app/ui/data-table-cells.tsx'
import { statusWord } from '@/app/ui/status-words.ts'
import type { PayoutTimeline } from '@/contract/payouts.ts'
import { PayoutStatusBadge } from '@/app/widgets/payout-table.tsx'
import { RecordDrawer, RecordLoading, type RecordDrawerProps } from '@/app/ui/record-drawer.tsx'
import { t } from '@/i18n/i18n.ts'

export function PayoutDrawer(props: RecordDrawerProps) {
  return (
    <RecordDrawer {...props} title={t('Payout details')} testId="payout-drawer">
      {(id) => <PayoutDetail id={id} />}
    </RecordDrawer>
  )
}

function PayoutDetail({ id }: { id: string }) {
  const query = useQuery(payoutQueries.detail(id))
  const check = useCheckPayoutStatus()
  if (!query.data) {
    return <RecordLoading failed={query.isError} failedText={t('This payout could not be loaded.')} />
  }
  const { payout, timeline } = query.data
  const rows: [string, React.ReactNode][] = [
    [
      t('Invoice'),
      <Text key="invoice" as="span" fontFamily="mono">
        {payout.invoice_no}
      </Text>,
    ],
    [t('Status'), <PayoutStatusBadge key="status" status={payout.status} />],
    [t('Amount'), money(payout.amount)],
    [t('Fee'), money(payout.fee)],
    [t('Total from balance'), money(payout.total)],
    [t('Service'), payout.payout_service],
    [t('Bank account'), `${payout.bank_name} ${payout.account_number_masked}`],
    [t('Holder'), payout.holder_name],
    [t('Bank reference'), payout.bank_reference ?? '—'],
    ...(payout.failure_reason ? ([[t('Failure'), payout.failure_reason]] as [string, string][]) : []),
  ]
  return (
    <Stack gap="6">
      <FieldList rows={rows} />
      <Stack gap="3" as="section" aria-labelledby="payout-timeline-heading">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm" id="payout-timeline-heading">
            {t('Timeline')}
          </Heading>
          <Button
            size="xs"
            variant="outline"
            loading={check.isPending}
            onClick={() => check.mutate(payout.invoice_no)}
          >
            {t('Check status')}
          </Button>
        </HStack>
        <PayoutSteps timeline={timeline} />
      </Stack>
    </Stack>
  )
}

function PayoutSteps({ timeline }: { timeline: PayoutTimeline['timeline'] }) {
  return (
    <Timeline.Root size="sm" as="ol" aria-label={t('Payout timeline')} data-testid="payout-timeline">
      {timeline.map((step) => (
        <Timeline.Item key={`${step.status}-${step.at}`} as="li">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator
              bg={step.status === 'failed' ? 'red.solid' : step.status === 'paid' ? 'green.solid' : undefined}
            />
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>{statusWord(step.status)}</Timeline.Title>
            <Timeline.Description>
              {dateTime(step.at)}
              {step.note ? ` · ${step.note}` : null}
            </Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  )
}
