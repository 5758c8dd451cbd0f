// Accounts (merchant, introducer, admin), users, roles and memberships.
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
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
  record_status_id: integer('record_status_id').notNull().default(1),
  ...timestamps,
})

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    full_name: text('full_name').notNull(),
    phone: text('phone'),
    password_hash: text('password_hash').notNull(),
    record_status_id: integer('record_status_id').notNull().default(1),
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
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    is_default: boolean('is_default').notNull().default(false),
    /** Set while the member is deactivated: they cannot log in to or switch into this account (team). */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamps.created_at,
  },
  (t) => [primaryKey({ columns: [t.account_id, t.user_id] }), index('account_users_user_idx').on(t.user_id)],
)
