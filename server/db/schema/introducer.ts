// Introducers (referral partners): each introducer account's referral code, and the commission it earned on
// each settled payment of a merchant it refers (src/contract/introducer.ts, docs/introducer-portal.md).
import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts, timestamps } from './accounts.ts'
import { paymentRecords } from './ledger.ts'

export const introducerProfiles = pgTable(
  'introducer_profiles',
  {
    /** The introducer account (one profile each). */
    account_id: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** What a merchant types at registration; stored in capitals, unique whatever the case typed. */
    referral_code: text('referral_code').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('introducer_profiles_referral_code_key').on(sql`upper(${t.referral_code})`)],
)

/**
 * One commission posting per settled payment of a referred merchant: the unique payment id is what makes a
 * re-run of the settlement job (or a crash and retry) post it exactly once.
 */
export const introducerCommissions = pgTable(
  'introducer_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payment_record_id: uuid('payment_record_id')
      .notNull()
      .references(() => paymentRecords.id, { onDelete: 'cascade' }),
    introducer_account_id: uuid('introducer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchant_account_id: uuid('merchant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The settlement that settled the payment; its number is the ledger transaction's reference. */
    settlement_id: uuid('settlement_id'),
    fee_sen: bigint('fee_sen', { mode: 'number' }).notNull(),
    /** The share of the fee, in basis points, when it was posted. */
    rate_bps: integer('rate_bps').notNull(),
    commission_sen: bigint('commission_sen', { mode: 'number' }).notNull(),
    posted_at: timestamp('posted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('introducer_commissions_payment_key').on(t.payment_record_id),
    index('introducer_commissions_introducer_posted_idx').on(t.introducer_account_id, t.posted_at),
    index('introducer_commissions_merchant_idx').on(t.merchant_account_id),
  ],
)
