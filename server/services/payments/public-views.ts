// What a payer sees without logging in: a bill or an active payment form, the channels its merchant's plan
// enables, and the buy-now-pay-later plan either would get.
import { and, eq } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/constants.ts'
import type { PublicBill, PublicCollection } from '../../../src/contract/payments.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { isUuid } from '../../../src/lib/uuid.ts'
import { accounts, bills, collections } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { notFound, validationError } from '../../errors.ts'
import { effectiveStatus } from './bills.ts'
import { payerFacingFields } from './collections.ts'
import { instalmentPlan } from './bnpl.ts'
import { channelsForBill, enabledChannels } from './start.ts'
import { publicMerchantProfile } from '../company/public-profile.ts'
import { publicPaySettings } from '../payment-settings/public-settings.ts'

/** What an invoice that belongs to no collection is called on its payment page. */
const INVOICE_TITLES = {
  sale: 'Bill',
  pool_topup: 'Pool top-up',
  subscription: 'Niaga subscription',
} as const

/** A bill of an active collection, as its payer sees it, found by its uuid or its invoice number (an invoice
 *  link may carry either). */
export async function publicBill(deps: Deps, reference: string): Promise<PublicBill> {
  const [row] = await deps.db
    .select({
      bill: bills,
      merchant: accounts.name,
      title: collections.title,
      status: collections.record_status,
    })
    .from(bills)
    .leftJoin(collections, eq(collections.id, bills.collection_id))
    .innerJoin(accounts, eq(accounts.id, bills.account_id))
    .where(isUuid(reference) ? eq(bills.id, reference) : eq(bills.invoice_no, reference.toUpperCase()))
  // A sale's collection must be active; top-up and subscription invoices have none.
  if (!row || (row.status !== null && row.status !== 1)) throw notFound('Bill')
  const b = row.bill
  return {
    uuid: b.id,
    invoice_no: b.invoice_no,
    amount: senToMyr(b.amount_sen),
    description: b.description,
    payer_name: b.payer_name,
    status: effectiveStatus(b, deps.clock.now()),
    due_date: b.due_date,
    merchant_name: row.merchant,
    collection_title: row.title ?? INVOICE_TITLES[b.purpose],
    channels: await channelsForBill(deps, b),
    merchant: await publicMerchantProfile(deps, b.account_id),
    // Niaga's own subscription invoices are not the merchant's page: its settings do not apply there.
    pay_settings: await publicPaySettings(deps, b.account_id, b.purpose === 'sale' ? b.collection_id : null),
  }
}

/** An active payment form, as a payer sees it. */
export async function publicCollection(deps: Deps, uuid: string): Promise<PublicCollection> {
  const [row] = await deps.db
    .select({ c: collections, merchant: accounts.name })
    .from(collections)
    .innerJoin(accounts, eq(accounts.id, collections.account_id))
    .where(and(eq(collections.id, uuid), eq(collections.record_status, 1)))
  if (!row) throw notFound('Collection')
  return {
    ...payerFacingFields(row.c),
    merchant_name: row.merchant,
    channels: await enabledChannels(deps, row.c.account_id),
    merchant: await publicMerchantProfile(deps, row.c.account_id),
    pay_settings: await publicPaySettings(deps, row.c.account_id, row.c.id),
  }
}

/** The channels the bill's merchant may offer. */
export async function billChannels(deps: Deps, uuid: string): Promise<Channel[]> {
  const [bill] = await deps.db
    .select({ account_id: bills.account_id, purpose: bills.purpose })
    .from(bills)
    .where(eq(bills.id, uuid))
  if (!bill) throw notFound('Bill')
  return channelsForBill(deps, bill)
}

export async function billInstalments(deps: Deps, uuid: string) {
  const [bill] = await deps.db.select({ amount: bills.amount_sen }).from(bills).where(eq(bills.id, uuid))
  if (!bill) throw notFound('Bill')
  return instalmentPlan(bill.amount, deps.clock.now())
}

/** A payment form's plan: its fixed amount, or the amount the payer would enter on an open one. */
export async function formInstalments(deps: Deps, uuid: string, amount: string | undefined) {
  const [c] = await deps.db
    .select({ fixed: collections.fixed_amount_sen })
    .from(collections)
    .where(and(eq(collections.id, uuid), eq(collections.record_status, 1)))
  if (!c) throw notFound('Collection')
  if (c.fixed !== null && amount !== undefined && myrToSen(amount) !== c.fixed) {
    throw validationError({ amount: `This form's amount is fixed at RM ${senToMyr(c.fixed)}` })
  }
  const sen = c.fixed ?? (amount === undefined ? undefined : myrToSen(amount))
  if (sen === undefined) throw validationError({ amount: 'The amount field is required' })
  return instalmentPlan(sen, deps.clock.now())
}
