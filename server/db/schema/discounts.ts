// Discount codes of a merchant and the orders that used them (src/contract/discounts.ts, docs/discounts.md).
// times_used and discounted_sen are counters on the code's row: a redemption raises them with a conditional
// update, which also locks the row until the order commits, so usage limits hold under concurrency.
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DISCOUNT_TYPES } from '../../../src/contract/discounts.ts'
import { owned } from './accounts.ts'
import { accountListIndex, belongsTo, sen, timestamps } from './columns.ts'
import { orders, stores } from './stores.ts'

export const discounts = pgTable(
  'discounts',
  {
    ...owned(),
    /** Upper-case; unique per account. */
    code: text('code').notNull(),
    type: text('type', { enum: DISCOUNT_TYPES }).notNull(),
    /** percent: basis points (10.5% = 1050); fixed: sen. */
    value: integer('value').notNull(),
    min_spend_sen: sen('min_spend_sen'),
    max_discount_sen: sen('max_discount_sen'),
    /** Malaysian days, both included; null: no bound. */
    valid_from: date('valid_from', { mode: 'string' }),
    valid_until: date('valid_until', { mode: 'string' }),
    usage_limit: integer('usage_limit'),
    usage_limit_per_shopper: integer('usage_limit_per_shopper'),
    /** null: every store of the account. */
    store_ids: jsonb('store_ids').$type<string[]>(),
    is_active: boolean('is_active').notNull().default(true),
    times_used: integer('times_used').notNull().default(0),
    discounted_sen: sen('discounted_sen').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('discounts_account_code_key').on(t.account_id, t.code),
    accountListIndex('discounts_account_created_idx', t),
  ],
)

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    ...owned(),
    discount_id: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'no action' }),
    /** One code per order. */
    order_id: belongsTo('order_id', () => orders.id),
    store_id: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** The code as it was when used. */
    code: text('code').notNull(),
    /** The shopper's key: the checkout email, trimmed and lower-case. */
    shopper_key: text('shopper_key').notNull(),
    /** The checkout phone as digits (60…), when given: the same shopper under another email. */
    shopper_phone: text('shopper_phone'),
    amount_sen: sen('amount_sen').notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.order_id),
    index('discount_redemptions_shopper_idx').on(t.discount_id, t.shopper_key),
    index('discount_redemptions_phone_idx').on(t.discount_id, t.shopper_phone),
  ],
)
