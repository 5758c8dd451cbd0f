// The payment records list's search params: invoice search, status, channel, a date range, and the record
// whose details are open (so a link to one payment can be shared too).
import * as v from 'valibot'
import type { PaymentRecordListParams } from '@/api/payment-records.ts'
import { choiceParam, datedListParams, idParam, listSearchEntries } from '@/app/ui/list-search.ts'
import { apiDays, dayRangeEntries } from '@/app/ui/day-range.ts'
import { PAYMENT_RECORD_STATUSES } from '@/contract/list-choices.ts'
import { RECORD_CHANNELS } from '@/contract/payments.ts'

/** Newest first is the only order the list has; dates are the one sortable column. */
export const PAYMENT_RECORD_SORTS = ['created_at'] as const
/** The channels the server filters by (bills marked paid by hand, channel "manual", are not one of them). */
export const PAYMENT_CHANNELS = RECORD_CHANNELS

export const PaymentRecordSearchSchema = v.object({
  ...listSearchEntries(PAYMENT_RECORD_SORTS),
  status: choiceParam(PAYMENT_RECORD_STATUSES),
  channel: choiceParam(PAYMENT_CHANNELS),
  ...dayRangeEntries,
  record: idParam,
})
export type PaymentRecordSearch = v.InferOutput<typeof PaymentRecordSearchSchema>

export function paymentRecordParams(search: PaymentRecordSearch): PaymentRecordListParams {
  return { ...datedListParams(search), status: search.status, channel: search.channel, ...apiDays(search) }
}
