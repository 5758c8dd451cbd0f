// Introducers (referral partners): each introducer account's referral code, and the commission it earned on
// each settled payment of a merchant it refers (src/contract/introducer.ts, docs/introducer-portal.md).
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts.ts'
import { at, belongsTo, id, sen, timestamps } from './columns.ts'
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
    id: id(),
    payment_record_id: belongsTo('payment_record_id', () => paymentRecords.id),
    introducer_account_id: belongsTo('introducer_account_id', () => accounts.id),
    merchant_account_id: belongsTo('merchant_account_id', () => accounts.id),
    /** The settlement that settled the payment; its number is the ledger transaction's reference. */
    settlement_id: uuid('settlement_id'),
    fee_sen: sen('fee_sen').notNull(),
    /** The share of the fee, in basis points, when it was posted. */
    rate_bps: integer('rate_bps').notNull(),
    commission_sen: sen('commission_sen').notNull(),
    posted_at: at('posted_at').notNull(),
  },
  (t) => [
    uniqueIndex('introducer_commissions_payment_key').on(t.payment_record_id),
    index('introducer_commissions_introducer_posted_idx').on(t.introducer_account_id, t.posted_at),
    index('introducer_commissions_merchant_idx').on(t.merchant_account_id),
  ],
)
