import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { payoutListParams, PayoutSearchSchema } from '@/app/ui/payout-search.ts'
import { merchantQuery, paymentQuery } from '@/features/introducer/introducer-params.ts'
import {
  IntroducerMerchantSearchSchema,
  IntroducerPaymentSearchSchema,
} from '@/features/introducer/introducer-search.ts'

const MERCHANT = '5b0f7a52-3c1e-4f8e-9a51-0a8d6c1f2b33'

describe("the introducer's lists: URL search → API query", () => {
  it('asks for the first page of 10, newest first, when the URL says nothing', () => {
    const search = v.parse(IntroducerPaymentSearchSchema, {})
    expect(paymentQuery(search)).toEqual({
      skip: 0,
      limit: 10,
      sort: 'created_at',
      order: 'desc',
      search: undefined,
      merchant_id: undefined,
      status: undefined,
      start_date: undefined,
      end_date: undefined,
    })
  })

  it('passes the filters on, with the days as the API takes them (a backwards range still means the days between)', () => {
    const search = v.parse(IntroducerPaymentSearchSchema, {
      skip: 20,
      limit: 500,
      sort: 'paid_at',
      order: 'asc',
      search: ' INV-1 ',
      merchant: MERCHANT,
      status: 'paid',
      from: '2026-11-30',
      to: '2026-11-01',
    })
    expect(paymentQuery(search)).toEqual({
      skip: 20,
      limit: 500,
      sort: 'paid_at',
      order: 'asc',
      search: 'INV-1',
      merchant_id: MERCHANT,
      status: 'paid',
      start_date: '01-11-2026',
      end_date: '30-11-2026',
    })
  })

  it('drops what a hand-edited URL gets wrong instead of failing the page', () => {
    const payments = v.parse(IntroducerPaymentSearchSchema, {
      limit: 7,
      status: 'stolen',
      merchant: 'x y',
      from: '2026-02-30',
      sort: 'fee',
    })
    expect(payments).toEqual({
      skip: undefined,
      limit: undefined,
      sort: undefined,
      order: undefined,
      search: undefined,
      merchant: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
    })
    const payouts = v.parse(PayoutSearchSchema, { tab: 'cards', status: 'paid' })
    expect(payouts.tab).toBeUndefined()
    expect(payoutListParams(payouts)).toMatchObject({ status: 'paid', skip: 0, limit: 10 })
    const merchants = v.parse(IntroducerMerchantSearchSchema, {
      onboarding: 'complete',
      sort: 'commission',
      order: 'desc',
    })
    expect(merchantQuery(merchants)).toMatchObject({
      onboarding_status: 'complete',
      sort: 'commission',
      order: 'desc',
    })
    expect(
      merchantQuery(v.parse(IntroducerMerchantSearchSchema, { onboarding: 'banned' })).onboarding_status,
    ).toBeUndefined()
  })
})
