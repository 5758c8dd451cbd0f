// Sending bills' payment links by email and SMS ({messaging} bulk calls) through the sandbox outbox,
// and the outbox itself, where the merchant reads what a real provider would have delivered.
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { formatSen } from '../../src/lib/money.ts'
import { accounts, bills, messageOutbox } from '../db/schema/index.ts'
import type { Registry } from '../http/operation.ts'
import type { Caller, Deps } from '../deps.ts'
import { UuidSchema, queryInt } from '../http/validation.ts'
import { sendEmail, sendSms } from '../sandbox/mail.ts'
import { billPaymentUrl } from '../services/payments/urls.ts'

const BulkBody = v.strictObject({
  bill_ids: v.pipe(v.array(UuidSchema, 'bill_ids is a list of bill ids'), v.minLength(1, 'Choose at least one bill'), v.maxLength(500, 'At most 500 bills at once')),
})

async function sendLinks(deps: Deps, caller: Caller, billIds: string[], channel: 'email' | 'sms') {
  const [merchant] = await deps.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, caller.accountId))
  const rows = await deps.db.select().from(bills).where(and(eq(bills.account_id, caller.accountId), inArray(bills.id, billIds)))
  const skipped: { bill_id: string; reason: string }[] = billIds.filter((id) => !rows.some((b) => b.id === id)).map((id) => ({ bill_id: id, reason: 'Not found' }))
  let sent = 0
  for (const bill of rows) {
    const to = channel === 'email' ? bill.payer_email : bill.payer_phone
    if (bill.status !== 'pending') skipped.push({ bill_id: bill.id, reason: `The bill is ${bill.status}` })
    else if (!to) skipped.push({ bill_id: bill.id, reason: `The bill has no payer ${channel === 'email' ? 'email' : 'phone'}` })
    else {
      const link = billPaymentUrl(deps.config.publicUrl, bill.id)
      const text = `${merchant?.name ?? 'Niaga'}: please pay ${formatSen(bill.amount_sen)} for ${bill.invoice_no}: ${link}`
      if (channel === 'email') {
        await sendEmail(deps, { to, subject: `Bill ${bill.invoice_no} from ${merchant?.name ?? 'Niaga'}`, body: `Hello ${bill.payer_name},\n\n${text}\n`, meta: { link, bill_id: bill.id }, accountId: caller.accountId })
      } else {
        await sendSms(deps, { to, body: text, meta: { link, bill_id: bill.id }, accountId: caller.accountId })
      }
      sent++
    }
  }
  return { sent, skipped }
}

export function registerMessagingRoutes(r: Registry): void {
  for (const channel of ['email', 'sms'] as const) {
    r.add({
      id: channel === 'email' ? 'messaging.bulkEmail' : 'messaging.bulkSms',
      method: 'post',
      path: `/messaging-services/bulk-${channel}`,
      summary: `Send the payment links of pending bills by ${channel === 'email' ? 'email' : 'SMS'} (sandbox outbox)`,
      tag: 'Messaging',
      access: 'merchant',
      body: BulkBody,
      handler: async ({ deps, caller, body }) => {
        const result = await sendLinks(deps, caller, body.bill_ids, channel)
        return { data: result, description: `${result.sent} sent, ${result.skipped.length} skipped` }
      },
    })
  }

  r.add({
    id: 'sandbox.outbox',
    method: 'get',
    path: '/sandbox/outbox',
    summary: 'What the sandbox “sent” by email and SMS for this account',
    tag: 'Messaging',
    access: 'merchant',
    sandboxOnly: true,
    query: v.object({ skip: queryInt(0, 1_000_000, 0), limit: queryInt(1, 500, 10), channel: v.optional(v.picklist(['email', 'sms'], 'Channel is email or sms')) }),
    handler: async ({ deps, caller, query }) => {
      const where = and(eq(messageOutbox.account_id, caller.accountId), query.channel ? eq(messageOutbox.channel, query.channel) : undefined)
      const [rows, [total]] = await Promise.all([
        deps.db.select().from(messageOutbox).where(where).orderBy(desc(messageOutbox.created_at)).limit(query.limit).offset(query.skip),
        deps.db.select({ n: count() }).from(messageOutbox).where(where),
      ])
      const data = rows.map((m) => ({ id: m.id, channel: m.channel, recipient: m.recipient, subject: m.subject, body: m.body, created_at: m.created_at.toISOString() }))
      return { data: { list: { data, total: total?.n ?? 0, skip: query.skip, limit: query.limit } } }
    },
  })
}
