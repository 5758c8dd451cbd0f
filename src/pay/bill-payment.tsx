// Below a bill's summary: its payment methods while it is open for payment, else what state it is in. Shared
// by the bill pages and the top-up and subscription payment pages, whose invoices are paid like bills.
import type { PublicBill } from '@/contract/payments.ts'
import { PayMethods } from './pay-methods.tsx'
import { PayNotice } from './pay-states.tsx'
import { useT } from '@/i18n/use-t.ts'
import { t } from '@/i18n/i18n.ts'

/** How a page names what is paid, and what a payer does when it can no longer be paid. */
export interface BillWords {
  noun: string
  expired: string
  cancelled: string
}

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
function closedState(status: string, words: BillWords): Closed | undefined {
  const it = `This ${words.noun}`
  switch (status) {
    case 'pending':
      return undefined
    case 'paid':
      return closed(`${it} has been paid`, 'Thank you. No further payment is needed.', 'success')
    case 'expired':
      return closed(`${it} has expired`, words.expired, 'warning')
    case 'cancelled':
      return closed(`${it} has been cancelled`, words.cancelled, 'error')
    case 'voided':
      return closed(
        'This payment was voided',
        'The merchant cancelled your payment before it was settled: you have not been charged.',
        'warning',
      )
    case 'partially_refunded':
      return closed(`${it} has been paid`, 'The merchant has refunded part of your payment.', 'success')
    case 'refunded':
      return closed(`${it} has been refunded`, 'The merchant has refunded your payment in full.', 'success')
    default:
      return closed(`${it} cannot be paid now`, 'Please contact the merchant.', 'warning')
  }
}

/** `words`: how a top-up or subscription page names its invoice; a bill's page is in the payer's language. */
export function BillPayment({ bill, words }: { bill: PublicBill; words?: BillWords }) {
  useT()
  const closed = words ? closedState(bill.status, words) : billClosedState(bill.status)
  if (closed)
    return (
      <PayNotice title={closed.title} status={closed.status}>
        {closed.text}
      </PayNotice>
    )
  if (bill.channels.length === 0) return <PaymentUnavailable noun={words?.noun} />
  return <PayMethods bill={bill} />
}

/** SPEC §6: with no plan every channel is off, and the payment pages say payment is unavailable. */
export function PaymentUnavailable({ noun }: { noun?: string | undefined }) {
  const t = useT()
  return (
    <PayNotice
      title={noun ? `Payment is unavailable for this ${noun}` : t('pay.unavailable_bill')}
      status="warning"
    >
      {t('pay.unavailable_text')}
    </PayNotice>
  )
}
