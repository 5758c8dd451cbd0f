// What each introducer list asks the API for, from its route's search params (introducer-search.ts).
import { apiDays } from '@/app/ui/day-range.ts'
import { resolveList } from '@/app/ui/list-search.ts'
import type { IntroducerMerchantQuery, IntroducerPaymentQuery } from '@/contract/introducer.ts'
import type { IntroducerMerchantSearch, IntroducerPaymentSearch } from './introducer-search.ts'

export function paymentQuery(search: IntroducerPaymentSearch): IntroducerPaymentQuery {
  return {
    ...resolveList(search),
    merchant_id: search.merchant,
    status: search.status,
    ...apiDays(search),
  }
}

export function merchantQuery(search: IntroducerMerchantSearch): IntroducerMerchantQuery {
  return { ...resolveList(search), onboarding_status: search.onboarding }
}

/** Every referred merchant, by name, for the payments list's merchant filter. */
export const MERCHANT_CHOICES_QUERY: IntroducerMerchantQuery = {
  skip: 0,
  limit: 500,
  sort: 'name',
  order: 'asc',
}
