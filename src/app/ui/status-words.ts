// A record's status as the console shows it, in the merchant's language (src/locales/console): one list for
// every badge and filter; a status it does not know reads as the server names it.
import { t, type ConsoleText } from '@/i18n/i18n.ts'

/** Every status any record of the API can be in (tests/unit/status-words.test.ts keeps it whole). */
export const STATUS_WORDS: Readonly<Record<string, ConsoleText>> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  initiated: 'Initiated',
  success: 'Successful',
  expired: 'Expired',
  cancelled: 'Cancelled',
  voided: 'Voided',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  requested: 'Requested',
  processing: 'Processing',
  settled: 'Settled',
  reserve_held: 'Reserve held',
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  applied: 'Applied',
  unverified: 'Unverified',
  verified: 'Verified',
  closed: 'Closed',
  past_due: 'Past due',
  lapsed: 'Lapsed',
  none: 'None',
  pending_payment: 'Awaiting payment',
  shipped: 'Shipped',
  delivered: 'Delivered',
  ready: 'Ready',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  expiring: 'Expiring',
  revoked: 'Revoked',
  disabled: 'Disabled',
  used_up: 'Used up',
  registered: 'Registered',
  company_details: 'Company details',
  complete: 'Complete',
  queued: 'Queued',
  running: 'Running',
  accepted: 'Accepted',
}

export function statusWord(status: string): string {
  const id = STATUS_WORDS[status.toLowerCase()]
  return id ? t(id) : status.replace(/_/g, ' ')
}
