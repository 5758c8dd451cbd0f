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
import { useT } from '@/i18n/use-t.ts'
import { receiptStatusLabel } from './pay-words.ts'

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
  const t = useT()
  const rows: [string, ReactNode][] = [
    [t('receipt.reference'), receipt.transaction_invoice_no],
    [t('receipt.invoice'), receipt.invoice_no],
    // The registered name and SSM number: what a payer's records (and a tax claim) need.
    [t('receipt.paid_to'), merchantLegalName(receipt.merchant)],
    [t('receipt.method'), paymentMethodLabel(receipt.channel, receipt.payment_service, receipt.card_mask)],
    ...(receipt.card_mask ? [[t('receipt.card'), receipt.card_mask] as [string, ReactNode]] : []),
    [
      receipt.paid_at ? t('receipt.paid_at') : t('receipt.updated'),
      formatMalaysiaTime(receipt.paid_at ?? receipt.updated_at),
    ],
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
            <Badge className={STATUS_PALETTE[receipt.status] ?? gray} size="lg">
              {receiptStatusLabel(receipt.status)}
            </Badge>
          </HStack>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="receipt-amount">
            {formatMyr(receipt.amount)}
          </Text>
          {open ? <Text color="fg.muted">{t('receipt.waiting_bank')}</Text> : null}
        </Stack>
        {receipt.status === 'failed' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{receipt.failure_reason ?? t('receipt.not_through')}</Alert.Title>
              <Alert.Description>{t('receipt.no_money_taken')}</Alert.Description>
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
              {t('common.try_again')}
            </Link>
          ) : null}
          {returnUrl ? (
            <a className={primaryLink} href={returnUrl}>
              {t('receipt.return_to', { merchant: receipt.merchant_name })}
            </a>
          ) : null}
          <Button variant="outline" onClick={onCheck} loading={checking} loadingText={t('receipt.checking')}>
            {t('receipt.check_status')}
          </Button>
          {receipt.status === 'paid' ? (
            <Button variant="plain" size="sm" color="fg.muted" onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
