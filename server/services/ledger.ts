// Double-entry postings. Every ledger transaction's entries sum to zero, so balances always reconcile.
import { ledgerEntries, ledgerTransactions, type LEDGER_BOOKS } from '../db/schema/index.ts'
import type { Deps } from '../deps.ts'

type Book = (typeof LEDGER_BOOKS)[number]
type Kind = (typeof ledgerTransactions.$inferInsert)['kind']

export async function post(
  deps: Deps,
  accountId: string,
  kind: Kind,
  reference: string,
  at: Date,
  lines: [Book, number][],
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
    entries.map(([book, amount]) => ({
      transaction_id: transaction!.id,
      account_id: accountId,
      book,
      amount_sen: amount,
      occurred_at: at,
    })),
  )
}

/** A paid payment: the payer's money in, the fee to Niaga, the rest pending for the merchant. */
export function postPayment(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  feeSen: number,
  at: Date,
) {
  return post(deps, accountId, 'payment', reference, at, [
    ['payer_funds', -amountSen],
    ['fee_revenue', feeSen],
    ['merchant_pending', amountSen - feeSen],
  ])
}

/** Pending money that has cleared becomes available for payout. */
export function postSettlement(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  at: Date,
) {
  return post(deps, accountId, 'settlement', reference, at, [
    ['merchant_pending', -amountSen],
    ['merchant_available', amountSen],
  ])
}

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
export function postReserveRelease(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  at: Date,
) {
  return post(deps, accountId, 'reserve_release', reference, at, [
    ['merchant_reserve', -amountSen],
    ['merchant_available', amountSen],
  ])
}

/** Where money out came from: the available balance, and what the pools paid when it was short. */
export interface Funding {
  availableSen: number
  payoutPoolSen: number
  prefundPoolSen: number
}
const fromAvailable = (sen: number): Funding => ({ availableSen: sen, payoutPoolSen: 0, prefundPoolSen: 0 })

/** The books a funding draws on, as ledger lines (negative: money leaves them). */
const drawLines = (f: Funding, sign = -1): [Book, number][] => [
  ['merchant_available', sign * f.availableSen],
  ['pool_payout', sign * f.payoutPoolSen],
  ['pool_prefund', sign * f.prefundPoolSen],
]

/** A payout requested: amount + fee leave the funding books, the amount for the bank and the fee to Niaga. */
export function postPayoutRequested(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  feeSen: number,
  at: Date,
  funding: Funding = fromAvailable(amountSen + feeSen),
) {
  return post(deps, accountId, 'payout', reference, at, [
    ...drawLines(funding),
    ['fee_revenue', feeSen],
    ['payouts_in_transit', amountSen],
  ])
}

/** The bank paid the payout out. */
export function postPayoutPaid(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  at: Date,
) {
  return post(deps, accountId, 'payout_paid', reference, at, [
    ['payouts_in_transit', -amountSen],
    ['bank_payouts', amountSen],
  ])
}

/**
 * The bank refused the payout: a reversing transaction returns the amount and the fee where they came from.
 */
export function postPayoutReversal(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  feeSen: number,
  at: Date,
  funding: Funding = fromAvailable(amountSen + feeSen),
) {
  return post(deps, accountId, 'payout_reversal', reference, at, [
    ['payouts_in_transit', -amountSen],
    ['fee_revenue', -feeSen],
    ...drawLines(funding, 1),
  ])
}

/** A payment voided before it settled: the payer's money goes back and Niaga waives its fee. */
export function postVoid(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  feeSen: number,
  at: Date,
) {
  return post(deps, accountId, 'void', reference, at, [
    ['merchant_pending', -(amountSen - feeSen)],
    ['fee_revenue', -feeSen],
    ['payer_funds', amountSen],
  ])
}

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
  return post(deps, accountId, 'pool_topup', reference, at, [
    ['payer_funds', -amountSen],
    [pool, amountSen],
  ])
}

/** A merchant's subscription payment: Niaga's revenue, posted under the merchant it bills. */
export function postSubscriptionPayment(
  deps: Deps,
  accountId: string,
  reference: string,
  amountSen: number,
  at: Date,
) {
  return post(deps, accountId, 'subscription_payment', reference, at, [
    ['payer_funds', -amountSen],
    ['subscription_revenue', amountSen],
  ])
}

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
  const { db } = deps
  if (!Number.isSafeInteger(commissionSen) || commissionSen <= 0)
    throw new Error(`Commission ${reference} must be a positive whole number of sen: ${commissionSen}`)
  const [transaction] = await db
    .insert(ledgerTransactions)
    .values({ account_id: introducerAccountId, kind: 'commission', reference, occurred_at: at })
    .returning({ id: ledgerTransactions.id })
  await db.insert(ledgerEntries).values([
    {
      transaction_id: transaction!.id,
      account_id: merchantAccountId,
      book: 'fee_revenue',
      amount_sen: -commissionSen,
      occurred_at: at,
    },
    {
      transaction_id: transaction!.id,
      account_id: introducerAccountId,
      book: 'merchant_available',
      amount_sen: commissionSen,
      occurred_at: at,
    },
  ])
}
