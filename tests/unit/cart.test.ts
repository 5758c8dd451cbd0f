import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addToCart,
  cartCount,
  cartItemKey,
  cartTotal,
  cartTotalSen,
  cartWeightKg,
  orderTotalSen,
  removeFromCart,
  setQuantity,
  toCheckoutItems,
  type CartProduct,
  type CartVariant,
} from '../../src/lib/cart.ts'

const product = (over: Partial<CartProduct> = {}): CartProduct => ({
  id: 'p1',
  title: 'Kopi O',
  price: '12.90',
  weight: 0.25,
  min_purchase_quantity: 1,
  max_purchase_quantity: null,
  image_url: null,
  ...over,
})

const variant = (over: Partial<CartVariant> = {}): CartVariant => ({
  id: 'v1',
  title: 'Large',
  custom_pricing_enable: true,
  custom_pricing_price: '15.00',
  weight: null,
  ...over,
})

describe('cart rules (SPEC §4)', () => {
  it('raises the quantity when the same product is added again without a variant', () => {
    const items = addToCart(addToCart([], product(), null), product(), null, 2)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ quantity: 3, amount: '12.90', total_amount: '38.70' })
  })

  it('raises the quantity for the same variant and appends a different variant or no variant', () => {
    let items = addToCart([], product(), variant())
    items = addToCart(items, product(), variant())
    items = addToCart(items, product(), variant({ id: 'v2', custom_pricing_enable: false }))
    items = addToCart(items, product(), null)
    expect(items.map((i) => [i.variant?.id ?? null, i.quantity])).toEqual([
      ['v1', 2],
      ['v2', 1],
      [null, 1],
    ])
  })

  it('prices a variant at its custom price only when custom pricing is on', () => {
    const items = addToCart(
      addToCart([], product(), variant()),
      product(),
      variant({ id: 'v2', custom_pricing_enable: false, custom_pricing_price: '99.00' }),
    )
    expect(items.map((i) => i.amount)).toEqual(['15.00', '12.90'])
  })

  it('keeps quantities within the minimum and maximum purchase quantity', () => {
    const limited = product({ min_purchase_quantity: 2, max_purchase_quantity: 5 })
    let items = addToCart([], limited, null)
    expect(items[0]!.quantity).toBe(2)
    items = addToCart(items, limited, null, 10)
    expect(items[0]!.quantity).toBe(5)
    const key = cartItemKey('p1', null)
    expect(setQuantity(items, key, 0)[0]!.quantity).toBe(2)
    expect(setQuantity(items, key, 3)[0]).toMatchObject({ quantity: 3, total_amount: '38.70' })
  })

  it('removes one line and leaves the others', () => {
    const items = addToCart(addToCart([], product(), null), product({ id: 'p2' }), null)
    expect(removeFromCart(items, cartItemKey('p1', null)).map((i) => i.data.id)).toEqual(['p2'])
  })

  it('totals amount × quantity to the sen, where floating point would drift', () => {
    // 0.10 × 3 + 0.20 × 3 in floats is 0.9000000000000001.
    let items = addToCart([], product({ id: 'a', price: '0.10' }), null, 3)
    items = addToCart(items, product({ id: 'b', price: '0.20' }), null, 3)
    expect(cartTotal(items)).toBe('0.90')
    expect(cartCount(items)).toBe(6)
  })

  it('adds the chosen delivery price to the order total, and nothing while none is chosen', () => {
    const items = addToCart([], product({ id: 'a', price: '12.50' }), null, 1)
    expect(orderTotalSen(items, '8.00')).toBe(2050)
    expect(orderTotalSen(items, '0.10')).toBe(1260)
    expect(orderTotalSen(items, null)).toBe(1250)
    expect(orderTotalSen(items, undefined)).toBe(1250)
  })

  it('counts an item without weight as 1 kg and multiplies weights by quantity', () => {
    let items = addToCart([], product({ weight: null }), null, 2)
    items = addToCart(items, product({ id: 'p2', weight: 0.3 }), null, 3)
    items = addToCart(items, product({ id: 'p3', weight: 0.5 }), variant({ weight: 0.1 }))
    expect(cartWeightKg(items)).toBe(3)
  })

  it('sends only ids and quantities to the checkout', () => {
    const items = addToCart(addToCart([], product(), variant(), 2), product({ id: 'p2' }), null)
    expect(toCheckoutItems(items)).toEqual([
      { product_id: 'p1', variant_id: 'v1', quantity: 2 },
      { product_id: 'p2', variant_id: null, quantity: 1 },
    ])
  })
})

describe('cart properties', () => {
  const sen = fc.integer({ min: 0, max: 10_000_000 })
  const line = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    sen,
    qty: fc.integer({ min: 1, max: 50 }),
  })

  it('the total is the exact sum of unit sen × quantity, whatever the order of adding', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        let items: ReturnType<typeof addToCart> = []
        // Model: one line per product; the latest price applies to the whole line, quantities add up.
        const model = new Map<string, { unit: number; qty: number }>()
        for (const { id, sen: unit, qty } of lines) {
          items = addToCart(items, product({ id, price: (unit / 100).toFixed(2) }), null, qty)
          model.set(id, { unit, qty: (model.get(id)?.qty ?? 0) + qty })
        }
        const expected = [...model.values()].reduce((sum, l) => sum + l.unit * l.qty, 0)
        expect(cartTotalSen(items)).toBe(expected)
        expect(cartTotal(items)).toBe(
          `${Math.floor(expected / 100)}.${String(expected % 100).padStart(2, '0')}`,
        )
        expect(items).toHaveLength(model.size)
      }),
      { numRuns: 100 },
    )
  })

  it('the weight is the sum of each item weight (or 1 kg) × quantity', () => {
    const grams = fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null })
    fc.assert(
      fc.property(fc.array(fc.tuple(grams, fc.integer({ min: 1, max: 20 })), { maxLength: 15 }), (lines) => {
        let items: ReturnType<typeof addToCart> = []
        lines.forEach(([g, qty], i) => {
          items = addToCart(items, product({ id: `p${i}`, weight: g === null ? null : g / 1000 }), null, qty)
        })
        const expected = lines.reduce((sum, [g, qty]) => sum + (g ?? 1000) * qty, 0)
        expect(Math.round(cartWeightKg(items) * 1000)).toBe(expected)
      }),
      { numRuns: 100 },
    )
  })
})
