// Voids and refunds. A void cancels a paid payment before it settles: the payer is not charged and Niaga
// waives its fee (the payment's ledger transaction is reversed). A refund returns a settled payment, in full
// or in parts that never add up to more than was paid, from the merchant's available balance. Both lock the
// payment first (then, for a refund, the account), change it, record the void or refund, post the ledger
// and queue the signed callback in one transaction.
import { and, count, eq } from 'drizzle-orm'
import type { VoidSaleRecord } from '../../../src/contract/void-sales.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { bills, paymentRecords, voidSaleRecords } from '../../db/schema/index.ts'
import { conflict, notFound, validationError } from '../../errors.ts'
import { postRefund, postVoid } from '../ledger.ts'
import { emitPaymentEvent } from '../payments/callbacks.ts'
import { readPage, searchIn, withinDays, type ListQuery } from '../pagination.ts'
import { newVoidSaleNo } from '../references.ts'
import { fundingNote, recordDraws } from '../pools/pools.ts'
import { lockFunding } from './balances.ts'
import type { Deps } from '../../deps.ts'

type Payment = typeof paymentRecords.$inferSelect
type Who = { accountId: string; userId: string }

export function voidSaleView(record: typeof voidSaleRecords.$inferSelect, payment: Payment): VoidSaleRecord {
  return {
    id: record.id,
    record_no: record.record_no,
    kind: record.kind,
    invoice_no: payment.invoice_no,
    payment_record_id: payment.id,
    bill_id: payment.bill_id,
    channel: payment.channel,
    amount: senToMyr(record.amount_sen),
    payment_amount: senToMyr(payment.amount_sen),
    refunded_total: senToMyr(payment.refunded_sen),
    reason: record.reason,
    payer_name: payment.payer_name,
    from_pools: senToMyr(record.prefund_pool_sen),
    funding_note: fundingNote({ payoutPoolSen: 0, prefundPoolSen: record.prefund_pool_sen }),
    created_at: record.created_at.toISOString(),
  }
}

async function lockPayment(
  deps: Deps,
  accountId: string,
  by: { invoice_no: string } | { bill_id: string },
): Promise<Payment> {
  const { db: tx } = deps
  const [payment] = await tx
    .select()
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.account_id, accountId),
        'invoice_no' in by
          ? eq(paymentRecords.invoice_no, by.invoice_no)
          : eq(paymentRecords.bill_id, by.bill_id),
      ),
    )
    .for('update')
  if (!payment) throw notFound('Payment')
  if (payment.channel === 'manual')
    throw conflict('This payment was made outside Niaga: no money moved here to void or refund')
  return payment
}

async function record(
  deps: Deps,
  who: Who,
  payment: Payment,
  kind: 'void' | 'refund',
  amountSen: number,
  reason: string | null | undefined,
  prefundPoolSen = 0,
) {
  const { db: tx } = deps
  const now = deps.clock.now()
  const [row] = await tx
    .insert(voidSaleRecords)
    .values({
      account_id: who.accountId,
      record_no: newVoidSaleNo(now, kind),
      kind,
      payment_record_id: payment.id,
      amount_sen: amountSen,
      prefund_pool_sen: prefundPoolSen,
      reason: reason ?? null,
      created_by: who.userId,
      created_at: now,
    })
    .returning()
  const change = { voidSaleRecordId: row!.id, status: payment.status, refundedSen: payment.refunded_sen }
  await emitPaymentEvent(deps, payment.id, now, kind === 'void' ? 'payment.voided' : 'payment.refunded', {
    change,
  })
  return row!
}

export async function voidPayment(
  deps: Deps,
  who: Who,
  by: { invoice_no: string } | { bill_id: string },
  reason: string | null | undefined,
): Promise<VoidSaleRecord> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const payment = await lockPayment(deps, who.accountId, by)
  if (payment.status === 'voided') throw conflict('This payment is already voided')
  if (payment.settled_at) throw conflict('This payment has settled: refund it instead')
  if (payment.status !== 'paid') throw conflict('Only a paid payment can be voided')
  const [voided] = await tx
    .update(paymentRecords)
    .set({ status: 'voided', updated_at: now })
    .where(eq(paymentRecords.id, payment.id))
    .returning()
  if (payment.bill_id)
    await tx.update(bills).set({ status: 'voided', updated_at: now }).where(eq(bills.id, payment.bill_id))
  await postVoid(deps, who.accountId, payment.invoice_no, payment.amount_sen, payment.fee_sen, now)
  return voidSaleView(await record(deps, who, voided!, 'void', payment.amount_sen, reason), voided!)
}

export async function refundPayment(
  deps: Deps,
  who: Who,
  invoiceNo: string,
  amount: string,
  reason: string | null | undefined,
): Promise<VoidSaleRecord> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const payment = await lockPayment(deps, who.accountId, { invoice_no: invoiceNo })
  if (payment.status === 'voided') throw conflict('This payment was voided: there is nothing to refund')
  if (payment.status !== 'paid' && payment.status !== 'partially_refunded' && payment.status !== 'refunded')
    throw conflict('Only a paid payment can be refunded')
  if (!payment.settled_at)
    throw conflict('This payment has not settled yet: void it instead (the payer is not charged)')
  const amountSen = myrToSen(amount)
  const rest = payment.amount_sen - payment.refunded_sen
  if (rest === 0) throw conflict('This payment is already refunded in full')
  if (amountSen > rest)
    throw validationError({
      amount: `The refund may not exceed RM ${senToMyr(rest)}, the part not refunded yet`,
    })
  // The available balance first; when it is short, the prefund pool pays the rest at once.
  const funding = await lockFunding(deps, who.accountId, amountSen, ['pool_prefund'])
  const refunded = payment.refunded_sen + amountSen
  const status = refunded === payment.amount_sen ? 'refunded' : 'partially_refunded'
  const [updated] = await tx
    .update(paymentRecords)
    .set({ refunded_sen: refunded, status, updated_at: now })
    .where(eq(paymentRecords.id, payment.id))
    .returning()
  if (payment.bill_id)
    await tx.update(bills).set({ status, updated_at: now }).where(eq(bills.id, payment.bill_id))
  const reference = `${payment.invoice_no}/${refunded}`
  await postRefund(deps, who.accountId, reference, amountSen, now, funding)
  await recordDraws(deps, who.accountId, funding, 'refund', reference, now)
  return voidSaleView(
    await record(deps, who, updated!, 'refund', amountSen, reason, funding.prefundPoolSen),
    updated!,
  )
}

export type VoidSaleListQuery = ListQuery & {
  kind?: 'void' | 'refund' | undefined
  start_date?: string | undefined
  end_date?: string | undefined
}

export function listVoidSales(deps: Deps, accountId: string, query: VoidSaleListQuery) {
  const { db } = deps
  const where = and(
    eq(voidSaleRecords.account_id, accountId),
    query.kind ? eq(voidSaleRecords.kind, query.kind) : undefined,
    withinDays(voidSaleRecords.created_at, query.start_date, query.end_date),
    searchIn(query.search, voidSaleRecords.record_no, paymentRecords.invoice_no, paymentRecords.payer_name),
  )
  const joined = db
    .select({ record: voidSaleRecords, payment: paymentRecords })
    .from(voidSaleRecords)
    .innerJoin(paymentRecords, eq(paymentRecords.id, voidSaleRecords.payment_record_id))
  return readPage(query, {
    rows: joined.where(where).$dynamic(),
    total: db
      .select({ n: count() })
      .from(voidSaleRecords)
      .innerJoin(paymentRecords, eq(paymentRecords.id, voidSaleRecords.payment_record_id))
      .where(where)
      .then((rows) => rows[0]?.n ?? 0),
    sortBy: query.sort === 'amount' ? voidSaleRecords.amount_sen : voidSaleRecords.created_at,
    tieBreak: voidSaleRecords.id,
    toApi: (rows) => rows.map((row) => voidSaleView(row.record, row.payment)),
  })
}
