// The developers' platform (src/contract/developers.ts): API keys, the IP whitelist their calls must come
// from, their usage counters, and the webhook events log.
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { KeyScopes } from '../../../src/contract/developers.ts'
import { owned, users } from './accounts.ts'
import { accountListIndex, at, belongsTo, timestamps } from './columns.ts'

/** A secret is never stored: only its SHA-256 hash and the lookup prefix that finds the row. */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...owned(),
    name: text('name').notNull(),
    lookup: text('lookup').notNull(),
    secret_hash: text('secret_hash').notNull(),
    last4: text('last4').notNull(),
    scopes: jsonb('scopes').$type<KeyScopes>().notNull(),
    rate_limit_per_minute: integer('rate_limit_per_minute').notNull(),
    /** Set when the key is rolled: it keeps working until then. */
    expires_at: at('expires_at'),
    revoked_at: at('revoked_at'),
    rolled_from: uuid('rolled_from'),
    rolled_to: uuid('rolled_to'),
    last_used_at: at('last_used_at'),
    last_used_ip: text('last_used_ip'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('api_keys_lookup_key').on(t.lookup), accountListIndex('api_keys_account_idx', t)],
)

/** Addresses (normalised CIDR) an account's key calls may come from; none means any. */
export const whitelistAddresses = pgTable(
  'whitelist_addresses',
  {
    ...owned(),
    address: text('address').notNull(),
    ip_version: integer('ip_version').notNull(),
    label: text('label'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    ...timestamps,
  },
  (t) => [uniqueIndex('whitelist_addresses_account_address_key').on(t.account_id, t.address)],
)

/** Key calls counted per key, hour, operation and response code: no bodies, no addresses. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    key_id: belongsTo('key_id', () => apiKeys.id),
    hour: at('hour').notNull(),
    operation: text('operation').notNull(),
    response_code: integer('response_code').notNull(),
    calls: integer('calls').notNull(),
    total_ms: integer('total_ms').notNull(),
    max_ms: integer('max_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key_id, t.hour, t.operation, t.response_code] })],
)

/**
 * Every event a merchant's endpoints are told about, with the exact body they receive. `targets` are the
 * URLs it was sent to: the account's endpoint and, for payment and top-up events, the collection's or
 * virtual account's own callback URL. Delivery attempts are in callback_deliveries.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    ...owned(),
    type: text('type').notNull(),
    subject_id: uuid('subject_id'),
    body: text('body').notNull(),
    /**
     * The subject's own callback URL (a collection's or a virtual account's), besides the account endpoint.
     */
    subject_url: text('subject_url'),
    targets: text('targets').array().notNull(),
    created_at: at('created_at').notNull(),
  },
  (t) => [
    accountListIndex('webhook_events_account_idx', t),
    index('webhook_events_subject_idx').on(t.subject_id),
  ],
)
