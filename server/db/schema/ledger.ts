// Payment records and the double-entry ledger every money movement posts to.
// Amounts are integer sen. The entries of one ledger transaction always sum to zero.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { accountId, owned } from './accounts.ts'
import { at, belongsTo, id, sen, timestamps } from './columns.ts'
import { customers } from './customers.ts'

export const paymentRecords = pgTable(
  'payment_records',
  {
    ...owned(),
    customer_id: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    invoice_no: text('invoice_no').notNull().unique(),
    channel: text('channel').notNull(),
    status: text('status', {
      enum: ['pending', 'paid', 'failed', 'voided', 'partially_refunded', 'refunded'],
    }).notNull(),
    amount_sen: sen('amount_sen').notNull(),
    fee_sen: sen('fee_sen').notNull().default(0),
    payer_name: text('payer_name'),
    payer_email: text('payer_email'),
    /** Set for payments made through a bill (seeded history has none). */
    bill_id: uuid('bill_id'),
    transaction_invoice_no: text('transaction_invoice_no'),
    paid_at: at('paid_at'),
    /** When the channel's schedule settles this payment's pending money (set when it is paid). */
    settle_due_at: at('settle_due_at'),
    /** Set once its money left pending; a settled payment can be refunded, an unsettled one voided. */
    settled_at: at('settled_at'),
    settlement_id: uuid('settlement_id'),
    refunded_sen: sen('refunded_sen').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('payment_records_account_paid_idx').on(t.account_id, t.paid_at),
    index('payment_records_settle_due_idx')
      .on(t.settle_due_at)
      .where(sql`${t.settled_at} is null and ${t.status} = 'paid'`),
    index('payment_records_settlement_idx').on(t.settlement_id),
  ],
)

export const ledgerTransactions = pgTable('ledger_transactions', {
  ...owned(),
  kind: text('kind', {
    // commission: the one kind whose entries span two accounts (a merchant's fee revenue pays its
    // introducer).
    enum: [
      'payment',
      'settlement',
      'self_settlement',
      'reserve_release',
      'payout',
      'payout_paid',
      'payout_reversal',
      'void',
      'refund',
      'pool_topup',
      'subscription_payment',
      'commission',
    ],
  }).notNull(),
  reference: text('reference').notNull(),
  occurred_at: at('occurred_at').notNull(),
})

/**
 * Ledger books: money the payer sent; the merchant's pending, reserve and available balances; payouts on
 * their way to the bank and those paid out; Niaga's fees.
 */
export const LEDGER_BOOKS = [
  'payer_funds',
  'merchant_pending',
  'merchant_reserve',
  'merchant_available',
  'payouts_in_transit',
  'fee_revenue',
  'bank_payouts',
  'pool_prefund',
  'pool_payout',
  'subscription_revenue',
] as const
/** The merchant's own balances: never negative. */
export const MERCHANT_BOOKS = [
  'merchant_pending',
  'merchant_reserve',
  'merchant_available',
  'payouts_in_transit',
  'pool_prefund',
  'pool_payout',
] as const

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transaction_id: belongsTo('transaction_id', () => ledgerTransactions.id),
    account_id: accountId(),
    book: text('book', { enum: LEDGER_BOOKS }).notNull(),
    /** Signed: credits positive, debits negative. */
    amount_sen: sen('amount_sen').notNull(),
    occurred_at: at('occurred_at').notNull(),
  },
  (t) => [index('ledger_entries_account_book_idx').on(t.account_id, t.book, t.occurred_at)],
)
