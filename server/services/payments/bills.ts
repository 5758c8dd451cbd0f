// Bills: created by the merchant (or by a payer on a payment form), paid once, cancelled by hand.
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Bill, BillCreateSchema, BillUpdateSchema } from '../../../src/contract/collections.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { bills, collections, customers } from '../../db/schema/index.ts'
import { conflict, notFound, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { newInvoiceNo } from '../references.ts'
import { billPaymentUrl } from './urls.ts'
import { assertAmountWithinLimits, defaultDueDate } from '../payment-settings/payment-settings.ts'
import { ownedRecord } from '../owned-records.ts'

type BillRow = typeof bills.$inferSelect

export function billView(publicUrl: string, row: BillRow, collectionTitle: string, now: Date): Bill {
  return {
    id: row.id,
    uuid: row.id,
    invoice_no: row.invoice_no,
    // Merchant bill views list sales, which always belong to a collection.
    collection_id: row.collection_id ?? '',
    collection_title: collectionTitle,
    customer_id: row.customer_id,
    payer_name: row.payer_name,
    payer_email: row.payer_email,
    payer_phone: row.payer_phone,
    description: row.description,
    amount: senToMyr(row.amount_sen),
    status: effectiveStatus(row, now),
    due_date: row.due_date,
    paid_at: row.paid_at?.toISOString() ?? null,
    payment_url: billPaymentUrl(publicUrl, row.id),
    created_at: row.created_at.toISOString(),
  }
}

export async function findOwnedBill(deps: Deps, accountId: string, id: string) {
  const { db } = deps
  const [row] = await db
    .select({ bill: bills, title: collections.title })
    .from(bills)
    .innerJoin(collections, eq(collections.id, bills.collection_id))
    .where(ownedRecord(bills, accountId, id))
  if (!row) throw notFound('Bill')
  return row
}

export async function getBill(deps: Deps, accountId: string, id: string): Promise<Bill> {
  const row = await findOwnedBill(deps, accountId, id)
  return billView(deps.config.publicUrl, row.bill, row.title, deps.clock.now())
}

/** Changes a bill, or cancels it with status "cancelled"; only while it is pending. */
export async function updateBill(
  deps: Deps,
  accountId: string,
  id: string,
  input: v.InferOutput<typeof BillUpdateSchema>,
): Promise<Bill> {
  const now = deps.clock.now()
  const current = await findOwnedBill(deps, accountId, id)
  const status = effectiveStatus(current.bill, now)
  if (status !== 'pending') throw conflict(`A ${status} bill cannot be changed`)
  const { amount, ...rest } = input
  if (amount !== undefined) await assertAmountWithinLimits(deps, accountId, myrToSen(amount))
  const [row] = await deps.db
    .update(bills)
    .set({ ...rest, ...(amount === undefined ? {} : { amount_sen: myrToSen(amount) }), updated_at: now })
    // Only while still pending: a payment that lands meanwhile wins over the edit.
    .where(and(eq(bills.id, id), eq(bills.account_id, accountId), eq(bills.status, 'pending')))
    .returning()
  if (!row) throw conflict('The bill was paid or changed meanwhile')
  return billView(deps.config.publicUrl, row, current.title, now)
}

type NewBill = v.InferOutput<typeof BillCreateSchema>

/** `fixedForm`: a payer's bill on a fixed-amount form, whose amount the merchant chose (no limit check). */
export async function createBill(
  deps: Deps,
  accountId: string,
  input: NewBill,
  options: { fixedForm?: boolean } = {},
): Promise<Bill> {
  const [collection] = await deps.db
    .select()
    .from(collections)
    .where(ownedRecord(collections, accountId, input.collection_id))
  if (!collection) throw validationError({ collection_id: 'No collection of yours has this id' })
  if (collection.record_status !== 1)
    throw conflict('This collection is inactive: start it before adding bills')
  if (input.customer_id) {
    const [customer] = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(ownedRecord(customers, accountId, input.customer_id))
    if (!customer) throw validationError({ customer_id: 'No customer of yours has this id' })
  }
  const now = deps.clock.now()
  // The merchant's payment settings: amount limits per payment, and the default expiry of a bill without a
  // due date.
  if (!options.fixedForm) await assertAmountWithinLimits(deps, accountId, myrToSen(input.amount))
  const dueDate = input.due_date ?? (await defaultDueDate(deps, accountId))
  const [row] = await deps.db
    .insert(bills)
    .values({
      account_id: accountId,
      collection_id: collection.id,
      customer_id: input.customer_id ?? null,
      invoice_no: newInvoiceNo(now),
      payer_name: input.payer_name,
      payer_email: input.payer_email ?? null,
      payer_phone: input.payer_phone ?? null,
      description: input.description ?? null,
      amount_sen: myrToSen(input.amount),
      due_date: dueDate,
      created_at: now,
      updated_at: now,
    })
    .returning()
  return billView(deps.config.publicUrl, row!, collection.title, now)
}

/** A bill past its due date (end of that Malaysian day) is expired; checked when it is read or paid. */
export function effectiveStatus(row: BillRow, now: Date): BillRow['status'] {
  if (row.status !== 'pending' || !row.due_date) return row.status
  const end = new Date(`${row.due_date}T23:59:59.999+08:00`)
  return now > end ? 'expired' : 'pending'
}
