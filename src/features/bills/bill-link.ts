// A bill's payment link, and opening it for a direct payment.
import { billPaymentPath, paymentLink } from '@/api/collections.ts'
import type { Bill } from '@/contract/collections.ts'

export function billLink(bill: Bill): string {
  return paymentLink(bill.payment_url, window.location.origin, billPaymentPath(bill.uuid))
}

/**
 * Opens the payment page in a new tab, so the console stays where it was; where the browser blocks that
 * (the click is a network round trip ago) this tab goes there instead. True when the console stays.
 */
export function openPaymentLink(bill: Bill): boolean {
  const link = billLink(bill)
  const opened = window.open(link, '_blank')
  if (opened) {
    opened.opener = null
    return true
  }
  window.location.assign(link)
  return false
}
