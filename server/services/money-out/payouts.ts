// Payouts: from the available balance to a verified bank account. Requesting one locks the account, checks
// the balance and posts the ledger in one transaction (so two payouts cannot both spend the same money);
// then durable jobs take it through processing to paid, or to failed with a reversing ledger transaction.
import { and, eq } from 'drizzle-orm'
import { MIN_PAYOUT_SEN, type Payout, type PayoutTimeline } from '../../../src/contract/payouts.ts'
import { bankName } from '../../../src/contract/banks.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { bankAccounts, payouts } from '../../db/schema/index.ts'
import { conflict, notFound, validationError } from '../../errors.ts'
import { enqueue } from '../../jobs/queue.ts'
import { PAYOUT_RAILS, railById } from './payout-rails.ts'
import { postPayoutRequested, type Funding } from '../ledger.ts'
import { readPage, searchIn, withinDays, type ListQuery } from '../pagination.ts'
import { newPayoutNo } from '../references.ts'
import { fundingNote, recordDraws } from '../pools/pools.ts'
import { lockFunding } from './balances.ts'
import { findBankAccount, maskAccountNumber } from './bank-accounts.ts'
import type { Deps } from '../../deps.ts'

export const PAYOUT_PROCESS_JOB = 'payout_process'
export const PAYOUT_COMPLETE_JOB = 'payout_complete'

type Row = { payout: typeof payouts.$inferSelect; bank: typeof bankAccounts.$inferSelect }

/** Payouts with the bank account each goes to: the rows payoutView and the payout report read. */
export const payoutsWithBank = (deps: Deps) =>
  deps.db
    .select({ payout: payouts, bank: bankAccounts })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bank_account_id))
    .$dynamic()

export function payoutView({ payout, bank }: Row): Payout {
  return {
    id: payout.id,
    invoice_no: payout.invoice_no,
    status: payout.status,
    amount: senToMyr(payout.amount_sen),
    fee: senToMyr(payout.fee_sen),
    total: senToMyr(payout.amount_sen + payout.fee_sen),
    payout_service: railById(payout.payout_service_id)?.name ?? String(payout.payout_service_id),
    bank_account_id: bank.id,
    bank_name: bankName(bank.bank_code),
    account_number_masked: maskAccountNumber(bank.account_number),
    holder_name: bank.holder_name,
    bank_reference: payout.bank_reference,
    failure_reason: payout.failure_reason,
    requested_at: payout.requested_at.toISOString(),
    processing_at: payout.processing_at?.toISOString() ?? null,
    paid_at: payout.paid_at?.toISOString() ?? null,
    failed_at: payout.failed_at?.toISOString() ?? null,
    from_pools: senToMyr(payout.payout_pool_sen + payout.prefund_pool_sen),
    funding_note: fundingNote(payoutFunding(payout)),
    created_at: payout.created_at.toISOString(),
  }
}

/** Where a payout's amount + fee came from. */
export const payoutFunding = (payout: typeof payouts.$inferSelect): Funding => ({
  availableSen: payout.amount_sen + payout.fee_sen - payout.payout_pool_sen - payout.prefund_pool_sen,
  payoutPoolSen: payout.payout_pool_sen,
  prefundPoolSen: payout.prefund_pool_sen,
})

export const payoutServices = (bankTypeId: number) =>
  PAYOUT_RAILS.filter((rail) => rail.bank_type_id === bankTypeId).map((rail) => ({
    payout_service_id: rail.payout_service_id,
    name: rail.name,
    unique_reference: rail.unique_reference,
    record_status_id: 1,
    fee: senToMyr(rail.fee_sen),
    processing_seconds: rail.processing_seconds,
    description: rail.description,
  }))

export async function requestPayout(
  deps: Deps,
  accountId: string,
  userId: string,
  input: { bank_account_id: string; amount: string; payout_service_id?: number | undefined },
): Promise<Payout> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const rail = railById(input.payout_service_id ?? 1)
  if (!rail) throw validationError({ payout_service_id: 'No such payout service' })
  const amountSen = myrToSen(input.amount)
  if (amountSen < MIN_PAYOUT_SEN)
    throw validationError({ amount: `The smallest payout is RM ${senToMyr(MIN_PAYOUT_SEN)}` })
  const bank = await findBankAccount(deps, accountId, input.bank_account_id)
  if (bank.record_status_id !== 1)
    throw conflict('This bank account is inactive', { bank_account_id: 'This bank account is inactive' })
  if (bank.verification_status !== 'verified')
    throw conflict('Verify this bank account before paying out to it', {
      bank_account_id: 'This bank account is not verified',
    })
  // The available balance first; when it is short, the payout pool and then the prefund pool pay the rest.
  const funding = await lockFunding(deps, accountId, amountSen + rail.fee_sen, [
    'pool_payout',
    'pool_prefund',
  ])
  const [payout] = await tx
    .insert(payouts)
    .values({
      account_id: accountId,
      invoice_no: newPayoutNo(now),
      bank_account_id: bank.id,
      payout_service_id: rail.payout_service_id,
      amount_sen: amountSen,
      fee_sen: rail.fee_sen,
      payout_pool_sen: funding.payoutPoolSen,
      prefund_pool_sen: funding.prefundPoolSen,
      requested_by: userId,
      requested_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning()
  await postPayoutRequested(deps, accountId, payout!.invoice_no, amountSen, rail.fee_sen, now, funding)
  await recordDraws(deps, accountId, funding, 'payout', payout!.invoice_no, now)
  await enqueue(tx, PAYOUT_PROCESS_JOB, { payout_id: payout!.id }, now)
  return payoutView({ payout: payout!, bank })
}

export type PayoutListQuery = ListQuery & {
  status?: Payout['status'] | undefined
  start_date?: string | undefined
  end_date?: string | undefined
}

export function listPayouts(deps: Deps, accountId: string, query: PayoutListQuery) {
  const { db } = deps
  const where = and(
    eq(payouts.account_id, accountId),
    searchIn(query.search, payouts.invoice_no),
    query.status ? eq(payouts.status, query.status) : undefined,
    withinDays(payouts.created_at, query.start_date, query.end_date),
  )
  return readPage(query, {
    rows: payoutsWithBank(deps).where(where),
    total: db.$count(payouts, where),
    sortBy: query.sort === 'amount' ? payouts.amount_sen : payouts.created_at,
    tieBreak: payouts.id,
    toApi: (rows) => rows.map(payoutView),
  })
}

export async function payoutTimeline(
  deps: Deps,
  accountId: string,
  by: { id: string } | { invoice_no: string },
): Promise<PayoutTimeline> {
  const [row] = await payoutsWithBank(deps).where(
    and(
      eq(payouts.account_id, accountId),
      'id' in by ? eq(payouts.id, by.id) : eq(payouts.invoice_no, by.invoice_no),
    ),
  )
  if (!row) throw notFound('Payout')
  const { payout } = row
  const steps: PayoutTimeline['timeline'] = [
    { status: 'requested', at: payout.requested_at.toISOString(), note: null },
  ]
  if (payout.processing_at)
    steps.push({
      status: 'processing',
      at: payout.processing_at.toISOString(),
      note: payout.bank_reference ? `Bank reference ${payout.bank_reference}` : null,
    })
  if (payout.paid_at) steps.push({ status: 'paid', at: payout.paid_at.toISOString(), note: null })
  if (payout.failed_at)
    steps.push({ status: 'failed', at: payout.failed_at.toISOString(), note: payout.failure_reason })
  return { payout: payoutView(row), timeline: steps }
}
