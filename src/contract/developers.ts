// The developers' platform (SPEC §2 /api/…, /whitelist/…; §7 "Merchant API and whitelist"): API keys for
// server-to-server calls, the IP whitelist those calls must come from, their usage reports, and the log of
// webhook events. SPEC names the calls; everything else here is Niaga's own design (SPEC: "not shown").
//
// Keys, as Stripe's work:
// - A secret is `nk_sandbox_` + 40 random characters. It is shown once, in the answer that creates (or rolls)
//   the key; the server keeps only its SHA-256 hash and a 12-character lookup prefix (shown as
//   `nk_sandbox_<prefix>…<last4>`).
// - Scopes: each resource group is `none`, `read` or `write` (write includes read). A new key is read-only
//   on every group unless the request says otherwise.
// - Rolling makes a new secret with the same name and scopes; the old one keeps working for the overlap
//   (0 to 168 hours, 24 by default) and is then expired. Revoking stops a key at once, for good.
// - A key authenticates with `Authorization: Bearer nk_sandbox_…` and reaches only the operations of
//   KEY_GROUPS (server/http/key-access.ts lists them); console-only operations answer 4030.
// - Each key has its own rate limit per minute (RateLimit-* headers on every answer; 4290 with retry_after).
// - When the account has whitelist entries, key calls from any other address answer 4030 naming the
//   caller's address. An empty whitelist allows every address. Console sessions are never whitelisted.
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events.ts'
import * as v from 'valibot'
import { REPORT_BUCKETS_MAX } from './list-choices.ts'
import { REPORT_PERIODS } from './dashboard.ts'
import { ResponseCode } from './codes.ts'
import { listOf } from './envelope.ts'
import { optionalText, optionalUrl, recordId, requiredText } from './fields.ts'

export const API_KEY_PREFIX = 'nk_sandbox_'
/** Characters of the random part kept (in clear) to find a key; the rest is only in the hash. */
export const API_KEY_LOOKUP_LENGTH = 12
/** A key's whole secret: the prefix and 40 base64url characters. */
export const API_KEY_PATTERN = /^nk_sandbox_[A-Za-z0-9_-]{40}$/

export const KEY_GROUPS = [
  'collections',
  'bills',
  'customers',
  'payments',
  'refunds',
  'payouts',
  'webhooks',
] as const
export type KeyGroup = (typeof KEY_GROUPS)[number]
export const KEY_GROUP_LABELS: Record<KeyGroup, string> = {
  collections: 'Collections',
  bills: 'Bills',
  customers: 'Customers',
  payments: 'Payment records',
  refunds: 'Refunds and voids',
  payouts: 'Payouts and balance',
  webhooks: 'Webhook events',
}
export const KEY_ACCESS = ['none', 'read', 'write'] as const
export type KeyAccess = (typeof KEY_ACCESS)[number]
export type KeyScopes = Record<KeyGroup, KeyAccess>
export const READ_ONLY_SCOPES: KeyScopes = Object.fromEntries(KEY_GROUPS.map((g) => [g, 'read'])) as KeyScopes

export const KEY_STATUSES = ['active', 'expiring', 'expired', 'revoked'] as const
export type KeyStatus = (typeof KEY_STATUSES)[number]

export const ROLL_OVERLAP_HOURS_DEFAULT = 24
export const ROLL_OVERLAP_HOURS_MAX = 168
export const KEY_RATE_LIMIT_DEFAULT = 600
export const KEY_RATE_LIMIT_MIN = 10
export const KEY_RATE_LIMIT_MAX = 6000
/** Keys an account may have that are not revoked or expired. */
export const KEYS_PER_ACCOUNT_MAX = 20
export const WHITELIST_ENTRIES_MAX = 100

const scopesSchema = v.object(
  Object.fromEntries(
    KEY_GROUPS.map((g) => [
      g,
      v.optional(v.picklist(KEY_ACCESS, `${KEY_GROUP_LABELS[g]} access is none, read or write`)),
    ]),
  ) as {
    [G in KeyGroup]: v.OptionalSchema<v.PicklistSchema<typeof KEY_ACCESS, string>, undefined>
  },
  'Scopes are an object of resource group to none, read or write',
)

const rateLimit = v.pipe(
  v.number('The rate limit must be a number'),
  v.integer('The rate limit must be a whole number'),
  v.minValue(KEY_RATE_LIMIT_MIN, `The rate limit must be at least ${KEY_RATE_LIMIT_MIN} per minute`),
  v.maxValue(KEY_RATE_LIMIT_MAX, `The rate limit must be at most ${KEY_RATE_LIMIT_MAX} per minute`),
)

export const ApiKeyCreateSchema = v.strictObject({
  name: requiredText('name', 60),
  /** Groups left out are `read`. */
  scopes: v.optional(scopesSchema),
  rate_limit_per_minute: v.optional(rateLimit),
})
export type ApiKeyCreate = v.InferInput<typeof ApiKeyCreateSchema>

/**
 * PUT merchant-api: the key is named in the body (SPEC: PUT merchant-api). Left-out groups stay as they are.
 */
export const ApiKeyUpdateSchema = v.strictObject({
  id: recordId('id'),
  name: v.optional(requiredText('name', 60)),
  scopes: v.optional(scopesSchema),
  rate_limit_per_minute: v.optional(rateLimit),
})
export type ApiKeyUpdate = v.InferInput<typeof ApiKeyUpdateSchema>

export const ApiKeyRollSchema = v.strictObject({
  overlap_hours: v.optional(
    v.pipe(
      v.number('The overlap must be a number of hours'),
      v.integer('The overlap must be whole hours'),
      v.minValue(0, 'The overlap cannot be negative'),
      v.maxValue(ROLL_OVERLAP_HOURS_MAX, `The overlap is at most ${ROLL_OVERLAP_HOURS_MAX} hours (7 days)`),
    ),
  ),
})

export const ApiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** `nk_sandbox_` and the lookup prefix: enough to recognise a key, never enough to use it. */
  prefix: v.string(),
  last4: v.string(),
  scopes: v.object(
    Object.fromEntries(KEY_GROUPS.map((g) => [g, v.picklist(KEY_ACCESS)])) as {
      [G in KeyGroup]: v.PicklistSchema<typeof KEY_ACCESS, undefined>
    },
  ),
  status: v.picklist(KEY_STATUSES),
  rate_limit_per_minute: v.number(),
  /** When an expiring (rolled) key stops working. */
  expires_at: v.nullable(v.string()),
  revoked_at: v.nullable(v.string()),
  /** The key this one replaced, and the key that replaced it. */
  rolled_from: v.nullable(v.string()),
  rolled_to: v.nullable(v.string()),
  last_used_at: v.nullable(v.string()),
  last_used_ip: v.nullable(v.string()),
  created_by: v.nullable(v.string()),
  created_at: v.string(),
})
export type ApiKey = v.InferOutput<typeof ApiKeySchema>

/** The only answer that carries the secret: creating or rolling a key. */
export const ApiKeyWithSecretSchema = v.object({ ...ApiKeySchema.entries, secret: v.string() })
export type ApiKeyWithSecret = v.InferOutput<typeof ApiKeyWithSecretSchema>

// ——— Usage ———————————————————————————————————————————————————————————————————————————————————————

export const USAGE_REPORT_TYPES = REPORT_PERIODS
export type UsageReportType = (typeof USAGE_REPORT_TYPES)[number]

const usageFigures = {
  calls: v.number(),
  errors: v.number(),
  /** Mean time the server took, in milliseconds (0 when there were no calls). */
  avg_latency_ms: v.number(),
  max_latency_ms: v.number(),
}
export const UsageBucketSchema = v.object({ key: v.string(), label: v.string(), ...usageFigures })
export const UsageOperationSchema = v.object({ operation: v.string(), ...usageFigures })
export const UsageOutcomeSchema = v.object({ response_code: v.number(), calls: v.number() })

/** A usage report names the busiest operations, this many at most. */
export const USAGE_TOP_OPERATIONS = 50
/** The key dashboard's days. */
export const USAGE_DAYS = 30
const RESPONSE_CODES = new Set(Object.values(ResponseCode)).size

export const ApiKeyReportSchema = v.object({
  type: v.picklist(USAGE_REPORT_TYPES),
  selected_date: v.string(),
  label: v.string(),
  from: v.string(),
  to: v.string(),
  totals: v.object(usageFigures),
  series: listOf(UsageBucketSchema, REPORT_BUCKETS_MAX),
  operations: listOf(UsageOperationSchema, USAGE_TOP_OPERATIONS),
  outcomes: listOf(UsageOutcomeSchema, RESPONSE_CODES),
})
export type ApiKeyReport = v.InferOutput<typeof ApiKeyReportSchema>

export const ApiKeyDashboardSchema = v.object({
  key: ApiKeySchema,
  today: v.object(usageFigures),
  last_30_days: v.object(usageFigures),
  /** One bucket per Malaysian day, oldest first. */
  days: listOf(UsageBucketSchema, USAGE_DAYS),
  operations: listOf(UsageOperationSchema, USAGE_TOP_OPERATIONS),
})
export type ApiKeyDashboard = v.InferOutput<typeof ApiKeyDashboardSchema>

/** Report path segments (route /api/{mode}/{id}/reports/{type}/{selectedDate}; dates dd-MM-yyyy). */
export const ApiKeyReportParamsSchema = v.object({
  uuid: recordId('uuid'),
  type: v.picklist(USAGE_REPORT_TYPES, 'The report type is day, week, month or year'),
  selectedDate: v.pipe(v.string(), v.regex(/^\d{2}-\d{2}-\d{4}$/, 'The date is dd-MM-yyyy')),
})

// ——— IP whitelist ——————————————————————————————————————————————————————————————————————————————————

export const WHITELIST_STATUSES = ['active', 'disabled'] as const
export const WhitelistEntrySchema = v.object({
  id: v.string(),
  /** Normalised CIDR: a single address is stored as /32 (IPv4) or /128 (IPv6). */
  address: v.string(),
  ip_version: v.picklist([4, 6]),
  label: v.nullable(v.string()),
  status: v.picklist(WHITELIST_STATUSES),
  created_at: v.string(),
  updated_at: v.string(),
})
export type WhitelistEntry = v.InferOutput<typeof WhitelistEntrySchema>

const addressText = v.pipe(
  v.string('The address must be text'),
  v.trim(),
  v.nonEmpty('The address field is required'),
  v.maxLength(64, 'The address is at most 64 characters'),
)
export const WhitelistCreateSchema = v.strictObject({
  /** An IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24 or 2001:db8::/32. */
  address: addressText,
  label: optionalText('label', 80),
})
export type WhitelistCreate = v.InferInput<typeof WhitelistCreateSchema>
export const WhitelistUpdateSchema = v.strictObject({
  address: v.optional(addressText),
  label: optionalText('label', 80),
  status: v.optional(v.picklist(WHITELIST_STATUSES, 'The status is active or disabled')),
})
export type WhitelistUpdate = v.InferInput<typeof WhitelistUpdateSchema>

// ——— Webhooks ——————————————————————————————————————————————————————————————————————————————————————

export { WEBHOOK_EVENT_TYPES, type WebhookEventType }
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'payment.paid': 'Payment paid',
  'payment.failed': 'Payment failed',
  'payment.refunded': 'Payment refunded',
  'payment.voided': 'Payment voided',
  'payout.paid': 'Payout paid',
  'payout.failed': 'Payout failed',
  'pool.credited': 'Top-up credited',
  'subscription.changed': 'Subscription changed',
}

/** Where an event stands: delivered to every target, still retrying, given up, or with nowhere to go. */
export const DELIVERY_STATES = ['delivered', 'retrying', 'failed', 'no_endpoint'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

export const WebhookDeliverySchema = v.object({
  id: v.string(),
  url: v.string(),
  attempt: v.number(),
  status_code: v.nullable(v.number()),
  error: v.nullable(v.string()),
  success: v.boolean(),
  created_at: v.string(),
})
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>

export const WebhookEventSchema = v.object({
  id: v.string(),
  type: v.picklist(WEBHOOK_EVENT_TYPES),
  /** The payment record, payout, top-up or subscription the event is about. */
  subject_id: v.nullable(v.string()),
  /** The JSON body every target receives, exactly as signed. */
  payload: v.record(v.string(), v.unknown()),
  /** The account's endpoint and the subject's own callback URL, when they differ. */
  targets: listOf(v.string(), 2),
  state: v.picklist(DELIVERY_STATES),
  attempts: v.number(),
  last_status_code: v.nullable(v.number()),
  created_at: v.string(),
})
export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>
export const WEBHOOK_DELIVERIES_SHOWN = 100
export const WebhookEventDetailSchema = v.object({
  ...WebhookEventSchema.entries,
  /** The newest attempts (`attempts` counts them all). */
  deliveries: listOf(WebhookDeliverySchema, WEBHOOK_DELIVERIES_SHOWN),
})
export type WebhookEventDetail = v.InferOutput<typeof WebhookEventDetailSchema>

/** The account's webhook endpoint: every event goes there, signed with the account's callback secret. */
export const WebhookEndpointSchema = v.object({
  url: v.nullable(v.string()),
  event_types: v.array(v.picklist(WEBHOOK_EVENT_TYPES)),
  signature_headers: v.object({ id: v.string(), timestamp: v.string(), signature: v.string() }),
})
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpointSchema>
export const WebhookEndpointUpdateSchema = v.strictObject({ url: optionalUrl('url') })
