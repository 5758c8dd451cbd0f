// The introducer's lists' search params (/transactions/payment, /transactions/payout, /merchants): the list
// state and each list's filters. Route definitions load with the console's first screen, so this names its
// choices here instead of importing the introducer contract (the types keep them in step with it).
import * as v from 'valibot'
import { choiceParam, dayParam, idParam, listSearchEntries } from '@/app/ui/list-search.ts'
import { PAYMENT_RECORD_STATUSES, PAYOUT_SORTS, PAYOUT_STATUSES } from '@/contract/list-choices.ts'
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
  from: dayParam,
  to: dayParam,
})
export type IntroducerPaymentSearch = v.InferOutput<typeof IntroducerPaymentSearchSchema>

export const INTRODUCER_PAYOUT_TABS = ['payouts', 'banks'] as const
export type IntroducerPayoutTab = (typeof INTRODUCER_PAYOUT_TABS)[number]

export const IntroducerPayoutSearchSchema = v.object({
  ...listSearchEntries(PAYOUT_SORTS),
  /** Absent: payouts; banks: the bank accounts payouts go to. */
  tab: choiceParam(INTRODUCER_PAYOUT_TABS),
  status: choiceParam(PAYOUT_STATUSES),
  from: dayParam,
  to: dayParam,
  /** The payout whose timeline is open in the drawer. */
  payout: idParam,
})
export type IntroducerPayoutSearch = v.InferOutput<typeof IntroducerPayoutSearchSchema>

export const IntroducerMerchantSearchSchema = v.object({
  ...listSearchEntries(MERCHANT_SORTS),
  onboarding: choiceParam(ONBOARDING_CHOICES),
})
export type IntroducerMerchantSearch = v.InferOutput<typeof IntroducerMerchantSearchSchema>
