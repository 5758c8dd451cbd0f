// The settlement lists' search params (/settlement/view, and the self-settlement history): settlement number
// search, channel, status, kind, a date range, and the settlement whose details are open.
import * as v from 'valibot'
import type { SettlementListParams } from '@/api/settlements.ts'
import { apiDays, dayRangeEntries } from '@/app/ui/day-range.ts'
import { choiceParam, datedListParams, idParam, listSearchEntries } from '@/app/ui/list-search.ts'
import { CHANNELS } from '@/contract/payments.ts'
import { SETTLEMENT_KINDS, SETTLEMENT_STATUSES } from '@/contract/list-choices.ts'

/** Newest first is the only order the API has; the date is the one sortable column (order only). */
export const SETTLEMENT_SORTS = ['created_at'] as const
export const SETTLEMENT_CHANNELS = CHANNELS as unknown as readonly [string, ...string[]]

export const SettlementSearchSchema = v.object({
  ...listSearchEntries(SETTLEMENT_SORTS),
  channel: choiceParam(SETTLEMENT_CHANNELS),
  status: choiceParam(SETTLEMENT_STATUSES),
  kind: choiceParam(SETTLEMENT_KINDS),
  ...dayRangeEntries,
  /** The settlement open in the drawer. */
  settlement: idParam,
})
export type SettlementSearch = v.InferOutput<typeof SettlementSearchSchema>

/** `kind` fixes the kind (the self-settlement page lists self-settlements only). */
export function settlementListParams(
  search: SettlementSearch,
  kind: SettlementSearch['kind'] = search.kind,
): SettlementListParams {
  return {
    ...datedListParams(search),
    channel: search.channel,
    status: search.status,
    kind,
    ...apiDays(search),
  }
}

/** The list query of a route: the open settlement is not part of it (opening one must not refetch). */
export function settlementListDeps({ settlement: _open, ...list }: SettlementSearch) {
  return list
}
