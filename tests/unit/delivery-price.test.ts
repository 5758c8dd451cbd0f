import { describe, expect, it } from 'vitest'
import {
  cartWeightGrams,
  deliveryOptions,
  estimatedDays,
  type DeliveryRate,
  type DeliveryZone,
} from '../../src/lib/delivery-price.ts'

const SELANGOR = '2609539372'
const SABAH = '1775640129'
const PERLIS = '2609539368'

const zones: DeliveryZone[] = [
  { id: 'west', name: 'Semenanjung', state_ids: [SELANGOR], active: true },
  { id: 'east', name: 'Sabah & Sarawak', state_ids: [SABAH], active: true },
  { id: 'old', name: 'Old north', state_ids: [PERLIS], active: false },
]
const rate = (r: Partial<DeliveryRate> & Pick<DeliveryRate, 'id' | 'zone_id'>): DeliveryRate => ({
  name: r.id,
  kind: 'weight',
  min_weight_grams: 0,
  max_weight_grams: null,
  price_sen: 1000,
  active: true,
  ...r,
})
const rates: DeliveryRate[] = [
  rate({ id: 'up-to-1kg', zone_id: 'west', min_weight_grams: 0, max_weight_grams: 1000, price_sen: 600 }),
  rate({ id: '1-5kg', zone_id: 'west', min_weight_grams: 1000, max_weight_grams: 5000, price_sen: 1200 }),
  rate({ id: '5kg+', zone_id: 'west', min_weight_grams: 5000, max_weight_grams: null, price_sen: 2500 }),
  rate({ id: 'express', zone_id: 'west', kind: 'flat', price_sen: 900 }),
  rate({ id: 'retired', zone_id: 'west', kind: 'flat', price_sen: 100, active: false }),
  rate({ id: 'east-flat', zone_id: 'east', kind: 'flat', price_sen: 2000 }),
]
const profile = { free_shipping_threshold_sen: 15000 }
const names = (weightKg: number, subtotalSen = 1000, stateId = SELANGOR) =>
  deliveryOptions(zones, rates, profile, stateId, weightKg, subtotalSen).options.map((o) => o.rate_id)

describe('deliveryOptions', () => {
  it('weight bands include their minimum and exclude their maximum', () => {
    expect(names(0)).toEqual(['up-to-1kg', 'express'])
    expect(names(0.999)).toEqual(['up-to-1kg', 'express'])
    expect(names(1)).toEqual(['express', '1-5kg'])
    expect(names(4.999)).toEqual(['express', '1-5kg'])
    expect(names(5)).toEqual(['express', '5kg+'])
    expect(names(900)).toEqual(['express', '5kg+'])
  })

  it('sorts options by price, cheapest first, with the zone and delivery estimate', () => {
    const quote = deliveryOptions(zones, rates, profile, SELANGOR, 2, 1000)
    expect(quote).toEqual({
      zone: { id: 'west', name: 'Semenanjung' },
      options: [
        { rate_id: 'express', name: 'express', price_sen: 900, free: false, estimated_days: '2-4' },
        { rate_id: '1-5kg', name: '1-5kg', price_sen: 1200, free: false, estimated_days: '2-4' },
      ],
    })
  })

  it('is free from the profile threshold, not a sen below it', () => {
    expect(
      deliveryOptions(zones, rates, profile, SELANGOR, 2, 14999).options.map((o) => [o.price_sen, o.free]),
    ).toEqual([
      [900, false],
      [1200, false],
    ])
    expect(
      deliveryOptions(zones, rates, profile, SELANGOR, 2, 15000).options.map((o) => [o.price_sen, o.free]),
    ).toEqual([
      [0, true],
      [0, true],
    ])
    expect(
      deliveryOptions(zones, rates, { free_shipping_threshold_sen: null }, SELANGOR, 2, 10_000_000).options[0]
        ?.free,
    ).toBe(false)
  })

  it('has no options where no active zone covers the state', () => {
    expect(deliveryOptions(zones, rates, profile, PERLIS, 1, 1000)).toEqual({ zone: null, options: [] })
    expect(deliveryOptions(zones, rates, profile, 'nowhere', 1, 1000)).toEqual({ zone: null, options: [] })
    expect(deliveryOptions([], [], null, SELANGOR, 1, 1000)).toEqual({ zone: null, options: [] })
  })

  it('uses only the covering zone’s active rates, with the longer estimate across the sea', () => {
    const quote = deliveryOptions(zones, rates, profile, SABAH, 30, 1000)
    expect(quote.options).toEqual([
      { rate_id: 'east-flat', name: 'east-flat', price_sen: 2000, free: false, estimated_days: '4-7' },
    ])
    expect(estimatedDays(SELANGOR)).toBe('2-4')
  })
})

describe('cartWeightGrams', () => {
  it('multiplies each unit weight by its quantity and counts 1 kg for an item without weight', () => {
    expect(
      cartWeightGrams([
        { weight_grams: 250, quantity: 4 },
        { weight_grams: null, quantity: 2 },
      ]),
    ).toBe(3000)
    expect(cartWeightGrams([])).toBe(0)
  })
})
