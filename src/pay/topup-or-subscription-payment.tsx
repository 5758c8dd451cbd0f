// A top-up or subscription invoice already opened (create-payment-viu?invoice_no=): what it pays for, then
// the payment methods of its bill, which is paid through the bill flow and ends on /pay/thankyou with the
// receipt.
import { useEffect, useRef, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { topupKeys, topupQueries } from '@/api/topup.ts'
import type { TopupOrSubscriptionInvoice } from '@/contract/pools.ts'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import { formatMyr } from '@/lib/money.ts'
import { HStack, Stack } from 'styled-system/jsx'
import { Button } from '@/public-ui/button.tsx'
import { Card } from '@/public-ui/card.tsx'
import { Badge, Text } from '@/public-ui/text.tsx'
import { BillPayment } from './bill-payment.tsx'
import { BillSummary } from './bill-summary.tsx'
import { isNotFound } from './pay-helpers.ts'
import { PayNotFound } from './pay-not-found-page.tsx'
import { PayLoadError, PayLoading } from './pay-states.tsx'
import { billStatusLabel } from './pay-words.ts'
import { t } from '@/i18n/i18n.ts'
import { useT } from '@/i18n/use-t.ts'

/** "Niaga subscription: Pro, monthly, for Kedai Niaga Demo". */
export function subscriptionLine(
  subscription: NonNullable<TopupOrSubscriptionInvoice['subscription']>,
): string {
  return t('subscription.line', {
    plan: subscription.plan_name,
    period: subscription.time_period,
    account: subscription.account_name,
  })
}

function invoiceTitle(invoice: TopupOrSubscriptionInvoice): string {
  const amount = formatMyr(invoice.bill.amount)
  return invoice.subscription
    ? t('subscription.invoice_title', { amount })
    : t('topup.invoice_title', { amount, merchant: invoice.bill.merchant_name })
}

export function TopupOrSubscriptionPayment({
  invoiceNo,
  focusOnShow = false,
  notFoundAction,
}: {
  invoiceNo: string
  /** Just opened on this page: the form is gone, so the keyboard and screen reader move to the invoice. */
  focusOnShow?: boolean
  /** What a payer can do instead when the invoice is unknown (start a new top-up). */
  notFoundAction?: ReactNode
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const invoice = useQuery(topupQueries.invoice(invoiceNo))
  usePageTitle(invoice.data ? invoiceTitle(invoice.data) : undefined)

  useEffect(() => {
    // Back from the bank's page (the back-forward cache): the invoice may be paid by now.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void queryClient.invalidateQueries({ queryKey: topupKeys.invoice(invoiceNo) })
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [queryClient, invoiceNo])

  if (invoice.isPending) return <PayLoading />
  if (invoice.isError && !invoice.data) {
    if (isNotFound(invoice.error))
      return (
        <>
          <PayNotFound type="invoice" />
          {notFoundAction}
        </>
      )
    return <PayLoadError error={invoice.error} onRetry={() => void invoice.refetch()} />
  }
  const { bill, subscription } = invoice.data
  return (
    <FocusOnShow enabled={focusOnShow}>
      {subscription ? (
        <Card.Root variant="elevated" bg="bg" data-testid="subscription-summary">
          <Card.Body gap="3">
            <Stack gap="0">
              <Text fontSize="sm" color="fg.muted">
                {t('subscription.pay_to_niaga')}
              </Text>
              <Text as="h1" fontSize="lg" fontWeight="bold">
                {subscriptionLine(subscription)}
              </Text>
            </Stack>
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="bill-amount">
              {formatMyr(bill.amount)}
            </Text>
            <HStack justify="space-between" fontSize="sm" color="fg.muted" flexWrap="wrap">
              <Text>{t('pay.invoice_no', { invoice: bill.invoice_no })}</Text>
              {bill.status !== 'pending' ? (
                <Badge textTransform="capitalize">{billStatusLabel(bill.status)}</Badge>
              ) : null}
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : (
        <BillSummary bill={bill} />
      )}
      <BillPayment bill={bill} kind={subscription ? 'subscription' : 'topup'} />
    </FocusOnShow>
  )
}

/** Moves focus to the first heading once, when asked (the form that had it was replaced). */
function FocusOnShow({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!enabled) return
    const heading = ref.current?.querySelector<HTMLElement>('h1')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus()
  }, [enabled])
  return (
    <Stack gap="4" ref={ref}>
      {children}
    </Stack>
  )
}

/** A start-again button for an invoice that cannot be resumed. */
export function StartAgain({ onClick }: { onClick: () => void }) {
  const t = useT()
  return (
    <Button variant="outline" alignSelf="flex-start" onClick={onClick}>
      {t('topup.start_again')}
    </Button>
  )
}
