// Subscription plans decide which payment channels a merchant may offer (SPEC §3, §6); a merchant's
// subscription is its plan and current period, and the histories are every change and payment of it
// (src/contract/subscriptions.ts).
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { owned } from './accounts.ts'
import { accountListIndex, at, id, recordStatusId, sen, timestamps } from './columns.ts'

const TIME_PERIOD = { enum: ['monthly', 'yearly'] as const }

export const subscriptionPlans = pgTable('subscription_plans', {
  id: id(),
  name: text('name').notNull(),
  description: text('description'),
  /** The monthly price (the column kept its first name). */
  monthly_price_sen: sen('price_sen').notNull().default(0),
  yearly_price_sen: sen('yearly_price_sen').notNull().default(0),
  /** Percent off Niaga's payment fee. */
  fee_discount_percent: integer('fee_discount_percent').notNull().default(0),
  fpx_enable: boolean('fpx_enable').notNull().default(false),
  crypto_enable: boolean('crypto_enable').notNull().default(false),
  bnpl_enable: boolean('bnpl_enable').notNull().default(false),
  credit_card_enable: boolean('credit_card_enable').notNull().default(false),
  ewallet_enable: boolean('ewallet_enable').notNull().default(false),
  paypal_enable: boolean('paypal_enable').notNull().default(false),
  duit_now_enable: boolean('duit_now_enable').notNull().default(false),
  advanced_setting: jsonb('advanced_setting').$type<Record<string, unknown>>().notNull().default({}),
  /** 1 offered, 2 retired. */
  record_status_id: recordStatusId(),
  ...timestamps,
})

export const subscriptions = pgTable(
  'subscriptions',
  {
    ...owned(),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** active and past_due keep the plan's channels on; lapsed and cancelled turn every channel off. */
    status: text('status', { enum: ['active', 'past_due', 'lapsed', 'cancelled'] })
      .notNull()
      .default('active'),
    time_period: text('time_period', TIME_PERIOD).notNull().default('monthly'),
    started_at: at('started_at').notNull().defaultNow(),
    current_period_start: at('current_period_start').notNull().defaultNow(),
    current_period_end: at('current_period_end').notNull().defaultNow(),
    grace_until: at('grace_until'),
    ...timestamps,
  },
  (t) => [index('subscriptions_account_idx').on(t.account_id)],
)

export const subscriptionHistories = pgTable(
  'subscription_histories',
  {
    ...owned(),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    time_period: text('time_period', TIME_PERIOD).notNull(),
    kind: text('kind', { enum: ['new', 'upgrade', 'downgrade', 'renewal'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'scheduled', 'applied', 'cancelled'] }).notNull(),
    amount_sen: sen('amount_sen').notNull().default(0),
    credit_sen: sen('credit_sen').notNull().default(0),
    period_start: at('period_start'),
    period_end: at('period_end'),
    /** The subscription invoice (a bill of Niaga's platform account) while there is one to pay. */
    bill_id: uuid('bill_id'),
    invoice_no: text('invoice_no').unique(),
    transaction_invoice_no: text('transaction_invoice_no'),
    paid_at: at('paid_at'),
    note: text('note'),
    ...timestamps,
  },
  (t) => [accountListIndex('subscription_histories_account_idx', t)],
)
