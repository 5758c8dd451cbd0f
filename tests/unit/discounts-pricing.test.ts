// The one discount pricing the server charges and the storefront shows (src/contract/discounts.ts).
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  DiscountCreateSchema,
  discountLabel,
  discountRefusal,
  priceDiscount,
  shopperPhoneKey,
  termsFromApi,
  termsToApi,
  type DiscountTerms,
  type DiscountUse,
} from '../../src/contract/discounts.ts'

const percent = (value: number, extra: Partial<DiscountTerms> = {}): DiscountTerms => ({
  type: 'percent',
  value,
  min_spend_sen: null,
  max_discount_sen: null,
  ...extra,
})
const fixed = (value: number, extra: Partial<DiscountTerms> = {}): DiscountTerms => ({
  type: 'fixed',
  value,
  min_spend_sen: null,
  max_discount_sen: null,
  ...extra,
})

describe('priceDiscount', () => {
  it('takes a percentage of the subtotal, rounding half up to the sen', () => {
    expect(priceDiscount(percent(1000), 6000)).toBe(600)
    expect(priceDiscount(percent(1250), 1999)).toBe(250) // 249.875 → 250
    expect(priceDiscount(percent(1000), 5)).toBe(1) // 0.5 → 1
    expect(priceDiscount(percent(1000), 4)).toBe(0) // 0.4 → 0
    expect(priceDiscount(percent(10000), 12345)).toBe(12345)
  })

  it('stops a percentage at its cap; a cap means nothing to a fixed amount', () => {
    expect(priceDiscount(percent(5000, { max_discount_sen: 1500 }), 4000)).toBe(1500)
    expect(priceDiscount(percent(5000, { max_discount_sen: 1500 }), 2000)).toBe(1000)
    expect(priceDiscount(fixed(800, { max_discount_sen: 100 }), 2000)).toBe(800)
  })

  it('clamps a fixed amount to the subtotal, and leaves 1 sen when told what is payable', () => {
    expect(priceDiscount(fixed(10000), 2000)).toBe(2000)
    expect(priceDiscount(fixed(10000), 2000, 2800)).toBe(2000)
    expect(priceDiscount(fixed(10000), 2000, 2000)).toBe(1999)
    expect(priceDiscount(percent(10000), 2000, 2000)).toBe(1999)
  })

  it('gives nothing below the minimum spend or for an empty cart', () => {
    expect(priceDiscount(fixed(500, { min_spend_sen: 3000 }), 2999)).toBe(0)
    expect(priceDiscount(fixed(500, { min_spend_sen: 3000 }), 3000)).toBe(500)
    expect(priceDiscount(percent(1000), 0)).toBe(0)
  })
})

describe('discountRefusal', () => {
  const use = (extra: Partial<DiscountUse> = {}): DiscountUse => ({
    code: 'WELCOME10',
    is_active: true,
    valid_from: '2026-11-01',
    valid_until: '2026-11-30',
    store_ids: null,
    usage_limit: null,
    usage_limit_per_shopper: null,
    times_used: 0,
    terms: percent(1000),
    ...extra,
  })
  const cart = { storeId: 's1', subtotalSen: 5000, today: '2026-11-22' }

  it('applies within the dates, both days included', () => {
    expect(discountRefusal(use(), cart)).toBeNull()
    expect(discountRefusal(use(), { ...cart, today: '2026-11-01' })).toBeNull()
    expect(discountRefusal(use(), { ...cart, today: '2026-11-30' })).toBeNull()
  })

  it('names each refusal in a sentence a shopper understands', () => {
    expect(discountRefusal(use({ is_active: false }), cart)).toEqual({
      reason: 'inactive',
      message: 'WELCOME10 is no longer available',
    })
    expect(discountRefusal(use(), { ...cart, today: '2026-10-31' })).toEqual({
      reason: 'not_started',
      message: 'WELCOME10 can be used from 1 Nov 2026',
    })
    expect(discountRefusal(use(), { ...cart, today: '2026-12-01' })).toEqual({
      reason: 'expired',
      message: 'WELCOME10 expired on 30 Nov 2026',
    })
    expect(discountRefusal(use({ store_ids: ['s2'] }), cart)?.reason).toBe('other_store')
    expect(discountRefusal(use({ usage_limit: 5, times_used: 5 }), cart)).toEqual({
      reason: 'used_up',
      message: 'WELCOME10 has been fully redeemed',
    })
    expect(discountRefusal(use({ usage_limit_per_shopper: 1 }), { ...cart, shopperUses: 1 })).toEqual({
      reason: 'shopper_used_up',
      message: 'You have already used WELCOME10',
    })
    expect(discountRefusal(use({ usage_limit_per_shopper: 3 }), { ...cart, shopperUses: 3 })?.message).toBe(
      'You have used WELCOME10 3 times, the most allowed',
    )
    expect(discountRefusal(use({ terms: percent(1000, { min_spend_sen: 10000 }) }), cart)).toEqual({
      reason: 'min_spend',
      message: 'Spend at least RM 100.00 on items to use WELCOME10 (your items come to RM 50.00)',
    })
  })
})

describe('the code’s fields', () => {
  it('stores codes upper-case and describes them', () => {
    const parsed = v.parse(DiscountCreateSchema, {
      code: ' rm5off ',
      type: 'fixed',
      value: 5,
      min_spend: '30',
    })
    expect(parsed).toMatchObject({ code: 'RM5OFF', value: '5', min_spend: '30' })
    expect(discountLabel(fixed(500, { min_spend_sen: 3000 }))).toBe(
      'RM 5.00 off when you spend RM 30.00 or more',
    )
    expect(discountLabel(percent(1050, { max_discount_sen: 200000 }))).toBe('10.5% off, up to RM 2,000.00')
  })

  it('reads the same shopper’s phone however it is written', () => {
    expect(shopperPhoneKey('+60 12-345 6789')).toBe('60123456789')
    expect(shopperPhoneKey('012-345 6789')).toBe('60123456789')
    expect(shopperPhoneKey('')).toBeNull()
  })

  it('carries terms through the API unchanged', () => {
    const terms = percent(1250, { min_spend_sen: 3000, max_discount_sen: 2000 })
    expect(termsToApi(terms)).toEqual({
      type: 'percent',
      value: '12.50',
      min_spend: '30.00',
      max_discount: '20.00',
    })
    expect(termsFromApi(termsToApi(terms))).toEqual(terms)
  })
})
