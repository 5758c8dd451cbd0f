// A bill's payment page (/pay/bill/{uuid} and its aliases): the bill, then the payment methods. Unknown or
// inactive bills go to /pay/{type}/not-found; paid, expired and cancelled bills are shown without paying.
import { useEffect, type ReactElement } from 'react'
import { Navigate, useParams, useRouter } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { payQueries } from '@/api/pay.ts'
import { isBillReference } from '@/lib/invoice-no.ts'
import { formatMyr } from '@/lib/money.ts'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import { BillPayment } from './bill-payment.tsx'
import { BillSummary } from './bill-summary.tsx'
import { isNotFound, isUuid } from './pay-helpers.ts'
import { PayNotFound } from './pay-not-found-page.tsx'
import { PayShell } from './pay-shell.tsx'
import { useShowMerchant } from './merchant-header.tsx'
import { PaymentPageLinks } from './policy-links.tsx'
import { PayLoadError, PayLoading } from './pay-states.tsx'
import { SupportCard } from './support-card.tsx'
import { useT } from '@/i18n/use-t.ts'

export type NotFoundType = 'bill' | 'invoice'

// The router types the params of "any route" as unknown; these routes have one of these two.
const billParams = (params: unknown) => params as { uuid?: string; invoiceId?: string }

/** /pay/bill/{uuid} and its /payment/bills and /modern-payment/bill aliases. */
export function PayBillRoute(): ReactElement {
  const { uuid = '' } = useParams({ strict: false, select: billParams })
  return <PayBillPage uuid={uuid} />
}

/** An invoice link carries the bill's uuid or its invoice number: the bill's page, with "invoice" in its
 *  not-found page. */
export function PayInvoiceRoute(): ReactElement {
  const { invoiceId, uuid } = useParams({ strict: false, select: billParams })
  return <PayBillPage uuid={invoiceId ?? uuid ?? ''} notFoundType="invoice" />
}

/** `uuid` is the link's last part: the bill's uuid or, from a link that names it so, its invoice number. */
export function PayBillPage({ uuid, notFoundType = 'bill' }: { uuid: string; notFoundType?: NotFoundType }) {
  return (
    <PayShell footer={isUuid(uuid) ? <PaymentPageLinks source={{ kind: 'bill', uuid }} /> : null}>
      {isBillReference(uuid) ? (
        <BillLoader reference={uuid} notFoundType={notFoundType} />
      ) : (
        <PayNotFound type={notFoundType} />
      )}
    </PayShell>
  )
}

function BillLoader({ reference, notFoundType }: { reference: string; notFoundType: NotFoundType }) {
  const t = useT()
  const bill = useQuery(payQueries.bill(reference))
  const queryClient = useQueryClient()
  const router = useRouter()
  // Found by its invoice number: the page moves to the bill's own address (the one its links and receipt name
  // it by), drawn as it is meanwhile.
  const foundByNumber = bill.data && bill.data.uuid !== reference ? bill.data : null
  useEffect(() => {
    if (!foundByNumber) return
    queryClient.setQueryData(payQueries.bill(foundByNumber.uuid).queryKey, foundByNumber)
    // Read when it moves, not subscribed to: a page that re-drew on every move of the address would start
    // its not-found redirect again while the first one is under way.
    const { pathname } = router.state.location
    void router.navigate({ href: pathname.replace(/[^/]+$/, foundByNumber.uuid), replace: true })
  }, [foundByNumber, queryClient, router])
  usePageTitle(
    bill.data
      ? t('pay.page_title', { amount: formatMyr(bill.data.amount), merchant: bill.data.merchant_name })
      : undefined,
  )
  useShowMerchant(bill.data?.merchant)

  if (bill.isPending) return <PayLoading />
  if (bill.isError) {
    if (isNotFound(bill.error))
      return <Navigate to="/pay/$type/not-found" params={{ type: notFoundType }} replace />
    return <PayLoadError error={bill.error} onRetry={() => void bill.refetch()} />
  }
  return (
    <>
      <BillSummary bill={bill.data} />
      <BillPayment bill={bill.data} />
      <SupportCard support={bill.data.merchant.support} merchantName={bill.data.merchant_name} />
    </>
  )
}
