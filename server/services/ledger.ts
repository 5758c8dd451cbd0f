// Double-entry postings. Every ledger transaction's entries sum to zero, so balances always reconcile.
import { ledgerEntries, ledgerTransactions, type LEDGER_BOOKS } from '../db/schema/index.ts'
import type { Deps } from '../deps.ts'

type Book = (typeof LEDGER_BOOKS)[number]
type Kind = (typeof ledgerTransactions.$inferInsert)['kind']
/** One entry: its book, its signed amount, and its account when that is not the transaction's own. */
type Line = [Book, number] | [Book, number, string]

export async function post(
  deps: Deps,
  accountId: string,
  kind: Kind,
  reference: string,
  at: Date,
  lines: Line[],
): Promise<void> {
  const { db } = deps
  const total = lines.reduce((acc, [, amount]) => acc + amount, 0)
  if (total !== 0) throw new Error(`Unbalanced ledger transaction ${reference}: ${total}`)
  const [transaction] = await db
    .insert(ledgerTransactions)
    .values({ account_id: accountId, kind, reference, occurred_at: at })
    .returning({ id: ledgerTransactions.id })
  // A book a movement does not touch (a pool that paid nothing) gets no entry.
  const entries = lines.filter(([, amount]) => amount !== 0)
  if (entries.length === 0) return
  await db.insert(ledgerEntries).values(
    entries.map(([book, amount, account = accountId]) => ({
      transaction_id: transaction!.id,
      account_id: account,
      book,
      amount_sen: amount,
      occurred_at: at,
    })),
  )
}

const asPosted = (lines: Line[]) => lines
/** The lines that undo a movement: the same books, the opposite signs. */
const reversed = (lines: Line[]): Line[] => lines.map(([book, amount]) => [book, -amount])

/** Money moved whole from one book to another. */
const transfer =
  (kind: Kind, from: Book, to: Book) =>
  (deps: Deps, accountId: string, reference: string, amountSen: number, at: Date) =>
    post(deps, accountId, kind, reference, at, [
      [from, -amountSen],
      [to, amountSen],
    ])

/** A payment's lines: the payer's money in, the fee to Niaga, the rest pending for the merchant. */
const paymentPosting =
  (kind: 'payment' | 'void', toLines: (lines: Line[]) => Line[]) =>
  (deps: Deps, accountId: string, reference: string, amountSen: number, feeSen: number, at: Date) => {
    const lines: Line[] = [
      ['payer_funds', -amountSen],
      ['fee_revenue', feeSen],
      ['merchant_pending', amountSen - feeSen],
    ]
    return post(deps, accountId, kind, reference, at, toLines(lines))
  }

/** A paid payment. */
export const postPayment = paymentPosting('payment', asPosted)

/** A payment voided before it settled: the payer's money goes back and Niaga waives its fee. */
export const postVoid = paymentPosting('void', reversed)

/** Money that has settled: pending leaves, the reserve keeps its share, the rest becomes available; an early
 *  (self-)settlement also pays its fee to Niaga. `netSen` is the pending money settled. */
export function postSettlementOf(
  deps: Deps,
  accountId: string,
  kind: 'settlement' | 'self_settlement',
  reference: string,
  at: Date,
  split: { netSen: number; settlementFeeSen: number; reserveSen: number },
) {
  const { netSen, settlementFeeSen, reserveSen } = split
  return post(deps, accountId, kind, reference, at, [
    ['merchant_pending', -netSen],
    ['fee_revenue', settlementFeeSen],
    ['merchant_reserve', reserveSen],
    ['merchant_available', netSen - settlementFeeSen - reserveSen],
  ])
}

/** The reserve held from a settlement, released to the available balance. */
export const postReserveRelease = transfer('reserve_release', 'merchant_reserve', 'merchant_available')

/** Where money out came from: the available balance, and what the pools paid when it was short. */
export interface Funding {
  availableSen: number
  payoutPoolSen: number
  prefundPoolSen: number
}
const fromAvailable = (sen: number): Funding => ({ availableSen: sen, payoutPoolSen: 0, prefundPoolSen: 0 })

/** The books a funding draws on, as ledger lines (negative: money leaves them). */
const drawLines = (f: Funding): Line[] => [
  ['merchant_available', -f.availableSen],
  ['pool_payout', -f.payoutPoolSen],
  ['pool_prefund', -f.prefundPoolSen],
]

/** A payout's lines: amount + fee leave the funding books, the amount for the bank and the fee to Niaga. */
const payoutPosting =
  (kind: 'payout' | 'payout_reversal', toLines: (lines: Line[]) => Line[]) =>
  (
    deps: Deps,
    accountId: string,
    reference: string,
    amountSen: number,
    feeSen: number,
    at: Date,
    funding: Funding = fromAvailable(amountSen + feeSen),
  ) => {
    const lines: Line[] = [...drawLines(funding), ['fee_revenue', feeSen], ['payouts_in_transit', amountSen]]
    return post(deps, accountId, kind, reference, at, toLines(lines))
  }

/** A payout requested. */
export const postPayoutRequested = payoutPosting('payout', asPosted)

/** The bank paid the payout out. */
export const postPayoutPaid = transfer('payout_paid', 'payouts_in_transit', 'bank_payouts')

/**
 * The bank refused the payout: a reversing transaction returns the amount and the fee where they came from.
 */
export const postPayoutReversal = payoutPosting('payout_reversal', reversed)

/** A settled payment refunded (in part) from the funding books; the payment fee is not returned. */
export function postRefund(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  at: Date,
  funding: Funding = fromAvailable(amountSen),
) {
  return post(deps, accountId, 'refund', reference, at, [...drawLines(funding), ['payer_funds', amountSen]])
}

/** A paid top-up or a bank transfer into a pool: Niaga charges no fee, the pool gets it all. */
export function postPoolCredit(
  deps: Deps,
  accountId: string,
  pool: 'pool_prefund' | 'pool_payout',
  reference: string,
  amountSen: number,
  at: Date,
) {
  return transfer('pool_topup', 'payer_funds', pool)(deps, accountId, reference, amountSen, at)
}

/** A merchant's subscription payment: Niaga's revenue, posted under the merchant it bills. */
export const postSubscriptionPayment = transfer('subscription_payment', 'payer_funds', 'subscription_revenue')

/**
 * An introducer's commission on a referred merchant's settled payments: the one ledger transaction whose
 * entries span two accounts. Niaga's fee revenue from the merchant pays it (a debit on the merchant's
 * fee_revenue book) and the introducer's own available balance receives it, so the transaction still sums
 * to zero. Recorded under the introducer's account (tests/support/ledger-invariants.ts checks its shape).
 */
export async function postCommission(
  deps: Deps,
  introducerAccountId: string,
  merchantAccountId: string,
  reference: string,
  commissionSen: number,
  at: Date,
): Promise<void> {
  if (!Number.isSafeInteger(commissionSen) || commissionSen <= 0)
    throw new Error(`Commission ${reference} must be a positive whole number of sen: ${commissionSen}`)
  await post(deps, introducerAccountId, 'commission', reference, at, [
    ['fee_revenue', -commissionSen, merchantAccountId],
    ['merchant_available', commissionSen],
  ])
}
