// Collections, their bills, and the payment transactions (attempts) that pay them.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { owned } from './accounts.ts'
import { accountListIndex, at, belongsTo, sen, timestamps } from './columns.ts'
import { customers } from './customers.ts'

export const collections = pgTable(
  'collections',
  {
    ...owned(),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind', { enum: ['bill', 'payment_form'] }).notNull(),
    fixed_amount_sen: sen('fixed_amount_sen'),
    callback_url: text('callback_url'),
    redirect_url: text('redirect_url'),
    record_status: integer('record_status').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('collections_account_status_idx').on(t.account_id, t.record_status, t.created_at)],
)

export const bills = pgTable(
  'bills',
  {
    ...owned(),
    /** Null for invoices that are not a sale: pool top-ups and Niaga's subscription invoices. */
    collection_id: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    /**
     * What paying it does: a sale earns the merchant money; a top-up fills a pool; a subscription buys a
     * plan.
     */
    purpose: text('purpose', { enum: ['sale', 'pool_topup', 'subscription'] })
      .notNull()
      .default('sale'),
    customer_id: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    invoice_no: text('invoice_no').notNull().unique(),
    payer_name: text('payer_name').notNull(),
    payer_email: text('payer_email'),
    payer_phone: text('payer_phone'),
    description: text('description'),
    amount_sen: sen('amount_sen').notNull(),
    status: text('status', {
      enum: ['pending', 'paid', 'expired', 'cancelled', 'voided', 'partially_refunded', 'refunded'],
    })
      .notNull()
      .default('pending'),
    due_date: text('due_date'),
    paid_at: at('paid_at'),
    ...timestamps,
  },
  (t) => [
    accountListIndex('bills_account_created_idx', t),
    index('bills_collection_idx').on(t.collection_id, t.created_at),
  ],
)

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    ...owned(),
    bill_id: belongsTo('bill_id', () => bills.id),
    transaction_invoice_no: text('transaction_invoice_no').notNull().unique(),
    channel: text('channel').notNull(),
    payment_service_id: integer('payment_service_id').notNull(),
    status: text('status', { enum: ['initiated', 'pending', 'paid', 'failed'] })
      .notNull()
      .default('initiated'),
    amount_sen: sen('amount_sen').notNull(),
    fee_sen: sen('fee_sen').notNull().default(0),
    card_mask: text('card_mask'),
    /** Sandbox-only: what the simulator should do next (e.g. a 3-D Secure challenge). */
    next_action: text('next_action'),
    failure_reason: text('failure_reason'),
    decided_at: at('decided_at'),
    ...timestamps,
  },
  (t) => [index('payment_transactions_bill_idx').on(t.bill_id)],
)
