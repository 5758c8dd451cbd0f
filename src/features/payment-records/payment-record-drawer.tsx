// A payment's details beside the list: amounts, payer, and every attempt to deliver its merchant
// callback, with "Resend callback" for a paid payment.
import { Button, CloseButton, Drawer, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { paymentRecordQueries, useResendCallback } from '@/api/payment-records.ts'
import { dateTime, money, StatusBadge, FieldList } from '@/app/data-table-cells.tsx'
import { notify } from '@/app/toaster.tsx'
import { CallbackAttempts } from './callback-attempts.tsx'
import { channelLabel } from './payment-record-filters.tsx'

export function PaymentRecordDrawer({
  recordId,
  onClose,
}: {
  recordId: string | undefined
  onClose: () => void
}) {
  return (
    <Drawer.Root
      open={recordId !== undefined}
      placement="end"
      size="md"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="payment-record-drawer">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Payment details</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{recordId ? <RecordDetail id={recordId} /> : null}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close payment details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

function RecordDetail({ id }: { id: string }) {
  const query = useQuery(paymentRecordQueries.detail(id))
  const resend = useResendCallback(id)

  if (!query.data) {
    if (query.isError) return <Text role="alert">This payment could not be loaded.</Text>
    return (
      <Stack gap="3">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height="5" />
        ))}
      </Stack>
    )
  }

  const { record, callbacks } = query.data
  const rows: [string, React.ReactNode][] = [
    [
      'Invoice',
      <Text key="invoice" as="span" fontFamily="mono">
        {record.invoice_no}
      </Text>,
    ],
    ['Transaction', record.transaction_invoice_no ?? '—'],
    ['Status', <StatusBadge key="status" status={record.status} />],
    ['Channel', channelLabel(record.channel)],
    ['Amount', money(record.amount)],
    ['Fee', money(record.fee)],
    ['Net', money(record.net)],
    ['Payer', record.payer_name ?? '—'],
    ['Payer email', record.payer_email ?? '—'],
    ['Paid at', dateTime(record.paid_at)],
    ['Created', dateTime(record.created_at)],
  ]

  return (
    <Stack gap="6">
      <FieldList rows={rows} />
      <Stack gap="3" as="section" aria-labelledby="callback-attempts-heading">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm" id="callback-attempts-heading">
            Callback deliveries
          </Heading>
          <HStack gap="2">
            <Button size="xs" variant="ghost" loading={query.isFetching} onClick={() => void query.refetch()}>
              Refresh
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={record.status !== 'paid'}
              loading={resend.isPending}
              onClick={() => resend.mutate(record.invoice_no, { onSuccess: () => notify('Callback queued') })}
            >
              Resend callback
            </Button>
          </HStack>
        </HStack>
        <CallbackAttempts callbacks={callbacks} />
      </Stack>
    </Stack>
  )
}
