// One bill: status, amount, payer, its payment link (copy and QR code), and the pending bill's actions.
import { useState, type ReactNode } from 'react'
import { Box, Button, Card, Code, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useCancelBill, useSendBillLinks, type MessageChannel } from '@/api/bills.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { dateTime, day, money, StatusBadge, FieldList } from '@/app/ui/data-table-cells.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { EditLink } from '@/app/ui/record-card.tsx'
import type { Bill } from '@/contract/collections.ts'
import { billLink } from './bill-link.ts'
import { BillQr } from './bill-qr.tsx'
import { sendLinksSummary } from './send-links.ts'
import { CopyButton } from '@/app/ui/copy-button.tsx'
import { t } from '@/i18n/i18n.ts'

export function BillDetail({ bill, back }: { bill: Bill; back: ReactNode }) {
  const cancel = useCancelBill()
  const send = useSendBillLinks()
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState<MessageChannel | null>(null)
  const pending = bill.status === 'pending'
  const link = billLink(bill)

  const sendLink = (channel: MessageChannel) => {
    setSending(channel)
    send.mutate(
      { channel, billIds: [bill.id] },
      {
        onSuccess: (result) =>
          notify(
            result.sent > 0 ? t('Payment link sent') : t('Payment link not sent'),
            result.sent > 0 ? 'success' : 'warning',
            sendLinksSummary(result),
          ),
        onSettled: () => setSending(null),
      },
    )
  }

  const rows: [string, ReactNode][] = [
    [
      t('Invoice'),
      <Text key="invoice" as="span" fontFamily="mono">
        {bill.invoice_no}
      </Text>,
    ],
    [t('Collection'), bill.collection_title],
    [t('Payer'), bill.payer_name],
    [t('Email'), bill.payer_email ?? '—'],
    [t('Phone'), bill.payer_phone ?? '—'],
    [t('Description'), bill.description ?? '—'],
    [t('Due date'), day(bill.due_date)],
    [t('Paid at'), dateTime(bill.paid_at)],
    [t('Created'), dateTime(bill.created_at)],
  ]

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="3">
            <Heading as="h2" size="2xl" data-testid="bill-amount">
              {money(bill.amount)}
            </Heading>
            <StatusBadge status={bill.status} size="lg" data-testid="bill-status" />
          </HStack>
          {pending ? (
            <HStack gap="2" wrap="wrap">
              <EditLink page="/customer-bills/$mode/$id" id={bill.id} variant="outline" />
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                {t('Cancel bill')}
              </Button>
            </HStack>
          ) : bill.paid_at ? (
            // Voids and refunds live on the payment record: one place for the money rules.
            <Button asChild size="sm" variant="outline">
              <Link to="/collections/payments" search={{ search: bill.invoice_no }}>
                {t('Payment record (void or refund)')}
              </Link>
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>
        <Flex direction={{ base: 'column', lg: 'row' }} gap="6">
          <Box flex="1">
            <FieldList rows={rows} />
          </Box>
          <Stack gap="3" flex="1" maxW={{ lg: 'sm' }} as="section" aria-label={t('Payment link')}>
            <Text fontWeight="semibold">{t('Payment link')}</Text>
            <Code p="2" wordBreak="break-all" data-testid="bill-payment-link">
              {link}
            </Code>
            <HStack gap="2" wrap="wrap">
              <CopyButton value={link} copied={t('Payment link copied')} size="sm" variant="outline">
                {t('Copy link')}
              </CopyButton>
              {pending ? (
                <>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!bill.payer_email || send.isPending}
                    loading={sending === 'email'}
                    onClick={() => sendLink('email')}
                  >
                    {t('Send by email')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!bill.payer_phone || send.isPending}
                    loading={sending === 'sms'}
                    onClick={() => sendLink('sms')}
                  >
                    {t('Send by SMS')}
                  </Button>
                </>
              ) : null}
            </HStack>
            {pending ? <BillQr link={link} invoiceNo={bill.invoice_no} /> : null}
          </Stack>
        </Flex>
      </Card.Body>
      <Card.Footer>{back}</Card.Footer>
      <ConfirmDialog
        open={confirming}
        title={t('Cancel this bill?')}
        description={t('{payer} can no longer pay {amount} for {invoice}. This cannot be undone.', {
          payer: bill.payer_name,
          amount: money(bill.amount),
          invoice: bill.invoice_no,
        })}
        confirmLabel={t('Cancel bill')}
        cancelLabel={t('Keep bill')}
        destructive
        loading={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(bill.id, {
            onSuccess: () => notify(t('Bill cancelled')),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Card.Root>
  )
}
