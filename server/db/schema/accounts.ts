// Accounts (merchant, introducer, admin), users, roles and memberships.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { at, belongsTo, id, recordStatusId, timestamps } from './columns.ts'

export const accounts = pgTable('accounts', {
  id: id(),
  type: text('type', { enum: ['merchant', 'introducer', 'admin'] }).notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  introducer_account_id: uuid('introducer_account_id'),
  /** Signs merchant callbacks (HMAC-SHA256). */
  callback_secret: text('callback_secret'),
  /** The account's webhook endpoint: every event is posted there (src/contract/developers.ts). */
  webhook_url: text('webhook_url'),
  /** Channels whose scheduled settlement the merchant paused. */
  settlement_paused_channels: text('settlement_paused_channels')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The rolling reserve held back from each settlement, in whole percent. */
  reserve_percent: integer('reserve_percent').notNull().default(0),
  record_status_id: recordStatusId(),
  ...timestamps,
})

/** The account a row belongs to: deleting the account deletes the row. */
export const accountId = () => belongsTo('account_id', () => accounts.id)

/** A record an account owns: its id and its account, the first columns of most tables. */
export const owned = () => ({ id: id(), account_id: accountId() })

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    full_name: text('full_name').notNull(),
    phone: text('phone'),
    password_hash: text('password_hash').notNull(),
    /** The console's language (src/contract/languages.ts CONSOLE_LANGUAGES): the user's screens and the
     *  account's notifications follow it, on any device. */
    language: text('language').notNull().default('en'),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
)

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
})

export const accountUsers = pgTable(
  'account_users',
  {
    account_id: accountId(),
    user_id: belongsTo('user_id', () => users.id),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    is_default: boolean('is_default').notNull().default(false),
    /** Set while the member is deactivated: they cannot log in to or switch into this account (team). */
    deactivated_at: at('deactivated_at'),
    created_at: timestamps.created_at,
  },
  (t) => [primaryKey({ columns: [t.account_id, t.user_id] }), index('account_users_user_idx').on(t.user_id)],
)
