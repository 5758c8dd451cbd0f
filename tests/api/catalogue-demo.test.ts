// The demo catalogue the seed adds: categories, six products with images, tags and sarong variants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../server/services/catalogue/demo.ts'
import type { Product } from '../../src/contract/catalogue.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
let accountId: string
beforeAll(async () => {
  api = await startApi()
  const login = await api.login('merchant2@niaga.test')
  token = login.access_token
  accountId = login.account.id
})
afterAll(() => api.close())

describe('seedCatalogue', () => {
  it('creates the demo products with their prices, images and the Red sarong’s own price', async () => {
    const demo = await seedCatalogue(api.deps, accountId)
    expect(demo.categoryIds).toHaveLength(2)
    expect(demo.productIds).toHaveLength(6)
    const list = await api.call<ListData<Product>>('GET', '/products?sort=title&order=asc&limit=50', {
      token,
    })
    const byTitle = new Map(list.body.data.list.data.map((product) => [product.title, product]))
    expect(byTitle.get('Kopi Tenom 250g')).toMatchObject({
      price: '18.90',
      weight: 0.25,
      category_title: 'Food & drinks',
      subcategory_title: 'Coffee',
    })
    expect(byTitle.get('Sambal Nyet')).toMatchObject({ price: '15.50', stock: 3 })
    const sarong = byTitle.get('Batik Sarong')!
    expect(sarong.product_variant_enable).toBe(true)
    expect(sarong.variants.map((variant) => [variant.title, variant.custom_pricing_price])).toEqual([
      ['Blue', null],
      ['Red', '49.00'],
    ])
    for (const product of byTitle.values()) {
      expect(product.images).toHaveLength(1)
      const thumb = await api.app.request(product.images[0]!.thumb_url)
      expect(thumb.headers.get('content-type')).toBe('image/webp')
    }
  })
})
