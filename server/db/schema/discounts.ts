// Discount codes of a merchant and the orders that used them (src/contract/discounts.ts, docs/discounts.md).
// times_used and discounted_sen are counters on the code's row: a redemption raises them with a conditional
// update, which also locks the row until the order commits, so usage limits hold under concurrency.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { DISCOUNT_TYPES } from '../../../src/contract/discounts.ts'
import { accounts, timestamps } from './accounts.ts'
import { orders, stores } from './stores.ts'

export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Upper-case; unique per account. */
    code: text('code').notNull(),
    type: text('type', { enum: DISCOUNT_TYPES }).notNull(),
    /** percent: basis points (10.5% = 1050); fixed: sen. */
    value: integer('value').notNull(),
    min_spend_sen: bigint('min_spend_sen', { mode: 'number' }),
    max_discount_sen: bigint('max_discount_sen', { mode: 'number' }),
    /** Malaysian days, both included; null: no bound. */
    valid_from: date('valid_from', { mode: 'string' }),
    valid_until: date('valid_until', { mode: 'string' }),
    usage_limit: integer('usage_limit'),
    usage_limit_per_shopper: integer('usage_limit_per_shopper'),
    /** null: every store of the account. */
    store_ids: jsonb('store_ids').$type<string[]>(),
    is_active: boolean('is_active').notNull().default(true),
    times_used: integer('times_used').notNull().default(0),
    discounted_sen: bigint('discounted_sen', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('discounts_account_code_key').on(t.account_id, t.code),
    index('discounts_account_created_idx').on(t.account_id, t.created_at),
  ],
)

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    discount_id: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'no action' }),
    /** One code per order. */
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    store_id: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** The code as it was when used. */
    code: text('code').notNull(),
    /** The shopper's key: the checkout email, trimmed and lower-case. */
    shopper_key: text('shopper_key').notNull(),
    /** The checkout phone as digits (60…), when given: the same shopper under another email. */
    shopper_phone: text('shopper_phone'),
    amount_sen: bigint('amount_sen', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.order_id),
    index('discount_redemptions_shopper_idx').on(t.discount_id, t.shopper_key),
    index('discount_redemptions_phone_idx').on(t.discount_id, t.shopper_phone),
  ],
)
