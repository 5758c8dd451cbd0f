// Master pools, their balance history, virtual accounts and top-ups (src/contract/pools.ts). A pool's balance
// is its ledger book; pool_movements repeat each change with its reason and the balance after it, for the
// history the console shows.
import { bigserial, index, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accountId, owned } from './accounts.ts'
import { accountListIndex, at, belongsTo, id, sen, timestamps } from './columns.ts'
import { bills } from './collections.ts'
import { customers } from './customers.ts'

const POOL_TYPE = { enum: ['prefund', 'payout'] as const }

export const pools = pgTable(
  'pools',
  {
    ...owned(),
    pool_type: text('pool_type', POOL_TYPE).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('pools_account_type_key').on(t.account_id, t.pool_type)],
)

/** The running number inside sandbox virtual account numbers (8808 + 9 digits + a Luhn digit). */
export const virtualAccountNumbers = pgSequence('virtual_account_no_seq', { startWith: 1000, increment: 1 })

export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    ...owned(),
    account_no: text('account_no').notNull().unique(),
    name: text('name').notNull(),
    pool_type: text('pool_type', POOL_TYPE).notNull(),
    customer_id: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    description: text('description'),
    callback_url: text('callback_url'),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    closed_at: at('closed_at'),
    ...timestamps,
  },
  (t) => [accountListIndex('virtual_accounts_account_idx', t)],
)

/**
 * Money into a pool: a top-up invoice paid like a bill (bill_id set), or a bank transfer to a virtual account
 * (invoice_no is the bank's reference). credited_at is set once, in the transaction that credits the pool.
 */
export const poolTopups = pgTable(
  'pool_topups',
  {
    ...owned(),
    invoice_no: text('invoice_no').notNull().unique(),
    bill_id: uuid('bill_id').references(() => bills.id, { onDelete: 'cascade' }),
    pool_id: belongsTo('pool_id', () => pools.id),
    virtual_account_id: uuid('virtual_account_id').references(() => virtualAccounts.id, {
      onDelete: 'set null',
    }),
    amount_sen: sen('amount_sen').notNull(),
    payer_name: text('payer_name').notNull(),
    payer_email: text('payer_email'),
    payer_reference: text('payer_reference'),
    /** Bank transfers: the rail the payer used. */
    channel: text('channel'),
    credited_at: at('credited_at'),
    ...timestamps,
  },
  (t) => [
    accountListIndex('pool_topups_account_idx', t),
    index('pool_topups_virtual_account_idx').on(t.virtual_account_id),
  ],
)

export const poolMovements = pgTable(
  'pool_movements',
  {
    id: id(),
    /** Orders the history exactly: changes within one instant keep the order they happened in. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    account_id: accountId(),
    pool_id: belongsTo('pool_id', () => pools.id),
    pool_type: text('pool_type', POOL_TYPE).notNull(),
    amount_sen: sen('amount_sen').notNull(),
    balance_after_sen: sen('balance_after_sen').notNull(),
    reason: text('reason', {
      enum: ['topup', 'virtual_account_transfer', 'payout', 'payout_reversal', 'refund'],
    }).notNull(),
    reference: text('reference').notNull(),
    topup_id: uuid('topup_id'),
    occurred_at: at('occurred_at').notNull(),
  },
  (t) => [index('pool_movements_account_idx').on(t.account_id, t.seq)],
)
