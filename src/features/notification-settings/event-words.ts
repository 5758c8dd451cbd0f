// The console's own words for the notification events and channels, keyed by their codes: the contract's
// labels (src/contract/notification-settings.ts) are the API's and stay English; these are ids of the
// console's catalog, translated where they show.
import type { NotificationChannel, NotificationEvent } from '@/contract/notification-settings.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

const EVENT_WORDS: Record<NotificationEvent, { label: ConsoleText; description: ConsoleText }> = {
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

/** "Payment paid". */
export const eventLabel = (event: NotificationEvent): string => t(EVENT_WORDS[event].label)
/** What the event is, without a full stop: "A payer paid a bill or payment form". */
export const eventDescription = (event: NotificationEvent): string => t(EVENT_WORDS[event].description)

/** "Email", "SMS". */
export const channelName = (channel: NotificationChannel): string =>
  channel === 'email' ? t('Email') : t('SMS')

/** "Payment paid by Email": a cell of the grid, as its dialog's title. */
export const cellLabel = (event: NotificationEvent, channel: NotificationChannel): string =>
  channel === 'email'
    ? t('{event} by Email', { event: eventLabel(event) })
    : t('{event} by SMS', { event: eventLabel(event) })

/** Why an extra recipient does not suit the channel, naming it. */
export const misfitText = (channel: NotificationChannel, recipient: string): string =>
  channel === 'email'
    ? t('Each extra recipient must be an email address: {recipient}', { recipient })
    : t('Each extra recipient must be a phone number: {recipient}', { recipient })
