// The product form and variant rows: what the merchant typed becomes the payload the API expects, and
// mistakes are caught under their fields before anything is sent.
import { describe, expect, it } from 'vitest'
import {
  EMPTY_PRODUCT,
  productPayload,
  validateProduct,
} from '../../src/features/products/product-form-values.ts'
import { checkVariantRow, newVariantRow, variantPayload } from '../../src/features/products/variant-rows.ts'

describe('product form', () => {
  it('turns typed text into the API payload, empty optional fields into null', () => {
    const payload = productPayload({
      ...EMPTY_PRODUCT,
      title: ' Kopi Tenom ',
      price: '18.90',
      weight: '0.25',
      stock: '',
      tags: ['kopi'],
      image_ids: ['a'],
    })
    expect(payload).toEqual({
      title: 'Kopi Tenom',
      description: null,
      price: '18.90',
      weight: 0.25,
      stock: null,
      min_purchase_quantity: 1,
      max_purchase_quantity: null,
      product_variant_enable: false,
      category_id: null,
      subcategory_id: null,
      tags: ['kopi'],
      image_ids: ['a'],
      is_active: true,
    })
  })

  it('names each field that needs fixing', () => {
    const errors = validateProduct(
      {
        ...EMPTY_PRODUCT,
        price: '1.999',
        weight: '0.2345',
        stock: '-1',
        min_purchase_quantity: '3',
        max_purchase_quantity: '2',
        subcategory_id: 'x',
      },
      'en',
    )
    expect(Object.keys(errors).sort()).toEqual([
      'category_id',
      'max_purchase_quantity',
      'price',
      'stock',
      'title',
      'weight',
    ])
    expect(errors.max_purchase_quantity).toBe(
      'The maximum purchase quantity must be at least the minimum purchase quantity',
    )
    expect(validateProduct({ ...EMPTY_PRODUCT, title: 'Dodol', price: '12' }, 'en')).toEqual({})
  })
})

describe('variant rows', () => {
  it('require a title, and a price only while custom pricing is on', () => {
    expect(checkVariantRow(newVariantRow())).toEqual({ title: 'The title field is required' })
    const red = { ...newVariantRow(), title: 'Red', custom_pricing_enable: true }
    expect(checkVariantRow(red)).toEqual({
      custom_pricing_price: 'The custom price is required when custom pricing is on',
    })
    expect(checkVariantRow({ ...red, custom_pricing_price: '49.00' })).toEqual({})
  })

  it('drop a custom price when custom pricing is off', () => {
    const row = { ...newVariantRow(), title: 'Blue', custom_pricing_price: '40.00', stock: '10' }
    expect(variantPayload(row)).toEqual({
      title: 'Blue',
      sku: null,
      custom_pricing_enable: false,
      custom_pricing_price: null,
      weight: null,
      stock: 10,
    })
  })
})
