// Below a bill's summary: its payment methods while it is open for payment, else what state it is in. Shared
// by the bill pages and the top-up and subscription payment pages, whose invoices are paid like bills.
import type { PublicBill } from '@/contract/payments.ts'
import { PayMethods } from './pay-methods.tsx'
import { PayNotice } from './pay-states.tsx'
import { useT } from '@/i18n/use-t.ts'
import { t } from '@/i18n/i18n.ts'

/** What a page calls its invoice: a top-up's or a subscription payment's words replace a bill's. */
export type BillKind = 'topup' | 'subscription'

type Closed = { title: string; text: string; status: 'success' | 'warning' | 'error' }

const closed = (title: string, text: string, status: Closed['status']): Closed => ({ title, text, status })

/** A bill's states, in the payer's language. */
function billClosedState(status: string): Closed | undefined {
  switch (status) {
    case 'pending':
      return undefined
    case 'paid':
      return closed(t('bill.paid_title'), t('bill.paid_text'), 'success')
    case 'expired':
      return closed(t('bill.expired_title'), t('bill.expired_text'), 'warning')
    case 'cancelled':
      return closed(t('bill.cancelled_title'), t('bill.cancelled_text'), 'error')
    case 'voided':
      return closed(t('bill.voided_title'), t('bill.voided_text'), 'warning')
    case 'partially_refunded':
      return closed(t('bill.paid_title'), t('bill.partly_refunded_text'), 'success')
    case 'refunded':
      return closed(t('bill.refunded_title'), t('bill.refunded_text'), 'success')
    default:
      return closed(t('bill.closed_title'), t('bill.contact_merchant'), 'warning')
  }
}

/** A top-up's or a subscription's invoice, named by its page. */
function closedState(status: string, kind: BillKind): Closed | undefined {
  switch (status) {
    case 'pending':
      return undefined
    case 'paid':
      return closed(t(`${kind}.paid_title`), t('bill.paid_text'), 'success')
    case 'expired':
      return closed(t(`${kind}.expired_title`), t(`${kind}.expired_text`), 'warning')
    case 'cancelled':
      return closed(t(`${kind}.cancelled_title`), t(`${kind}.cancelled_text`), 'error')
    case 'voided':
      return closed(t('bill.voided_title'), t('bill.voided_text'), 'warning')
    case 'partially_refunded':
      return closed(t(`${kind}.paid_title`), t('bill.partly_refunded_text'), 'success')
    case 'refunded':
      return closed(t(`${kind}.refunded_title`), t('bill.refunded_text'), 'success')
    default:
      return closed(t(`${kind}.closed_now`), t('bill.contact_merchant'), 'warning')
  }
}

/** `kind`: a top-up or subscription page names its invoice so; else it is a bill. */
export function BillPayment({ bill, kind }: { bill: PublicBill; kind?: BillKind }) {
  useT()
  const closed = kind ? closedState(bill.status, kind) : billClosedState(bill.status)
  if (closed)
    return (
      <PayNotice title={closed.title} status={closed.status}>
        {closed.text}
      </PayNotice>
    )
  if (bill.channels.length === 0) return <PaymentUnavailable kind={kind} />
  return <PayMethods bill={bill} />
}

/** SPEC §6: with no plan every channel is off, and the payment pages say payment is unavailable. */
export function PaymentUnavailable({ kind }: { kind?: BillKind | undefined }) {
  const t = useT()
  return (
    <PayNotice title={kind ? t(`${kind}.unavailable`) : t('pay.unavailable_bill')} status="warning">
      {t('pay.unavailable_text')}
    </PayNotice>
  )
}
