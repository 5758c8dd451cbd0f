// The developers' pages' names for the contract's codes, in the reader's language (src/locales/console): a
// key's resource groups, its statuses and access levels, and the webhook events and their delivery states.
// The English is the contract's own (KEY_GROUP_LABELS, WEBHOOK_EVENT_LABELS), so English screens read as
// before.
import { statusWord } from '@/app/ui/status-words.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'
import type {
  DeliveryState,
  KeyAccess,
  KeyGroup,
  KeyStatus,
  WebhookEventType,
} from '@/contract/developers.ts'

const KEY_GROUP_WORDS: Record<KeyGroup, ConsoleText> = {
  collections: 'Collections',
  bills: 'Bills',
  customers: 'Customers',
  payments: 'Payment records',
  refunds: 'Refunds and voids',
  payouts: 'Payouts and balance',
  webhooks: 'Webhook events',
}

export const keyGroupLabel = (group: KeyGroup) => t(KEY_GROUP_WORDS[group])

const ACCESS_WORDS: Record<KeyAccess, ConsoleText> = { none: 'None', read: 'Read', write: 'Write' }

export const accessLabel = (access: KeyAccess) => t(ACCESS_WORDS[access])

/** "Bills: write", the access as the API names it, for a key's page. */
export function groupAccess(group: KeyGroup, access: KeyAccess): string {
  const values = { group: keyGroupLabel(group) }
  if (access === 'write') return t('{group}: write', values)
  if (access === 'read') return t('{group}: read', values)
  return t('{group}: none', values)
}

/** A key's status, worded as every status is (src/app/ui/status-words.ts). */
export const keyStatusLabel = (status: KeyStatus) => statusWord(status)

const EVENT_WORDS: Record<WebhookEventType, ConsoleText> = {
  'payment.paid': 'Payment paid',
  'payment.failed': 'Payment failed',
  'payment.refunded': 'Payment refunded',
  'payment.voided': 'Payment voided',
  'payout.paid': 'Payout paid',
  'payout.failed': 'Payout failed',
  'pool.credited': 'Top-up credited',
  'subscription.changed': 'Subscription changed',
}

export const eventLabel = (type: WebhookEventType) => t(EVENT_WORDS[type])

export const DELIVERY_STATE_WORDS: Record<DeliveryState, ConsoleText> = {
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
  no_endpoint: 'No endpoint',
}
