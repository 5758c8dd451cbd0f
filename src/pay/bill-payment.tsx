// Below a bill's summary: its payment methods while it is open for payment, else what state it is in. Shared
// by the bill pages and the top-up and subscription payment pages, whose invoices are paid like bills.
import type { PublicBill } from '@/contract/payments.ts'
import { PayMethods } from './pay-methods.tsx'
import { PayNotice } from './pay-states.tsx'

/** How a page names what is paid, and what a payer does when it can no longer be paid. */
export interface BillWords {
  noun: string
  expired: string
  cancelled: string
}

export const BILL_WORDS: BillWords = {
  noun: 'bill',
  expired: 'Please ask the merchant for a new bill.',
  cancelled: 'The merchant cancelled this bill.',
}

type Closed = { title: string; text: string; status: 'success' | 'warning' | 'error' }

const closed = (title: string, text: string, status: Closed['status']): Closed => ({ title, text, status })

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

export function BillPayment({ bill, words = BILL_WORDS }: { bill: PublicBill; words?: BillWords }) {
  const closed = closedState(bill.status, words)
  if (closed)
    return (
      <PayNotice title={closed.title} status={closed.status}>
        {closed.text}
      </PayNotice>
    )
  if (bill.channels.length === 0) return <PaymentUnavailable noun={words.noun} />
  return <PayMethods bill={bill} />
}

/** SPEC §6: with no plan every channel is off, and the payment pages say payment is unavailable. */
export function PaymentUnavailable({ noun }: { noun: string }) {
  return (
    <PayNotice title={`Payment is unavailable for this ${noun}`} status="warning">
      The merchant has no payment methods enabled yet. Please contact them.
    </PayNotice>
  )
}
