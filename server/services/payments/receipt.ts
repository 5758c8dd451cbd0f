// The receipt of a payment attempt, as the thank-you page and the status check show it.
import { eq } from 'drizzle-orm'
import type { Receipt } from '../../../src/contract/payments.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, bills, collections, paymentTransactions } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
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

/** With `requery`, a pending payment is asked about again at the payment switch (a bank confirms late). */
export async function buildReceipt(deps: Deps, transactionNo: string, requery: boolean): Promise<Receipt> {
  let row = await load(deps, transactionNo)
  if (requery && row.txn.status === 'pending') {
    const answer = await deps.providers.paymentSwitch.queryPayment(transactionNo)
    if (answer.status !== 'pending') {
      await decide(
        deps,
        transactionNo,
        answer.status === 'paid' ? { outcome: 'approve' } : { outcome: 'reject', reason: answer.reason },
      )
      row = await load(deps, transactionNo)
    }
  }
  const { txn, bill } = row
  return {
    transaction_invoice_no: txn.transaction_invoice_no,
    invoice_no: bill.invoice_no,
    status: txn.status,
    amount: senToMyr(txn.amount_sen),
    channel: txn.channel,
    payment_service:
      (await deps.providers.paymentSwitch.findService(txn.payment_service_id))?.name ?? txn.channel,
    merchant_name: row.merchant,
    bill_uuid: bill.id,
    card_mask: txn.card_mask,
    failure_reason: txn.failure_reason,
    paid_at: txn.status === 'paid' ? (txn.decided_at?.toISOString() ?? null) : null,
    updated_at: txn.updated_at.toISOString(),
    // A merchant who paid Niaga's subscription invoice goes back to the subscription page.
    redirect_url: row.redirect ?? (bill.purpose === 'subscription' ? '/subscriptions/view' : null),
    merchant: await publicMerchantProfile(deps, txn.account_id),
  }
}
