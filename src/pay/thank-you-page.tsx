// The receipt after a payment (/pay/thankyou?transaction_invoice_no=…): the status is checked on open,
// pending payments are polled every 3 s for up to 2 minutes, and "Check status" asks again on demand.
import { useState } from 'react'
import { Navigate, useSearch } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { payQueries } from '@/api/pay.ts'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import { isNotFound, receiptPollInterval } from './pay-helpers.ts'
import { PayShell } from './pay-shell.tsx'
import { useShowMerchant } from './merchant-header.tsx'
import { PayLoadError, PayLoading, PayNotice } from './pay-states.tsx'
import { ReceiptCard } from './receipt-card.tsx'
import { SupportCard } from './support-card.tsx'
import { useT } from '@/i18n/use-t.ts'
import { receiptTitle } from './pay-words.ts'

/** /pay/thankyou?transaction_invoice_no= and its /payment and /modern-payment aliases. */
export function ThankYouRoute() {
  const { transaction_invoice_no } = useSearch({ strict: false })
  return <ThankYouPage transactionInvoiceNo={transaction_invoice_no} />
}

export function ThankYouPage({ transactionInvoiceNo }: { transactionInvoiceNo?: string }) {
  const t = useT()
  return (
    <PayShell>
      {transactionInvoiceNo ? (
        <ReceiptLoader transactionInvoiceNo={transactionInvoiceNo} />
      ) : (
        <PayNotice title={t('receipt.no_payment_title')} status="warning" level="h1">
          {t('receipt.no_payment_text')}
        </PayNotice>
      )}
    </PayShell>
  )
}

function ReceiptLoader({ transactionInvoiceNo }: { transactionInvoiceNo: string }) {
  const t = useT()
  const [openedAt] = useState(() => Date.now())
  const receipt = useQuery({
    ...payQueries.receipt(transactionInvoiceNo),
    refetchInterval: (query) => receiptPollInterval(query.state.data?.status, openedAt, Date.now()),
    // The background poll must not pile up behind a slow answer on a weak network.
    refetchIntervalInBackground: false,
  })
  usePageTitle(receipt.data ? receiptTitle(receipt.data.status) : undefined)
  useShowMerchant(receipt.data?.merchant)

  if (receipt.isPending) return <PayLoading label={t('receipt.checking_payment')} />
  if (receipt.isError && !receipt.data) {
    if (isNotFound(receipt.error))
      return <Navigate to="/pay/$type/not-found" params={{ type: 'payment' }} replace />
    return <PayLoadError error={receipt.error} onRetry={() => void receipt.refetch()} />
  }
  return (
    <>
      <ReceiptCard
        receipt={receipt.data}
        title={receiptTitle(receipt.data.status)}
        checking={receipt.isFetching}
        checkError={receipt.isError ? receipt.error : null}
        onCheck={() => void receipt.refetch()}
      />
      <SupportCard support={receipt.data.merchant.support} merchantName={receipt.data.merchant_name} />
    </>
  )
}
