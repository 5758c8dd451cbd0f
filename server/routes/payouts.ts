// Payouts (SPEC §7: list-payout-services/{bankTypeId}, create-payout-invoice, payout-records,
// crm-reporting/merchant/payout-status, reports/merchant/payout-report-range-date).
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  CreatePayoutSchema,
  PAYOUT_SORTS,
  PAYOUT_STATUSES,
  PayoutSchema,
  PayoutServiceSchema,
  PayoutStatusRequestSchema,
  PayoutTimelineSchema,
} from '../../src/contract/payouts.ts'
import { validationError } from '../errors.ts'
import { dateRangeEntries, DayDateSchema, listQuerySchema, oneOfEntry } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import { requestHash, withIdempotentTransaction } from '../services/idempotency.ts'
import { payoutReportStream } from '../services/money-out/payout-report.ts'
import { listPayouts, payoutServices, payoutTimeline, requestPayout } from '../services/money-out/payouts.ts'
import { dayStart } from '../services/pagination.ts'

const PayoutListQuery = listQuerySchema(PAYOUT_SORTS, 'created_at', {
  status: oneOfEntry('Status', PAYOUT_STATUSES),
  ...dateRangeEntries,
})
const BankTypeParams = v.object({
  bankTypeId: v.pipe(
    v.picklist(['1', '2'], 'bankTypeId is 1 (individual) or 2 (corporate)'),
    v.transform(Number),
  ),
})
const ReportQuery = v.object({ start_date: DayDateSchema, end_date: DayDateSchema })
const MAX_REPORT_DAYS = 366

export const payoutRoutes = defineRoutes({ tag: 'Money out', access: 'merchant', introducers: true }, (r) => {
  for (const [id, path, params] of [
    ['payouts.services', '/payment-services/switch/list-payout-services/:bankTypeId', BankTypeParams],
    ['payouts.servicesDefault', '/payment-services/switch/list-payout-services', undefined],
  ] as const) {
    r.add({
      id,
      method: 'get',
      path,
      summary:
        'Payout services (rails) for a bank type (1 individual, the default; 2 corporate), with their fee and processing time',
      params,
      response: listDataSchema(PayoutServiceSchema),
      handler: ({ params: p }) => {
        const data = payoutServices((p as { bankTypeId?: number } | undefined)?.bankTypeId ?? 1)
        return { data: { list: { data, total: data.length, skip: 0, limit: data.length } } }
      },
    })
  }

  r.add({
    id: 'payouts.create',
    method: 'post',
    path: '/payment-services/switch/create-payout-invoice',
    summary:
      'Pay out from the available balance to a verified bank account. Requires an Idempotency-Key header (a retry answers the first payout). Amount plus the service fee must not exceed the available balance (4092). Sandbox: amounts ending in .13 fail at the bank and the money returns. Owners, administrators and finance',
    permission: 'money',
    body: CreatePayoutSchema,
    response: PayoutSchema,
    handler: ({ c, deps, caller, body }) => {
      const key = c.req.header('idempotency-key')
      if (key === undefined)
        throw validationError({
          'Idempotency-Key': 'A payout needs an Idempotency-Key header, so a retry never pays twice',
        })
      return withIdempotentTransaction(
        deps,
        `payout:${caller.accountId}`,
        key,
        requestHash(body),
        async (tx) => ({
          data: await requestPayout(tx, caller.accountId, caller.userId, body),
          description: 'Payout requested',
        }),
      )
    },
  })

  r.records({
    id: 'payouts',
    path: '/payout-records',
    label: 'Payout',
    row: PayoutSchema,
    list: {
      summary:
        'Payouts: filter by status and requested dates (dd-MM-yyyy), search by invoice number, sort by created_at or amount',
      query: PayoutListQuery,
      run: accountDeps(listPayouts),
      aliases: [{ id: 'payouts.listPost', method: 'post' }],
    },
    get: {
      summary: 'One payout with its status timeline',
      row: PayoutTimelineSchema,
      run: (deps, caller, id) => payoutTimeline(deps, caller.accountId, { id }),
    },
  })

  r.add({
    id: 'payouts.status',
    method: 'post',
    path: '/crm-reporting/merchant/payout-status',
    summary: 'A payout’s status and timeline by its invoice number',
    permission: 'view',
    body: PayoutStatusRequestSchema,
    response: PayoutTimelineSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await payoutTimeline(deps, caller.accountId, { invoice_no: body.invoice_no }),
    }),
  })

  r.add({
    id: 'payouts.report',
    method: 'post',
    path: '/reports/merchant/payout-report-range-date',
    summary:
      'An XLSX file of the payouts requested from start_date to end_date (dd-MM-yyyy, Malaysian days, at most 366 days), streamed',
    introducers: false,
    permission: 'view',
    query: ReportQuery,
    download: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    handler: ({ deps, caller, query }) => {
      const days = (dayStart(query.end_date).getTime() - dayStart(query.start_date).getTime()) / 86_400_000
      if (days < 0) throw validationError({ end_date: 'The end date is before the start date' })
      if (days >= MAX_REPORT_DAYS)
        throw validationError({ end_date: `A report covers at most ${MAX_REPORT_DAYS} days` })
      return {
        data: null,
        file: {
          body: payoutReportStream(deps, caller.accountId, query.start_date, query.end_date),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          filename: `payouts-${query.start_date}-to-${query.end_date}.xlsx`,
        },
      }
    },
  })
})
