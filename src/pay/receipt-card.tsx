// What a payer keeps after paying: amount, reference, method, time (Malaysia), status and what to do next.
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { HStack, Stack } from 'styled-system/jsx'
import { button } from 'styled-system/recipes'
import type { Receipt } from '@/contract/payments.ts'
import { merchantLegalName } from '@/contract/public-merchant.ts'
import { formatMyr } from '@/lib/money.ts'
import { Alert } from '@/public-ui/alert.tsx'
import { Button } from '@/public-ui/button.tsx'
import { Card, DataList } from '@/public-ui/card.tsx'
import { Badge, Heading, Text } from '@/public-ui/text.tsx'
import { failureText, formatMalaysiaTime, merchantReturnUrl, paymentMethodLabel } from './pay-helpers.ts'

// Classes, not palette names: the static CSS holds only the values a file writes out.
const gray = css({ colorPalette: 'gray' })
const STATUS_PALETTE: Record<string, string> = {
  paid: css({ colorPalette: 'green' }),
  failed: css({ colorPalette: 'red' }),
  pending: css({ colorPalette: 'orange' }),
  initiated: gray,
}

/** A link drawn as the page's main button. */
const primaryLink = cx(button({ size: 'lg' }), css({ colorPalette: 'brand' }))

export function ReceiptCard({
  receipt,
  title,
  checking,
  checkError,
  onCheck,
}: {
  receipt: Receipt
  title: string
  checking: boolean
  checkError: unknown
  onCheck: () => void
}) {
  const rows: [string, ReactNode][] = [
    ['Reference', receipt.transaction_invoice_no],
    ['Invoice', receipt.invoice_no],
    // The registered name and SSM number: what a payer's records (and a tax claim) need.
    ['Paid to', merchantLegalName(receipt.merchant)],
    ['Method', paymentMethodLabel(receipt.channel, receipt.payment_service, receipt.card_mask)],
    ...(receipt.card_mask ? [['Card', receipt.card_mask] as [string, ReactNode]] : []),
    [receipt.paid_at ? 'Paid at' : 'Updated', formatMalaysiaTime(receipt.paid_at ?? receipt.updated_at)],
  ]
  const open = receipt.status === 'pending' || receipt.status === 'initiated'
  const returnUrl =
    receipt.status === 'paid' ? merchantReturnUrl(receipt.redirect_url, window.location.origin) : null

  return (
    <Card.Root variant="elevated" bg="bg" data-testid="receipt" data-status={receipt.status}>
      <Card.Body gap="5">
        <Stack gap="2" aria-live="polite">
          <HStack justify="space-between" flexWrap="wrap">
            <Heading as="h1" size="lg">
              {title}
            </Heading>
            <Badge className={STATUS_PALETTE[receipt.status] ?? gray} size="lg" textTransform="capitalize">
              {receipt.status}
            </Badge>
          </HStack>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="receipt-amount">
            {formatMyr(receipt.amount)}
          </Text>
          {open ? (
            <Text color="fg.muted">We are waiting for the bank to confirm. This page updates by itself.</Text>
          ) : null}
        </Stack>
        {receipt.status === 'failed' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{receipt.failure_reason ?? 'The payment did not go through.'}</Alert.Title>
              <Alert.Description>No money was taken. You can try again.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <DataList.Root orientation="horizontal" size="md">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {checkError ? (
          <Text color="fg.error" role="alert">
            {failureText(checkError)}
          </Text>
        ) : null}
        <Stack gap="3">
          {receipt.status === 'failed' ? (
            <Link className={primaryLink} to="/pay/bill/$uuid" params={{ uuid: receipt.bill_uuid }}>
              Try again
            </Link>
          ) : null}
          {returnUrl ? (
            <a className={primaryLink} href={returnUrl}>
              Return to {receipt.merchant_name}
            </a>
          ) : null}
          <Button variant="outline" onClick={onCheck} loading={checking} loadingText="Checking">
            Check status
          </Button>
          {receipt.status === 'paid' ? (
            <Button variant="plain" size="sm" color="fg.muted" onClick={() => window.print()}>
              Print this receipt
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
