// Starting a payment of a bill: checks that the bill is payable and the channel allowed by the merchant's
// plan, records the attempt, and says where the payer goes next (the payer's side of the payment switch, the
// card issuer's 3-D Secure page, or the receipt when a card is decided at once).
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { ResponseCode } from '../../../src/contract/codes.ts'
import { CHANNEL_FLAGS, type Channel } from '../../../src/contract/constants.ts'
import { CHANNELS, type PayBillSchema } from '../../../src/contract/payments.ts'
import { bills, collections, paymentTransactions } from '../../db/schema/index.ts'
import { AppError, conflict, forbidden, notFound, validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { loadPlan } from '../accounts/views.ts'
import { newTransactionNo } from '../references.ts'
import { effectiveStatus } from './bills.ts'
import { decideCard } from './card.ts'
import { decide } from './settle.ts'
import { thankYouUrl } from './urls.ts'
import { currentPaymentSettings, orderChannels } from '../payment-settings/payment-settings.ts'
import { saveSuccessValues } from '../payment-settings/success-fields.ts'

type PayInput = v.InferOutput<typeof PayBillSchema>

export async function enabledChannels(deps: Deps, accountId: string): Promise<Channel[]> {
  const plan = await loadPlan(deps, accountId)
  if (!plan) return []
  const enabled = (Object.keys(CHANNEL_FLAGS) as Channel[]).filter((channel) => plan[CHANNEL_FLAGS[channel]])
  // In the merchant's order (payment settings), the rest in the default order.
  return orderChannels(enabled, (await currentPaymentSettings(deps, accountId))?.channel_order)
}

/**
 * The channels a bill can be paid with: its merchant's plan decides for sales and top-ups; Niaga's own
 * subscription invoices take every channel (a merchant whose plan lapsed must still be able to pay).
 */
export function channelsForBill(
  deps: Deps,
  bill: { account_id: string; purpose: string },
): Promise<Channel[]> {
  return bill.purpose === 'subscription'
    ? Promise.resolve([...CHANNELS])
    : enabledChannels(deps, bill.account_id)
}

const NOT_PAYABLE: Record<string, string> = {
  paid: 'This bill has already been paid',
  expired: 'This bill has expired',
  cancelled: 'This bill has been cancelled',
}

export async function startPayment(deps: Deps, invoiceNo: string, input: PayInput) {
  const now = deps.clock.now()
  const [row] = await deps.db
    .select({ bill: bills, collectionStatus: collections.record_status })
    .from(bills)
    .leftJoin(collections, eq(collections.id, bills.collection_id))
    .where(eq(bills.invoice_no, invoiceNo))
  if (!row) throw notFound('Bill')
  const status = effectiveStatus(row.bill, now)
  if (status !== 'pending') throw conflict(NOT_PAYABLE[status] ?? 'This bill cannot be paid')
  // A top-up or subscription invoice belongs to no collection.
  if (row.collectionStatus !== null && row.collectionStatus !== 1)
    throw conflict('This collection is not accepting payments')

  const service = await deps.providers.paymentSwitch.findService(input.payment_service_id)
  if (!service) throw validationError({ payment_service_id: 'Unknown payment method' })
  const channel = service.channel
  if (!(await channelsForBill(deps, row.bill)).includes(channel)) {
    throw forbidden('This payment method is not enabled for this merchant')
  }
  if (!service.online)
    throw new AppError(ResponseCode.CONFLICT, `${service.name} is offline right now; choose another bank`)
  if (channel === 'credit_card' && !input.card) throw validationError({ card: 'Card details are required' })
  // The merchant's success fields, checked and kept with the bill before any attempt is recorded.
  if (row.bill.purpose === 'sale') await saveSuccessValues(deps, row.bill, input.success_fields)

  const transactionNo = newTransactionNo(now)
  await deps.db.insert(paymentTransactions).values({
    account_id: row.bill.account_id,
    bill_id: row.bill.id,
    transaction_invoice_no: transactionNo,
    channel,
    payment_service_id: service.id,
    amount_sen: row.bill.amount_sen,
    created_at: now,
    updated_at: now,
  })

  if (channel === 'credit_card') {
    const card = await decideCard(deps, { transactionNo, amountSen: row.bill.amount_sen }, input.card!)
    await deps.db
      .update(paymentTransactions)
      .set({ card_mask: card.mask, next_action: card.decision === 'challenge' ? '3ds' : null })
      .where(eq(paymentTransactions.transaction_invoice_no, transactionNo))
    if (card.decision === 'challenge')
      return { transaction_invoice_no: transactionNo, redirect_url: card.challengeUrl }
    await decide(
      deps,
      transactionNo,
      card.decision === 'approve' ? { outcome: 'approve' } : { outcome: 'reject', reason: card.reason },
    )
    return { transaction_invoice_no: transactionNo, redirect_url: thankYouUrl(transactionNo) }
  }
  const { payerUrl } = await deps.providers.paymentSwitch.startPayment({
    transactionNo,
    serviceId: service.id,
    amountSen: row.bill.amount_sen,
  })
  return { transaction_invoice_no: transactionNo, redirect_url: payerUrl }
}

export async function findTransaction(deps: Deps, transactionNo: string) {
  const [row] = await deps.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.transaction_invoice_no, transactionNo)))
  if (!row) throw notFound('Transaction')
  return row
}
