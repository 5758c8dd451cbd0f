// Subscription plans decide which payment channels a merchant may offer (SPEC §3, §6).
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts, timestamps } from './accounts.ts'

export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  price_sen: bigint('price_sen', { mode: 'number' }).notNull().default(0),
  fpx_enable: boolean('fpx_enable').notNull().default(false),
  crypto_enable: boolean('crypto_enable').notNull().default(false),
  bnpl_enable: boolean('bnpl_enable').notNull().default(false),
  credit_card_enable: boolean('credit_card_enable').notNull().default(false),
  ewallet_enable: boolean('ewallet_enable').notNull().default(false),
  paypal_enable: boolean('paypal_enable').notNull().default(false),
  duit_now_enable: boolean('duit_now_enable').notNull().default(false),
  advanced_setting: jsonb('advanced_setting').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
})

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull().default('active'),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('subscriptions_account_idx').on(t.account_id)],
)
