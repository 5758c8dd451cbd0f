// The receipt of a payment attempt, as the thank-you page and the status check show it.
import { eq } from 'drizzle-orm'
import type { Receipt } from '../../../src/contract/payments.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, bills, collections, paymentTransactions } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { findService } from '../../sandbox/payment-services.ts'
import { decide } from './settle.ts'
import { publicMerchantProfile } from '../company/public-profile.ts'

async function load(deps: Deps, transactionNo: string) {
  const [row] = await deps.db
    .select({
      txn: paymentTransactions,
      bill: bills,
      merchant: accounts.name,
      redirect: collections.redirect_url,
    })
    .from(paymentTransactions)
    .innerJoin(bills, eq(bills.id, paymentTransactions.bill_id))
    .leftJoin(collections, eq(collections.id, bills.collection_id))
    .innerJoin(accounts, eq(accounts.id, paymentTransactions.account_id))
    .where(eq(paymentTransactions.transaction_invoice_no, transactionNo))
  if (!row) throw notFound('Transaction')
  return row
}

/**
 * With `settlePending`, a pending sandbox payment settles on this check: the sandbox's stand-in for a
 * bank's late confirmation (FPX test bank C, or "pending" chosen on a sandbox page).
 */
export async function buildReceipt(
  deps: Deps,
  transactionNo: string,
  settlePending: boolean,
): Promise<Receipt> {
  let row = await load(deps, transactionNo)
  if (settlePending && row.txn.status === 'pending') {
    await decide(deps, transactionNo, { outcome: 'approve' })
    row = await load(deps, transactionNo)
  }
  const { txn, bill } = row
  return {
    transaction_invoice_no: txn.transaction_invoice_no,
    invoice_no: bill.invoice_no,
    status: txn.status,
    amount: senToMyr(txn.amount_sen),
    channel: txn.channel,
    payment_service: findService(txn.payment_service_id)?.name ?? txn.channel,
    merchant_name: row.merchant,
    bill_uuid: bill.id,
    card_mask: txn.card_mask,
    failure_reason: txn.failure_reason,
    paid_at: txn.status === 'paid' ? (txn.decided_at?.toISOString() ?? null) : null,
    updated_at: txn.updated_at.toISOString(),
    // A merchant who paid Niaga's subscription invoice goes back to the subscription page.
    redirect_url: row.redirect ?? (bill.purpose === 'subscription' ? '/subscriptions/view' : null),
    merchant: await publicMerchantProfile(deps.db, txn.account_id),
  }
}
