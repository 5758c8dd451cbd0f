// Sending pending bills' payment links by email or SMS through the mail and SMS providers; a bill that is
// not pending or has no address for the channel is skipped with the reason. The payer's language is not
// known, so the message reads in the merchant's: the account owner's, as its other outside notices do.
import { and, eq, inArray } from 'drizzle-orm'
import { formatSen } from '../../../src/lib/money.ts'
import { accounts, bills } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { ownerLanguage } from '../notifications/notify.ts'
import { wordsFor } from '../notifications/notice-words.ts'
import { billPaymentUrl } from '../payments/urls.ts'

export async function sendBillLinks(
  deps: Deps,
  accountId: string,
  billIds: string[],
  channel: 'email' | 'sms',
) {
  const [merchant] = await deps.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  const rows = await deps.db
    .select()
    .from(bills)
    .where(and(eq(bills.account_id, accountId), inArray(bills.id, billIds)))
  const skipped: { bill_id: string; reason: string }[] = billIds
    .filter((id) => !rows.some((b) => b.id === id))
    .map((id) => ({ bill_id: id, reason: 'Not found' }))
  const say = wordsFor(await ownerLanguage(deps, accountId))
  const from = merchant?.name ?? 'Niaga'
  let sent = 0
  for (const bill of rows) {
    const to = channel === 'email' ? bill.payer_email : bill.payer_phone
    if (bill.status !== 'pending') skipped.push({ bill_id: bill.id, reason: `The bill is ${bill.status}` })
    else if (!to)
      skipped.push({
        bill_id: bill.id,
        reason: `The bill has no payer ${channel === 'email' ? 'email' : 'phone'}`,
      })
    else {
      const link = billPaymentUrl(deps.config.publicUrl, bill.id)
      const text = say('{merchant}: please pay {amount} for {invoice}: {link}', {
        merchant: from,
        amount: formatSen(bill.amount_sen),
        invoice: bill.invoice_no,
        link,
      })
      if (channel === 'email') {
        await deps.providers.mail.send({
          to,
          subject: say('Bill {invoice} from {merchant}', { invoice: bill.invoice_no, merchant: from }),
          body: `${say('Hello {name},', { name: bill.payer_name })}\n\n${text}\n`,
          meta: { link, bill_id: bill.id },
          accountId,
        })
      } else {
        await deps.providers.sms.send({ to, body: text, meta: { link, bill_id: bill.id }, accountId })
      }
      sent++
    }
  }
  return { sent, skipped }
}
