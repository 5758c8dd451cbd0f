// Voided sales and refunds (SPEC §7: void-sale-records, void-record, void-record-based-bill-id,
// create-void-sale-payout-refund).
import * as v from 'valibot'
import {
  RefundSchema,
  VOID_SALE_KINDS,
  VOID_SALE_SORTS,
  VoidByBillSchema,
  VoidRecordSchema,
  VoidSaleRecordSchema,
} from '../../src/contract/void-sales.ts'
import { dateRangeEntries, listQuerySchema } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import type { Caller } from '../deps.ts'
import { requestHash, withIdempotentTransaction } from '../services/idempotency.ts'
import { listVoidSales, refundPayment, voidPayment } from '../services/money-out/void-sales.ts'

const VoidSaleListQuery = listQuerySchema(VOID_SALE_SORTS, 'created_at', {
  kind: v.optional(v.picklist(VOID_SALE_KINDS, 'Kind is void or refund')),
  ...dateRangeEntries,
})

const who = (caller: Caller) => ({ accountId: caller.accountId, userId: caller.userId })

export const voidSaleRoutes = defineRoutes({ tag: 'Money out', access: 'merchant' }, (r) => {
  r.records({
    id: 'voidSales',
    path: '/void-sale-records',
    label: 'Void sale record',
    row: VoidSaleRecordSchema,
    list: {
      summary:
        'Voided sales and refunds, newest first (sort by created_at or amount): filter by kind and dates (dd-MM-yyyy); search by record number, invoice number or payer',
      query: VoidSaleListQuery,
      run: accountDeps(listVoidSales),
      aliases: [{ id: 'voidSales.listPost', method: 'post' }],
    },
  })

  // One rule, two ways to name the payment: its invoice number, or the bill it paid.
  for (const [id, path, body, summary] of [
    [
      'voidSales.void',
      '/void-sale-records/merchant/void-record',
      VoidRecordSchema,
      'Void a paid payment that has not settled: the payer is not charged and the fee is waived. A settled payment is refunded instead (4090)',
    ],
    [
      'voidSales.voidByBill',
      '/void-sale-records/merchant/void-record-based-bill-id',
      VoidByBillSchema,
      'Void the payment of a bill (by the bill’s id), with the same rules as void-record',
    ],
  ] as const) {
    r.add({
      id,
      method: 'post',
      path,
      summary,
      permission: 'money',
      body,
      response: VoidSaleRecordSchema,
      handler: ({ c, deps, caller, body: input }) => {
        const payment = 'bill_id' in input ? { bill_id: input.bill_id } : { invoice_no: input.invoice_no }
        return withIdempotentTransaction(
          deps,
          `void:${caller.accountId}`,
          c.req.header('idempotency-key'),
          requestHash(input),
          async (tx) => ({
            data: await voidPayment(tx, who(caller), payment, input.reason),
            description: 'Payment voided',
          }),
        )
      },
    })
  }

  r.add({
    id: 'voidSales.refund',
    method: 'post',
    path: '/payment-services/switch/create-void-sale-payout-refund',
    summary:
      'Refund a settled payment in full or in part from the available balance (4092 when it is short); refunds of one payment never add up to more than it paid. Takes an Idempotency-Key. An unsettled payment is voided instead (4090)',
    permission: 'money',
    body: RefundSchema,
    response: VoidSaleRecordSchema,
    handler: ({ c, deps, caller, body }) => {
      return withIdempotentTransaction(
        deps,
        `refund:${caller.accountId}`,
        c.req.header('idempotency-key'),
        requestHash(body),
        async (tx) => ({
          data: await refundPayment(tx, who(caller), body.invoice_no, body.amount, body.reason),
          description: 'Refund made',
        }),
      )
    },
  })
})
