// Notification settings (SPEC §7: POST notification-settings/merchant-notification-settings, POST
// notification-settings, PUT notification-settings/{id}; fields and behaviour "not shown" — Niaga's design):
// which events notify whom, by email or SMS, through the messaging provider (the sandbox outbox).
//
// - One setting per event and channel (the settings grid's cell): on or off, members of the account (by
//   user id: their email, or their phone for SMS) and extra addresses or phone numbers.
// - A message goes out in the same transaction as the change it reports (payment paid, payout failed…),
//   so it is sent exactly once, and only by an enabled setting.
// - Defaults, while an event has no setting at all (neither channel): payout.failed emails the account's
//   active owners; every other event sends nothing. Any setting for the event, even a disabled one,
//   replaces the default.
// - stock.low: after an order takes a tracked product's (or option's) stock from above the setting's
//   threshold to at or below it (default 5), once per crossing.
// - Deactivated or removed members and members without a phone (for SMS) are skipped.
import * as v from 'valibot'
import { listOf } from './envelope.ts'
import { PHONE_PATTERN } from './fields.ts'
import { message } from './messages.ts'

export const NOTIFICATION_EVENTS = [
  'payment.paid',
  'payment.failed',
  'payout.paid',
  'payout.failed',
  'order.placed',
  'stock.low',
  'subscription.due',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, { label: string; description: string }> = {
  'payment.paid': { label: 'Payment paid', description: 'A payer paid a bill or payment form' },
  'payment.failed': { label: 'Payment failed', description: 'A payment attempt failed or was declined' },
  'payout.paid': { label: 'Payout paid', description: 'A payout reached your bank account' },
  'payout.failed': {
    label: 'Payout failed',
    description: 'The bank returned a payout; the money is back in your balance',
  },
  'order.placed': { label: 'Order placed', description: 'A shopper placed an order in one of your stores' },
  'stock.low': {
    label: 'Low stock',
    description: 'An order took a product’s stock to or below the threshold',
  },
  'subscription.due': { label: 'Subscription due', description: 'Your plan’s renewal invoice is due' },
}

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'Email', sms: 'SMS' }

/** What happens while an event has no setting at all (see the header). */
export const NOTIFICATION_DEFAULTS: Partial<
  Record<NotificationEvent, { channel: NotificationChannel; to: 'owners' }>
> = {
  'payout.failed': { channel: 'email', to: 'owners' },
}

export const DEFAULT_LOW_STOCK_THRESHOLD = 5
export const MAX_MEMBER_RECIPIENTS = 20
export const MAX_EXTRA_RECIPIENTS = 10

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Whether an extra recipient suits the channel: an email address, or a phone number for SMS. */
export function recipientFits(channel: NotificationChannel, recipient: string): boolean {
  return channel === 'email'
    ? EMAIL_PATTERN.test(recipient) && recipient.length <= 254
    : PHONE_PATTERN.test(recipient)
}

export const recipientHint = (channel: NotificationChannel) =>
  channel === 'email'
    ? 'Each extra recipient must be an email address'
    : 'Each extra recipient must be a phone number'

const event = v.picklist(NOTIFICATION_EVENTS, `The event is one of: ${NOTIFICATION_EVENTS.join(', ')}`)
const channel = v.picklist(NOTIFICATION_CHANNELS, 'The channel is email or sms')
const memberIds = v.pipe(
  v.array(v.pipe(v.string(), v.uuid('Each member is a user id')), 'Members are a list of user ids'),
  v.maxLength(MAX_MEMBER_RECIPIENTS, `At most ${MAX_MEMBER_RECIPIENTS} members`),
  v.transform((ids) => [...new Set(ids)]),
)
const extras = v.pipe(
  v.array(
    v.pipe(
      v.string('Each extra recipient is text'),
      v.trim(),
      v.nonEmpty('An extra recipient is empty'),
      v.maxLength(254),
    ),
    'Extra recipients are a list',
  ),
  v.maxLength(MAX_EXTRA_RECIPIENTS, `At most ${MAX_EXTRA_RECIPIENTS} extra recipients`),
  v.transform((list) => [...new Set(list.map((r) => (r.includes('@') ? r.toLowerCase() : r)))]),
)
const threshold = v.pipe(
  v.number(message('number', { field: 'low stock threshold' })),
  v.integer('The low stock threshold is a whole number'),
  v.minValue(0, 'The low stock threshold is at least 0'),
  v.maxValue(1_000_000, 'The low stock threshold is at most 1,000,000'),
)

export const NotificationSettingCreateSchema = v.pipe(
  v.strictObject({
    event,
    channel,
    enabled: v.optional(v.boolean('Enabled is true or false'), true),
    member_user_ids: v.optional(memberIds, []),
    extra_recipients: v.optional(extras, []),
    low_stock_threshold: v.optional(v.nullable(threshold)),
  }),
  v.forward(
    v.check(
      (input) => input.extra_recipients.every((r) => recipientFits(input.channel, r)),
      'Each extra recipient must suit the channel: an email address for email, a phone number for SMS',
    ),
    ['extra_recipients'],
  ),
)
export type NotificationSettingCreate = v.InferOutput<typeof NotificationSettingCreateSchema>

/** The event and channel are the setting's cell and do not change; the rest does. */
export const NotificationSettingUpdateSchema = v.strictObject({
  enabled: v.optional(v.boolean('Enabled is true or false')),
  member_user_ids: v.optional(memberIds),
  extra_recipients: v.optional(extras),
  low_stock_threshold: v.optional(v.nullable(threshold)),
})
export type NotificationSettingUpdate = v.InferOutput<typeof NotificationSettingUpdateSchema>

export const NotificationSettingSchema = v.object({
  id: v.string(),
  event: v.picklist(NOTIFICATION_EVENTS),
  channel: v.picklist(NOTIFICATION_CHANNELS),
  enabled: v.boolean(),
  member_user_ids: listOf(v.string(), MAX_MEMBER_RECIPIENTS),
  extra_recipients: listOf(v.string(), MAX_EXTRA_RECIPIENTS),
  /** stock.low only (null for the others). */
  low_stock_threshold: v.nullable(v.number()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type NotificationSetting = v.InferOutput<typeof NotificationSettingSchema>
