// A record's status as the console shows it, in the merchant's language (src/locales/console): one list for
// every badge and filter; a status it does not know reads as the server names it.
import { t, type ConsoleText } from '@/i18n/i18n.ts'

const STATUS_WORDS: Readonly<Record<string, ConsoleText>> = {
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
}

export function statusWord(status: string): string {
  const id = STATUS_WORDS[status.toLowerCase()]
  return id ? t(id) : status.replace(/_/g, ' ')
}
