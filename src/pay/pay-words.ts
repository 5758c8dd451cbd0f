// The payment pages' words that depend on a record's state or channel, in the payer's language
// (src/locales): a status badge, what a not-found page could not find
// (a channel's name: src/lib/channels.ts).
import { t, type MessageId } from '@/i18n/i18n.ts'

const BILL_STATUS: Record<string, MessageId> = {
  paid: 'bill.status.paid',
  expired: 'bill.status.expired',
  cancelled: 'bill.status.cancelled',
  voided: 'bill.status.voided',
  partially_refunded: 'bill.status.partially_refunded',
  refunded: 'bill.status.refunded',
}

const RECEIPT_STATUS: Record<string, MessageId> = {
  paid: 'receipt.status.paid',
  failed: 'receipt.status.failed',
  pending: 'receipt.status.pending',
  initiated: 'receipt.status.initiated',
}

/** A receipt's heading by the payment's status. */
const RECEIPT_TITLE: Record<string, MessageId> = {
  paid: 'receipt.paid',
  failed: 'receipt.failed',
  pending: 'receipt.pending',
  initiated: 'receipt.initiated',
}

const NOT_FOUND: Record<string, MessageId> = {
  bill: 'notfound.bill',
  bills: 'notfound.bill',
  invoice: 'notfound.invoice',
  topup: 'notfound.topup',
  collection: 'notfound.collection',
  collections: 'notfound.collection',
  payment: 'notfound.payment',
  transaction: 'notfound.payment',
}

/** An unknown state or channel reads as the server names it. */
const word = (ids: Record<string, MessageId>, key: string) => (ids[key] ? t(ids[key]) : key.replace('_', ' '))

export const billStatusLabel = (status: string) => word(BILL_STATUS, status)
export const receiptStatusLabel = (status: string) => word(RECEIPT_STATUS, status)
export const receiptTitle = (status: string) => word(RECEIPT_TITLE, status)
/** What /pay/{type}/not-found could not find: "bill", "top-up page"… */
export const notFoundLabel = (type: string) => (NOT_FOUND[type] ? t(NOT_FOUND[type]) : t('notfound.page'))
