// Team invitations and notification settings (src/contract/team.ts, src/contract/notification-settings.ts).
import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { owned, roles, users } from './accounts.ts'
import { accountListIndex, at } from './columns.ts'

/**
 * An invitation to join an account with a role. Only the SHA-256 of the link's token is kept; a resend
 * replaces it (the older link stops working). Expiry is read against the (sandbox) clock; accepted and
 * revoked invitations stay for the record. One pending invitation per address and account.
 */
export const invitations = pgTable(
  'invitations',
  {
    ...owned(),
    email: text('email').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    invited_by_user_id: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    expires_at: at('expires_at').notNull(),
    sent_count: integer('sent_count').notNull().default(1),
    last_sent_at: at('last_sent_at').notNull(),
    accepted_at: at('accepted_at'),
    accepted_user_id: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revoked_at: at('revoked_at'),
    created_at: at('created_at').notNull(),
    updated_at: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.token_hash),
    uniqueIndex('invitations_pending_email_key')
      .on(t.account_id, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    accountListIndex('invitations_account_idx', t),
  ],
)

/**
 * Who hears about an event, by which channel: one row per account, event and channel (the settings grid's
 * cell). Recipients are members of the account (by user id) and extra addresses or phone numbers.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    ...owned(),
    event: text('event').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    member_user_ids: uuid('member_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    extra_recipients: text('extra_recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** stock.low only: notify when an order takes a product's stock from above this to at or below it. */
    low_stock_threshold: integer('low_stock_threshold'),
    created_at: at('created_at').notNull(),
    updated_at: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('notification_settings_cell_key').on(t.account_id, t.event, t.channel)],
)
