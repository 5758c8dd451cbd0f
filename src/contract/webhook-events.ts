// The events Niaga sends to a merchant's webhooks (SPEC §7's callbacks, src/contract/developers.ts), in a
// module of their own: the console's live stream (src/contract/live.ts) carries the same types, and it loads
// with every console screen, which must not bring the developers' pages with it.
export const WEBHOOK_EVENT_TYPES = [
  'payment.paid',
  'payment.failed',
  'payment.refunded',
  'payment.voided',
  'payout.paid',
  'payout.failed',
  'pool.credited',
  'subscription.changed',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]
