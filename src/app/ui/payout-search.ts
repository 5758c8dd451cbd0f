// The search params of a payouts page (a merchant's /payout/view, an introducer's /transactions/payout): the
// tab (payouts or bank accounts), the list state of the tab shown, the payout filters (status, date range,
// invoice search) and the payout whose timeline is open.
import * as v from 'valibot'
import { PAYOUT_SORTS, PAYOUT_STATUSES } from '@/contract/list-choices.ts'
import { apiDays, dayRangeEntries } from './day-range.ts'
import { choiceParam, idParam, listSearchEntries, pageParams, resolveList } from './list-search.ts'

export const PAYOUT_TABS = ['payouts', 'banks'] as const
export type PayoutTab = (typeof PAYOUT_TABS)[number]

export const PayoutSearchSchema = v.object({
  ...listSearchEntries(PAYOUT_SORTS),
  /** Absent: payouts; banks: the bank accounts payouts go to. */
  tab: choiceParam(PAYOUT_TABS),
  status: choiceParam(PAYOUT_STATUSES),
  ...dayRangeEntries,
  /** The payout whose timeline is open in the drawer. */
  payout: idParam,
})
export type PayoutSearch = v.InferOutput<typeof PayoutSearchSchema>

/** What the payouts list asks the API for. */
export function payoutListParams(search: PayoutSearch) {
  return { ...resolveList(search), status: search.status, ...apiDays(search) }
}

/** The bank accounts tab pages and searches with the same skip, limit and search. */
export function bankListParams(search: PayoutSearch) {
  return { ...pageParams(search), search: resolveList(search).search }
}

/** What the route's loader depends on: the open payout is not part of the list. */
export function payoutListDeps({ payout: _open, ...list }: PayoutSearch) {
  return list
}

/** Another tab starts from its first page with no search or filters (they belonged to the other list). */
export const switchPayoutTab = (tab: PayoutTab): Partial<PayoutSearch> => ({
  tab: tab === 'payouts' ? undefined : tab,
  search: undefined,
  status: undefined,
  from: undefined,
  to: undefined,
  sort: undefined,
  order: undefined,
})
