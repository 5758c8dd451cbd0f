// Payment records of the merchant: search, detail with callback deliveries, resend, and the fee calculator.
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { MyrAmountSchema } from '../../src/contract/money.ts'
import { CHANNELS, RECORD_CHANNELS, PaymentRecordSchema } from '../../src/contract/payments.ts'
import { myrToSen, senToMyr } from '../../src/lib/money.ts'
import { dateRangeEntries, orderEntry, pageEntries, searchEntry } from '../http/list-query.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { feeFor } from '../services/fees.ts'
import { callbackSecretFor, rotateCallbackSecret } from '../services/webhooks/signing.ts'
import {
  getPaymentRecord,
  listPaymentRecords,
  RECORD_STATUSES,
  resendCallback,
} from '../services/payments/payment-records.ts'

const RecordListQuery = v.object({
  ...pageEntries(),
  ...orderEntry(),
  ...searchEntry,
  status: v.optional(v.picklist(RECORD_STATUSES, `Status is one of: ${RECORD_STATUSES.join(', ')}`)),
  channel: v.optional(v.picklist(RECORD_CHANNELS, `Channel is one of: ${RECORD_CHANNELS.join(', ')}`)),
  ...dateRangeEntries,
})

export function registerPaymentRecordRoutes(r: Registry): void {
  r.add({
    id: 'paymentRecords.list',
    method: 'get',
    path: '/payment-records',
    summary:
      'Payments: search by invoice number or payer (name, email or phone), filter by status, channel and dates (dd-MM-yyyy, Malaysian days)',
    tag: 'Payments',
    access: 'merchant',
    query: RecordListQuery,
    response: listDataSchema(PaymentRecordSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listPaymentRecords(deps.db, caller.accountId, query) },
    }),
  })

  r.add({
    id: 'paymentRecords.get',
    method: 'get',
    path: '/payment-records/:id',
    summary: 'One payment with its callback delivery attempts',
    tag: 'Payments',
    access: 'merchant',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await getPaymentRecord(deps.db, caller.accountId, params.id),
    }),
  })

  r.add({
    id: 'callbacks.resend',
    method: 'post',
    path: '/payment-services/merchant-callback-data/send-data-based-invoice-id',
    summary: 'Send the payment callback of an invoice again',
    tag: 'Payments',
    access: 'merchant',
    body: v.strictObject({
      invoice_no: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('The invoice no field is required'),
        v.maxLength(64),
      ),
    }),
    handler: async ({ deps, caller, body }) => {
      await resendCallback(deps.db, caller.accountId, body.invoice_no, deps.clock.now())
      return { data: null, description: 'Callback queued' }
    },
  })

  // Not in SPEC §7: the merchant needs the signing secret to verify callbacks (docs/payments.md,
  // "Callbacks"). Owners and administrators only, like the account's other settings.
  const secretAnswer = (secret: string) => ({
    secret,
    algorithm: 'HMAC-SHA256',
    signed: '${X-Niaga-Timestamp}.${raw body}',
  })
  r.add({
    id: 'callbacks.secret',
    method: 'get',
    path: '/payment-services/merchant-callback-data/secret',
    summary: 'The account’s callback signing secret (owners and administrators)',
    tag: 'Payments',
    access: 'merchant',
    permission: 'settings',
    handler: async ({ deps, caller }) => {
      return { data: secretAnswer(await callbackSecretFor(deps.db, caller.accountId)) }
    },
  })

  r.add({
    id: 'callbacks.rotateSecret',
    method: 'post',
    path: '/payment-services/merchant-callback-data/secret/rotate',
    summary: 'Replace the callback signing secret; callbacks from now on are signed with the new one',
    tag: 'Payments',
    access: 'merchant',
    permission: 'settings',
    handler: async ({ deps, caller }) => {
      return {
        data: secretAnswer(await rotateCallbackSecret(deps.db, caller.accountId)),
        description: 'Callback secret replaced',
      }
    },
  })

  r.add({
    id: 'fees.calculate',
    method: 'post',
    path: '/payment-services/merchant/calculate-fee',
    summary: 'The fee and net amount of a payment of this amount by this channel',
    tag: 'Payments',
    access: 'merchant',
    permission: 'view',
    body: v.strictObject({
      amount: MyrAmountSchema,
      channel: v.picklist(CHANNELS, `Channel is one of: ${CHANNELS.join(', ')}`),
    }),
    handler: ({ body }) => {
      const sen = myrToSen(body.amount)
      const fee = feeFor(body.channel, sen)
      return {
        data: { amount: senToMyr(sen), fee: senToMyr(fee), net: senToMyr(sen - fee), channel: body.channel },
      }
    },
  })
}
