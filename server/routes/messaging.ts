// Sending bills' payment links by email and SMS ({messaging} bulk calls) through the sandbox outbox,
// and the outbox itself, where the merchant reads what a real provider would have delivered.
import * as v from 'valibot'
import { pageEntries } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { sendBillLinks } from '../services/messaging/bill-links.ts'
import { listOutbox } from '../services/messaging/outbox.ts'

const BulkBody = v.strictObject({
  bill_ids: v.pipe(
    v.array(UuidSchema, 'bill_ids is a list of bill ids'),
    v.minLength(1, 'Choose at least one bill'),
    v.maxLength(500, 'At most 500 bills at once'),
  ),
})

export const messagingRoutes = defineRoutes({ tag: 'Messaging', access: 'merchant' }, (r) => {
  for (const channel of ['email', 'sms'] as const) {
    r.add({
      id: channel === 'email' ? 'messaging.bulkEmail' : 'messaging.bulkSms',
      method: 'post',
      path: `/messaging-services/bulk-${channel}`,
      summary: `Send the payment links of pending bills by ${channel === 'email' ? 'email' : 'SMS'} (sandbox outbox)`,
      body: BulkBody,
      handler: async ({ deps, caller, body }) => {
        const result = await sendBillLinks(deps, caller.accountId, body.bill_ids, channel)
        return { data: result, description: `${result.sent} sent, ${result.skipped.length} skipped` }
      },
    })
  }

  r.add({
    id: 'sandbox.outbox',
    method: 'get',
    path: '/sandbox/outbox',
    summary: 'What the sandbox “sent” by email and SMS for this account',
    sandboxOnly: true,
    query: v.object({
      ...pageEntries(),
      channel: v.optional(v.picklist(['email', 'sms'], 'Channel is email or sms')),
    }),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listOutbox(deps, caller.accountId, query) },
    }),
  })
})
