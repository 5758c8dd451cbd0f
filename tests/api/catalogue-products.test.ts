// Products and variants: create with tags, images and a category, read, list, change, bulk update
// (all or nothing), delete with cascade; rich-text sanitising; tenancy.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Category, CloudImage, Product, Subcategory, Variant } from '../../src/contract/catalogue.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
let otherToken: string
let category: Category
let subcategory: Subcategory
let image: CloudImage
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  otherToken = (await api.login('merchant2@niaga.test')).access_token
  category = (await post<Category>('/product-categories', { title: 'Makanan' })).body.data
  subcategory = (await post<Subcategory>('/product-subcategory', { category_id: category.id, title: 'Kuih' }))
    .body.data
  image = await upload(token, 'kuih.png')
})
afterAll(() => api.close())

function post<T>(path: string, body: unknown, as = token) {
  return api.call<T>('POST', path, { token: as, body })
}

async function upload(as: string, name: string): Promise<CloudImage> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new File([new Uint8Array(png)], name, { type: 'image/png' }))
  const res = await api.app.request('/api/v1/merchant-cloud-image', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${as}` },
  })
  return ((await res.json()) as { data: CloudImage }).data
}

const newProduct = (overrides: Record<string, unknown> = {}) =>
  post<Product>('/products', { title: 'Kuih Lapis', price: '8.50', ...overrides })

describe('products', () => {
  it('creates a product with every field and reads it back with tags, images and names', async () => {
    const res = await newProduct({
      description: '<p>Nine <strong>layers</strong></p>',
      weight: 0.255,
      stock: 12,
      min_purchase_quantity: 2,
      max_purchase_quantity: 10,
      category_id: category.id,
      subcategory_id: subcategory.id,
      tags: ['Lapis Sarawak', 'manis', 'LAPIS SARAWAK'],
      image_ids: [image.id],
      is_active: true,
    })
    expect(res.body.response_code).toBe(2000)
    expect(res.body.description).toBe('Product created')
    const product = res.body.data
    expect(product).toMatchObject({
      title: 'Kuih Lapis',
      price: '8.50',
      weight: 0.255,
      stock: 12,
      min_purchase_quantity: 2,
      max_purchase_quantity: 10,
      category_id: category.id,
      category_title: 'Makanan',
      subcategory_id: subcategory.id,
      subcategory_title: 'Kuih',
      image_ids: [image.id],
      images: [
        {
          id: image.id,
          url: `/api/v1/cdn/images/${image.id}`,
          thumb_url: `/api/v1/cdn/images/${image.id}/thumb`,
        },
      ],
      is_active: true,
      record_status_id: 1,
      variants: [],
    })
    expect(product.tags.map((tag) => tag.name)).toEqual(['Lapis Sarawak', 'manis'])
    const read = await api.call<Product>('GET', `/products/${product.id}`, { token })
    expect(read.body.data).toEqual(product)
  })

  it('links an existing tag under its own spelling instead of making a second one', async () => {
    const existing = (await post<{ id: string; name: string }>('/product-tags', { name: 'Pedas Gila' })).body
      .data
    const product = (await newProduct({ tags: ['  pedas gila '] })).body.data
    expect(product.tags).toEqual([{ id: existing.id, name: 'Pedas Gila' }])
    const byId = (await newProduct({ tag_ids: [existing.id] })).body.data
    expect(byId.tags).toEqual([{ id: existing.id, name: 'Pedas Gila' }])
  })

  it('answers field messages for bad values', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: '' }, { title: 'The title field is required' }],
      [{ title: 'x'.repeat(201) }, { title: 'The title field may not be greater than 200 characters' }],
      [{ price: '0.00' }, { price: 'The amount must be at least RM 0.01' }],
      [{ price: '1.234' }, { price: 'The amount must be a positive MYR amount with at most 2 decimals' }],
      [{ weight: 1.2345 }, { weight: 'The weight may have at most 3 decimals (grams)' }],
      [{ stock: -1 }, { stock: 'The stock must be at least 0' }],
      [{ stock: 1.5 }, { stock: 'The stock must be a whole number' }],
      [
        { min_purchase_quantity: 0 },
        { min_purchase_quantity: 'The minimum purchase quantity must be at least 1' },
      ],
      [
        { min_purchase_quantity: 5, max_purchase_quantity: 2 },
        {
          max_purchase_quantity:
            'The maximum purchase quantity must be at least the minimum purchase quantity',
        },
      ],
      [
        { subcategory_id: subcategory.id },
        { category_id: 'Choose the category of the selected subcategory' },
      ],
      [
        { category_id: '00000000-0000-4000-8000-000000000000' },
        { category_id: 'The selected category does not exist' },
      ],
      [{ image_ids: [image.id, image.id] }, { image_ids: 'An image may appear only once' }],
      [{ colour: 'red' }, { colour: 'Unknown field' }],
    ]
    for (const [body, breakdown] of cases) {
      const res = await newProduct(body)
      expect(res.body.response_code, JSON.stringify(body)).toBe(4000)
      expect(res.body.data, JSON.stringify(body)).toEqual({ breakdown })
    }
  })

  it('keeps a subcategory only under its own category', async () => {
    const other = (await post<Category>('/product-categories', { title: 'Lain-lain' })).body.data
    const res = await newProduct({ category_id: other.id, subcategory_id: subcategory.id })
    expect(res.body.data).toEqual({
      breakdown: { subcategory_id: 'The subcategory does not belong to the selected category' },
    })
    const product = (await newProduct({ category_id: category.id, subcategory_id: subcategory.id })).body.data
    // Clearing the category clears its subcategory too.
    const cleared = await api.call<Product>('PUT', `/products/${product.id}`, {
      token,
      body: { category_id: null },
    })
    expect(cleared.body.data).toMatchObject({ category_id: null, subcategory_id: null })
  })

  it('changes only the fields sent, replaces tags and images, and sanitises the description', async () => {
    const product = (await newProduct({ tags: ['lama'], stock: 4 })).body.data
    const res = await api.call<Product>('PUT', `/products/${product.id}`, {
      token,
      body: {
        price: '9.00',
        tags: ['baru'],
        image_ids: [image.id],
        description: '<p onclick="x()">Sedap<script>alert(1)</script></p>',
      },
    })
    expect(res.body.data).toMatchObject({
      title: 'Kuih Lapis',
      price: '9.00',
      stock: 4,
      image_ids: [image.id],
      description: '<p>Sedap</p>',
    })
    expect(res.body.data.tags.map((tag) => tag.name)).toEqual(['baru'])
    const untracked = await api.call<Product>('PUT', `/products/${product.id}`, {
      token,
      body: { stock: null },
    })
    expect(untracked.body.data.stock).toBeNull()
  })

  it('lists with search, category and active filters and sorts by price', async () => {
    const cat = (await post<Category>('/product-categories', { title: 'Senarai' })).body.data
    await newProduct({ title: 'Senarai Murah', price: '1.00', category_id: cat.id })
    await newProduct({ title: 'Senarai Mahal', price: '99.00', category_id: cat.id })
    await newProduct({ title: 'Senarai Tutup', price: '50.00', category_id: cat.id, is_active: false })
    const byPrice = await api.call<ListData<Product>>(
      'GET',
      `/products?category_id=${cat.id}&sort=price&order=desc`,
      { token },
    )
    expect(byPrice.body.data.list.data.map((row) => row.title)).toEqual([
      'Senarai Mahal',
      'Senarai Tutup',
      'Senarai Murah',
    ])
    expect(byPrice.body.data.list.total).toBe(3)
    const active = await api.call<ListData<Product>>(
      'GET',
      `/products?category_id=${cat.id}&is_active=false`,
      { token },
    )
    expect(active.body.data.list.data.map((row) => row.title)).toEqual(['Senarai Tutup'])
    const search = await api.call<ListData<Product>>('GET', '/products?search=mahal', { token })
    expect(search.body.data.list.data.map((row) => row.title)).toEqual(['Senarai Mahal'])
    expect((await api.call('GET', '/products?sort=stock', { token })).body.response_code).toBe(4000)
  })

  it('deletes a product with its variants through DELETE product/{id}', async () => {
    const product = (await newProduct({ product_variant_enable: true })).body.data
    const variant = (await post<Variant>('/product-variants', { product_id: product.id, title: 'Pandan' }))
      .body.data
    const res = await api.call('DELETE', `/product/${product.id}`, { token })
    expect(res.body).toMatchObject({ response_code: 2000, description: 'Product deleted' })
    expect((await api.call('GET', `/products/${product.id}`, { token })).body.response_code).toBe(4040)
    expect(
      (await api.call('PUT', `/product-variants/${variant.id}`, { token, body: { title: 'x' } })).body
        .response_code,
    ).toBe(4040)
    expect((await api.call('DELETE', `/product/${product.id}`, { token })).body.response_code).toBe(4040)
  })
})

describe('bulk update', () => {
  it('changes price, stock and active of many products at once', async () => {
    const a = (await newProduct({ title: 'Pukal A', stock: 1 })).body.data
    const b = (await newProduct({ title: 'Pukal B' })).body.data
    const res = await api.call<Product[]>('PUT', '/products/bulk/update-product', {
      token,
      body: {
        products: [
          { id: a.id, price: '3.30', stock: 0 },
          { id: b.id, is_active: false },
        ],
      },
    })
    expect(res.body).toMatchObject({ response_code: 2000, description: '2 products updated' })
    const after = await Promise.all(
      [a, b].map(async (p) => (await api.call<Product>('GET', `/products/${p.id}`, { token })).body.data),
    )
    expect(after[0]).toMatchObject({ price: '3.30', stock: 0, is_active: true })
    expect(after[1]).toMatchObject({ price: '8.50', stock: null, is_active: false, record_status_id: 2 })
  })

  it('changes nothing when one row is bad or belongs to another merchant', async () => {
    const mine = (await newProduct({ title: 'Semua atau tiada', price: '5.00' })).body.data
    const theirs = (await post<Product>('/products', { title: 'Milik orang', price: '7.00' }, otherToken))
      .body.data
    const foreign = await api.call('PUT', '/products/bulk/update-product', {
      token,
      body: {
        products: [
          { id: mine.id, price: '1.00' },
          { id: theirs.id, price: '1.00' },
        ],
      },
    })
    expect(foreign.body.response_code).toBe(4000)
    expect(foreign.body.data).toEqual({ breakdown: { 'products.1.id': 'The product does not exist' } })
    const invalid = await api.call('PUT', '/products/bulk/update-product', {
      token,
      body: {
        products: [
          { id: mine.id, price: '1.00' },
          { id: mine.id, stock: -4 },
        ],
      },
    })
    expect(invalid.body.data).toEqual({ breakdown: { 'products.1.stock': 'The stock must be at least 0' } })
    expect((await api.call<Product>('GET', `/products/${mine.id}`, { token })).body.data.price).toBe('5.00')
    expect(
      (await api.call<Product>('GET', `/products/${theirs.id}`, { token: otherToken })).body.data.price,
    ).toBe('7.00')
  })
})

describe('variants', () => {
  it('creates, bulk-creates, changes and deletes variants; a custom price needs custom pricing', async () => {
    const product = (
      await newProduct({ title: 'Batik Sarong', price: '45.00', product_variant_enable: true })
    ).body.data
    const blue = await post<Variant>('/product-variants', {
      product_id: product.id,
      title: 'Blue',
      sku: 'SAR-BLU',
      stock: 5,
      weight: 0.3,
    })
    expect(blue.body.data).toMatchObject({
      title: 'Blue',
      sku: 'SAR-BLU',
      stock: 5,
      weight: 0.3,
      custom_pricing_enable: false,
      custom_pricing_price: null,
    })

    api.clock.advance(1000)
    const missingPrice = await post('/product-variants', {
      product_id: product.id,
      title: 'Red',
      custom_pricing_enable: true,
    })
    expect(missingPrice.body.data).toEqual({
      breakdown: { custom_pricing_price: 'The custom price is required when custom pricing is on' },
    })

    const bulkBad = await post('/product-variants/bulk/create-product-variant', {
      product_id: product.id,
      variants: [{ title: 'Green' }, { title: 'Gold', custom_pricing_enable: true }],
    })
    expect(bulkBad.body.data).toEqual({
      breakdown: {
        'variants.1.custom_pricing_price': 'The custom price is required when custom pricing is on',
      },
    })
    const bulk = await post<Variant[]>('/product-variants/bulk/create-product-variant', {
      product_id: product.id,
      variants: [
        { title: 'Red', custom_pricing_enable: true, custom_pricing_price: '49.00' },
        { title: 'Green' },
      ],
    })
    expect(bulk.body.data.map((row) => [row.title, row.custom_pricing_price])).toEqual([
      ['Red', '49.00'],
      ['Green', null],
    ])

    const changed = await api.call<Variant>('PUT', `/product-variants/${blue.body.data.id}`, {
      token,
      body: { custom_pricing_enable: true, custom_pricing_price: '40.00' },
    })
    expect(changed.body.data).toMatchObject({ custom_pricing_enable: true, custom_pricing_price: '40.00' })
    const unpriced = await api.call('PUT', `/product-variants/${blue.body.data.id}`, {
      token,
      body: { custom_pricing_price: null },
    })
    expect(unpriced.body.response_code).toBe(4000)

    expect(
      (await api.call('DELETE', `/product-variants/${bulk.body.data[1]!.id}`, { token })).body.response_code,
    ).toBe(2000)
    const read = await api.call<Product>('GET', `/products/${product.id}`, { token })
    expect(read.body.data.variants.map((row) => row.title)).toEqual(['Blue', 'Red'])
  })
})

describe('tenancy', () => {
  it('another merchant cannot read, change or delete products and variants, nor attach their images or categories', async () => {
    const product = (await newProduct({ title: 'Rahsia dapur' })).body.data
    const variant = (await post<Variant>('/product-variants', { product_id: product.id, title: 'Kecil' }))
      .body.data
    expect((await api.call('GET', `/products/${product.id}`, { token: otherToken })).body.response_code).toBe(
      4040,
    )
    expect(
      (await api.call('PUT', `/products/${product.id}`, { token: otherToken, body: { price: '1.00' } })).body
        .response_code,
    ).toBe(4040)
    expect(
      (await api.call('DELETE', `/product/${product.id}`, { token: otherToken })).body.response_code,
    ).toBe(4040)
    expect(
      (await api.call('PUT', `/product-variants/${variant.id}`, { token: otherToken, body: { title: 'x' } }))
        .body.response_code,
    ).toBe(4040)
    expect(
      (await api.call('DELETE', `/product-variants/${variant.id}`, { token: otherToken })).body.response_code,
    ).toBe(4040)
    const intoMine = await post('/product-variants', { product_id: product.id, title: 'Curi' }, otherToken)
    expect(intoMine.body.data).toEqual({ breakdown: { product_id: 'The selected product does not exist' } })
    const list = await api.call<ListData<Product>>('GET', '/products?limit=500', { token: otherToken })
    expect(list.body.data.list.data.map((row) => row.id)).not.toContain(product.id)

    const withMyImage = await post(
      '/products',
      { title: 'Curi gambar', price: '1.00', image_ids: [image.id] },
      otherToken,
    )
    expect(withMyImage.body.data).toEqual({
      breakdown: { 'image_ids.0': 'The selected image does not exist' },
    })
    const withMyCategory = await post(
      '/products',
      { title: 'Curi kategori', price: '1.00', category_id: category.id },
      otherToken,
    )
    expect(withMyCategory.body.data).toEqual({
      breakdown: { category_id: 'The selected category does not exist' },
    })
    expect((await api.call<Product>('GET', `/products/${product.id}`, { token })).body.data.price).toBe(
      '8.50',
    )
  })
})
