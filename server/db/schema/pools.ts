// Master pools, their balance history, virtual accounts and top-ups (src/contract/pools.ts). A pool's balance
// is its ledger book; pool_movements repeat each change with its reason and the balance after it, for the
// history the console shows.
import {
  bigint,
  bigserial,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts, timestamps } from './accounts.ts'
import { bills } from './collections.ts'
import { customers } from './customers.ts'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const sen = (name: string) => bigint(name, { mode: 'number' })
const POOL_TYPE = { enum: ['prefund', 'payout'] as const }

export const pools = pgTable(
  'pools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
  (t) => [index('virtual_accounts_account_idx').on(t.account_id, t.created_at)],
)

/**
 * Money into a pool: a top-up invoice paid like a bill (bill_id set), or a bank transfer to a virtual account
 * (invoice_no is the bank's reference). credited_at is set once, in the transaction that credits the pool.
 */
export const poolTopups = pgTable(
  'pool_topups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoice_no: text('invoice_no').notNull().unique(),
    bill_id: uuid('bill_id').references(() => bills.id, { onDelete: 'cascade' }),
    pool_id: uuid('pool_id')
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
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
    index('pool_topups_account_idx').on(t.account_id, t.created_at),
    index('pool_topups_virtual_account_idx').on(t.virtual_account_id),
  ],
)

export const poolMovements = pgTable(
  'pool_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders the history exactly: changes within one instant keep the order they happened in. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pool_id: uuid('pool_id')
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
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
