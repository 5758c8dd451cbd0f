// The introducer's lists' search params (/transactions/payment, /merchants; /transactions/payout has every
// payouts page's, src/app/ui/payout-search.ts): the list state and each list's filters. Route definitions
// load with the console's first screen, so this names its choices here instead of importing the introducer
// contract (the types keep them in step with it).
import * as v from 'valibot'
import { dayRangeEntries } from '@/app/ui/day-range.ts'
import { choiceParam, idParam, listSearchEntries } from '@/app/ui/list-search.ts'
import { PAYMENT_RECORD_STATUSES } from '@/contract/list-choices.ts'
import type {
  IntroducerMerchantQuery,
  IntroducerPaymentQuery,
  OnboardingStatus,
} from '@/contract/introducer.ts'

type Choices<T> = readonly [NonNullable<T>, ...NonNullable<T>[]]

const PAYMENT_SORTS = ['created_at', 'paid_at', 'amount'] as const satisfies Choices<
  IntroducerPaymentQuery['sort']
>
const MERCHANT_SORTS = ['created_at', 'name', 'payment_amount', 'commission'] as const satisfies Choices<
  IntroducerMerchantQuery['sort']
>
export const ONBOARDING_CHOICES = [
  'registered',
  'company_details',
  'complete',
  'inactive',
] as const satisfies Choices<OnboardingStatus>

export const IntroducerPaymentSearchSchema = v.object({
  ...listSearchEntries(PAYMENT_SORTS),
  /** One referred merchant's payments (the merchants list links here). */
  merchant: idParam,
  status: choiceParam(PAYMENT_RECORD_STATUSES),
  ...dayRangeEntries,
})
export type IntroducerPaymentSearch = v.InferOutput<typeof IntroducerPaymentSearchSchema>

export const IntroducerMerchantSearchSchema = v.object({
  ...listSearchEntries(MERCHANT_SORTS),
  onboarding: choiceParam(ONBOARDING_CHOICES),
})
export type IntroducerMerchantSearch = v.InferOutput<typeof IntroducerMerchantSearchSchema>
