// Money out: the merchant's bank accounts, settlements of pending money, payouts to the bank, and voided or
// refunded sales. Amounts are integer sen; every movement also posts a balanced ledger transaction.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { owned, users } from './accounts.ts'
import { accountListIndex, at, belongsTo, recordStatusId, sen, timestamps } from './columns.ts'
import { paymentRecords } from './ledger.ts'

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    ...owned(),
    bank_code: text('bank_code').notNull(),
    account_number: text('account_number').notNull(),
    holder_name: text('holder_name').notNull(),
    verification_status: text('verification_status', { enum: ['unverified', 'verified', 'failed'] })
      .notNull()
      .default('unverified'),
    verification_message: text('verification_message'),
    verified_at: at('verified_at'),
    record_status_id: recordStatusId(),
    ...timestamps,
  },
  (t) => [uniqueIndex('bank_accounts_number_key').on(t.account_id, t.bank_code, t.account_number)],
)

export const settlements = pgTable(
  'settlements',
  {
    ...owned(),
    settlement_no: text('settlement_no').notNull().unique(),
    kind: text('kind', { enum: ['scheduled', 'self'] }).notNull(),
    channel: text('channel').notNull(),
    gross_sen: sen('gross_sen').notNull(),
    fee_sen: sen('fee_sen').notNull(),
    settlement_fee_sen: sen('settlement_fee_sen').notNull().default(0),
    reserve_sen: sen('reserve_sen').notNull().default(0),
    payment_count: integer('payment_count').notNull(),
    period_start: text('period_start').notNull(),
    period_end: text('period_end').notNull(),
    settlement_date: text('settlement_date').notNull(),
    settled_at: at('settled_at').notNull(),
    reserve_release_at: at('reserve_release_at'),
    reserve_released_at: at('reserve_released_at'),
  },
  (t) => [index('settlements_account_settled_idx').on(t.account_id, t.settled_at)],
)

export const payouts = pgTable(
  'payouts',
  {
    ...owned(),
    invoice_no: text('invoice_no').notNull().unique(),
    bank_account_id: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    payout_service_id: integer('payout_service_id').notNull(),
    amount_sen: sen('amount_sen').notNull(),
    fee_sen: sen('fee_sen').notNull(),
    /** What the pools paid of amount + fee when the available balance was short (the rest came from it). */
    payout_pool_sen: sen('payout_pool_sen').notNull().default(0),
    prefund_pool_sen: sen('prefund_pool_sen').notNull().default(0),
    status: text('status', { enum: ['requested', 'processing', 'paid', 'failed'] })
      .notNull()
      .default('requested'),
    bank_reference: text('bank_reference'),
    failure_reason: text('failure_reason'),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requested_at: at('requested_at').notNull(),
    processing_at: at('processing_at'),
    paid_at: at('paid_at'),
    failed_at: at('failed_at'),
    ...timestamps,
  },
  (t) => [accountListIndex('payouts_account_created_idx', t)],
)

export const voidSaleRecords = pgTable(
  'void_sale_records',
  {
    ...owned(),
    record_no: text('record_no').notNull().unique(),
    kind: text('kind', { enum: ['void', 'refund'] }).notNull(),
    payment_record_id: belongsTo('payment_record_id', () => paymentRecords.id),
    amount_sen: sen('amount_sen').notNull(),
    /** A refund the available balance could not cover in full: the part the prefund pool paid. */
    prefund_pool_sen: sen('prefund_pool_sen').notNull().default(0),
    reason: text('reason'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull(),
  },
  (t) => [
    accountListIndex('void_sale_records_account_created_idx', t),
    index('void_sale_records_payment_idx').on(t.payment_record_id),
  ],
)
