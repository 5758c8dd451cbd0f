// A payment's details beside the list: amounts, payer, settlement and refunds (with Void and Refund), and
// every attempt to deliver its merchant callback, with "Resend callback" for a paid payment.
import { t } from '@/i18n/i18n.ts'
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { paymentRecordQueries, useResendCallback } from '@/api/payment-records.ts'
import { dateTime, money, StatusBadge, FieldList } from '@/app/ui/data-table-cells.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { channelLabel } from '@/lib/channels.ts'
import { CallbackAttempts } from './callback-attempts.tsx'
import { PaymentMoneyActions } from './payment-money-actions.tsx'
import { RecordDrawer, RecordLoading, type RecordDrawerProps } from '@/app/ui/record-drawer.tsx'

export function PaymentRecordDrawer(props: RecordDrawerProps) {
  return (
    <RecordDrawer {...props} title={t('Payment details')} testId="payment-record-drawer">
      {(id) => <RecordDetail id={id} />}
    </RecordDrawer>
  )
}

function RecordDetail({ id }: { id: string }) {
  const query = useQuery(paymentRecordQueries.detail(id))
  const resend = useResendCallback(id)

  if (!query.data) {
    return <RecordLoading failed={query.isError} failedText={t('This payment could not be loaded.')} />
  }

  const { record, callbacks } = query.data
  const rows: [string, React.ReactNode][] = [
    [
      t('Invoice'),
      <Text key="invoice" as="span" fontFamily="mono">
        {record.invoice_no}
      </Text>,
    ],
    [t('Transaction'), record.transaction_invoice_no ?? '—'],
    [t('Status'), <StatusBadge key="status" status={record.status} />],
    [t('Channel'), channelLabel(record.channel)],
    [t('Amount'), money(record.amount)],
    [t('Fee'), money(record.fee)],
    [t('Net'), money(record.net)],
    [t('Payer'), record.payer_name ?? '—'],
    [t('Payer email'), record.payer_email ?? '—'],
    [t('Paid at'), dateTime(record.paid_at)],
    [t('Settled at'), record.settled_at ? dateTime(record.settled_at) : t('Not settled yet')],
    [t('Refunded'), money(record.refunded)],
    [t('Created'), dateTime(record.created_at)],
    // The payer's answers to the merchant's success fields (docs/company-and-settings.md).
    ...(record.success_fields ?? []).map((answer): [string, React.ReactNode] => [answer.label, answer.value]),
  ]

  return (
    <Stack gap="6">
      <FieldList rows={rows} />
      <PaymentMoneyActions record={record} />
      <Stack gap="3" as="section" aria-labelledby="callback-attempts-heading">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm" id="callback-attempts-heading">
            {t('Callback deliveries')}
          </Heading>
          <HStack gap="2">
            <Button size="xs" variant="ghost" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('Refresh')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={record.status !== 'paid'}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(record.invoice_no, { onSuccess: () => notify(t('Callback queued')) })
              }
            >
              {t('Resend callback')}
            </Button>
          </HStack>
        </HStack>
        <CallbackAttempts callbacks={callbacks} />
      </Stack>
    </Stack>
  )
}
