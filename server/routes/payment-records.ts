// Payment records of the merchant: search, detail with callback deliveries, resend, payments recorded by
// hand (manual-payments.ts), and the fee calculator.
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { MyrAmountSchema } from '../../src/contract/money.ts'
import { CHANNELS, RECORD_CHANNELS, PaymentRecordSchema } from '../../src/contract/payments.ts'
import {
  BillInvoicePaymentSchema,
  invoiceNoField,
  ManualPaymentCreateSchema,
  ManualPaymentUpdateSchema,
} from '../../src/contract/manual-payments.ts'
import { myrToSen, senToMyr } from '../../src/lib/money.ts'
import { dateRangeEntries, oneOfEntry, orderEntry, pageEntries, searchEntry } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { feeFor } from '../services/fees.ts'
import { callbackSecretFor, rotateCallbackSecret } from '../services/webhooks/signing.ts'
import {
  getPaymentRecord,
  listPaymentRecords,
  RECORD_STATUSES,
  resendCallback,
} from '../services/payments/payment-records.ts'
import {
  createManualPayment,
  deleteManualPayment,
  payBillInvoice,
  updateManualPayment,
} from '../services/payments/manual-payments.ts'

const RecordListQuery = v.object({
  ...pageEntries(),
  ...orderEntry(),
  ...searchEntry,
  status: oneOfEntry('Status', RECORD_STATUSES),
  channel: oneOfEntry('Channel', RECORD_CHANNELS),
  ...dateRangeEntries,
})

export const paymentRecordRoutes = defineRoutes({ tag: 'Payments', access: 'merchant' }, (r) => {
  r.add({
    id: 'paymentRecords.list',
    method: 'get',
    path: '/payment-records',
    summary:
      'Payments: search by invoice number or payer (name, email or phone), filter by status, channel and dates (dd-MM-yyyy, Malaysian days)',
    query: RecordListQuery,
    response: listDataSchema(PaymentRecordSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listPaymentRecords(deps, caller.accountId, query) },
    }),
  })

  r.add({
    id: 'paymentRecords.get',
    method: 'get',
    path: '/payment-records/:id',
    summary: 'One payment with its callback delivery attempts',
    params: IdParamsSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await getPaymentRecord(deps, caller.accountId, params.id),
    }),
  })

  const manualRule =
    'A manual payment moved no money through Niaga: channel `manual`, no fee, no balance, no settlement.'
  r.add({
    id: 'paymentRecords.create',
    method: 'post',
    path: '/payment-records',
    summary: 'Record a payment received outside Niaga (cash or a transfer to your own account)',
    description: `${manualRule} paid_at defaults to now and cannot be in the future.`,
    body: ManualPaymentCreateSchema,
    response: PaymentRecordSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await createManualPayment(deps, caller.accountId, body),
      description: 'Payment recorded',
    }),
  })

  r.add({
    id: 'paymentRecords.payBillInvoice',
    method: 'post',
    path: '/payment-records/bill-invoice/',
    summary: 'Record a pending bill, named by its invoice number, as paid outside Niaga',
    description: `${manualRule} The bill becomes paid; a bill that is not pending answers 4090.`,
    body: BillInvoicePaymentSchema,
    response: PaymentRecordSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await payBillInvoice(deps, caller.accountId, body),
      description: 'Bill marked paid',
    }),
  })

  r.group({ permission: 'money' }, (money) => {
    money.add({
      id: 'paymentRecords.update',
      method: 'put',
      path: '/payment-records/:id',
      summary: 'Correct a manual payment (amount, payer, when it was paid)',
      description:
        'Manual payments only: a payment through a channel answers 4090 (void or refund it instead). A bill’s payment keeps the bill’s amount.',
      params: IdParamsSchema,
      body: ManualPaymentUpdateSchema,
      response: PaymentRecordSchema,
      handler: async ({ deps, caller, params, body }) => ({
        data: await updateManualPayment(deps, caller.accountId, params.id, body),
        description: 'Payment record updated',
      }),
    })

    money.add({
      id: 'paymentRecords.delete',
      method: 'delete',
      path: '/payment-records/:id',
      summary: 'Remove a manual payment recorded by mistake; the bill it paid is open again',
      description:
        'Manual payments only: a payment through a channel has money behind it and answers 4090 (void or refund it instead).',
      params: IdParamsSchema,
      handler: async ({ deps, caller, params }) => ({
        data: await deleteManualPayment(deps, caller.accountId, params.id),
        description: 'Payment record deleted',
      }),
    })
  })

  r.add({
    id: 'callbacks.resend',
    method: 'post',
    path: '/payment-services/merchant-callback-data/send-data-based-invoice-id',
    summary: 'Send the payment callback of an invoice again',
    body: v.strictObject({ invoice_no: invoiceNoField }),
    handler: async ({ deps, caller, body }) => {
      await resendCallback(deps, caller.accountId, body.invoice_no)
      return { data: null, description: 'Callback queued' }
    },
  })

  // Not in SPEC §7: the merchant needs the signing secret to verify callbacks (docs/payments.md,
  // "Callbacks"). Owners and administrators only, like the account's other settings.
  const secretAnswer = (secret: string) => ({
    secret,
    // Standard Webhooks (docs/developers-and-webhooks.md, "Signatures"): what the libraries verify.
    algorithm: 'HMAC-SHA256',
    signed: '${webhook-id}.${webhook-timestamp}.${raw body}',
  })
  r.group({ permission: 'settings' }, (owners) => {
    owners.add({
      id: 'callbacks.secret',
      method: 'get',
      path: '/payment-services/merchant-callback-data/secret',
      summary: 'The account’s callback signing secret (owners and administrators)',
      handler: async ({ deps, caller }) => ({
        data: secretAnswer(await callbackSecretFor(deps, caller.accountId)),
      }),
    })

    owners.add({
      id: 'callbacks.rotateSecret',
      method: 'post',
      path: '/payment-services/merchant-callback-data/secret/rotate',
      summary: 'Replace the callback signing secret; callbacks from now on are signed with the new one',
      handler: async ({ deps, caller }) => ({
        data: secretAnswer(await rotateCallbackSecret(deps, caller.accountId)),
        description: 'Callback secret replaced',
      }),
    })
  })

  r.add({
    id: 'fees.calculate',
    method: 'post',
    path: '/payment-services/merchant/calculate-fee',
    summary: 'The fee and net amount of a payment of this amount by this channel',
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
})
