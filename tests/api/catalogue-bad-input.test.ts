// Property-based bad input on every catalogue endpoint: bodies, query strings, path ids and uploaded bytes
// of any shape get an envelope (or, for the CDN, a 4xx), never a 5xx.
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CloudImage, Product, Variant } from '../../src/contract/catalogue.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { breakdownOf, expectEnvelope, readAnswer } from '../support/bad-input.ts'

let api: Api
let token: string
const ids = { product: '', variant: '', category: '', subcategory: '', tag: '', image: '' }
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  const post = async <T extends { id: string }>(path: string, body: unknown) =>
    (await api.call<T>('POST', path, { token, body })).body.data
  ids.category = (await post('/product-categories', { title: 'Fuzz' })).id
  ids.subcategory = (await post('/product-subcategory', { category_id: ids.category, title: 'Fuzz sub' })).id
  ids.tag = (await post('/product-tags', { name: 'fuzz' })).id
  ids.product = (await post<Product>('/products', { title: 'Fuzz target', price: '1.00' })).id
  ids.variant = (await post<Variant>('/product-variants', { product_id: ids.product, title: 'V' })).id
  const form = new FormData()
  form.append(
    'file',
    new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        ),
      ],
      'f.png',
    ),
  )
  const res = await api.app.request('/api/v1/merchant-cloud-image', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  ids.image = ((await res.json()) as { data: CloudImage }).data.id
})
afterAll(() => api.close())

const RUNS = 25

const FIELDS = [
  'title',
  'description',
  'price',
  'weight',
  'stock',
  'min_purchase_quantity',
  'max_purchase_quantity',
  'product_variant_enable',
  'category_id',
  'subcategory_id',
  'tags',
  'tag_ids',
  'image_ids',
  'is_active',
  'products',
  'id',
  'product_id',
  'variants',
  'sku',
  'custom_pricing_enable',
  'custom_pricing_price',
  'name',
  'file_name',
  'image_id',
] as const
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc
    .constantFrom(
      () => ids.product,
      () => ids.image,
      () => ids.category,
    )
    .map((id) => id()),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
)
const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), anyValue),
  fc.record({
    products: fc.array(fc.dictionary(fc.constantFrom('id', 'price', 'stock', 'is_active'), anyValue), {
      maxLength: 3,
    }),
  }),
)

const bodyTargets: [string, () => string][] = [
  ['POST', () => '/products'],
  ['PUT', () => `/products/${ids.product}`],
  ['PUT', () => '/products/bulk/update-product'],
  ['POST', () => '/product-variants'],
  ['POST', () => '/product-variants/bulk/create-product-variant'],
  ['PUT', () => `/product-variants/${ids.variant}`],
  ['POST', () => '/product-categories'],
  ['PUT', () => `/product-categories/${ids.category}`],
  ['POST', () => '/product-subcategory'],
  ['PUT', () => `/product-subcategory/${ids.subcategory}`],
  ['POST', () => '/product-tags'],
  ['PUT', () => `/product-tags/${ids.tag}`],
  ['PUT', () => `/merchant-cloud-image/${ids.image}`],
  ['POST', () => '/ai/analyze-image'],
]

describe('catalogue endpoints with arbitrary JSON bodies', () => {
  for (const [method, path] of bodyTargets) {
    it(`${method} ${path().replace(/[0-9a-f-]{36}/, '{id}')}`, async () => {
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) =>
          expectEnvelope(await api.call(method, path(), { body, token }), JSON.stringify(body)),
        ),
        { numRuns: RUNS },
      )
    })
  }

  it('arbitrary text as a body never changes a product', async () => {
    // A product of its own: the JSON-body properties above may legitimately retitle ids.product.
    const untouched = (
      await api.call<Product>('POST', '/products', {
        token,
        body: { title: 'Text fuzz target', price: '2.50' },
      })
    ).body.data
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (rawBody) => {
        const res = await api.call('PUT', `/products/${untouched.id}`, { rawBody, token })
        expectEnvelope(res, rawBody)
      }),
      { numRuns: RUNS },
    )
    const product = await api.call<Product>('GET', `/products/${untouched.id}`, { token })
    expect(product.body.data).toMatchObject({ title: 'Text fuzz target', price: '2.50' })
  })
})

describe('catalogue lists with arbitrary query strings', () => {
  const lists: [string, string][] = [
    ['GET', '/products'],
    ['GET', '/product-categories'],
    ['GET', '/product-subcategory'],
    ['GET', '/product-tags'],
    ['GET', '/merchant-product-tags'],
    ['POST', '/merchant-cloud-image/merchant-cloud-image-records'],
  ]
  const keys = fc.constantFrom('skip', 'limit', 'sort', 'order', 'search', 'category_id', 'is_active', 'x')
  for (const [method, path] of lists) {
    it(`${method} ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(keys, fc.string({ maxLength: 40 })), async (params) => {
          expectEnvelope(
            await api.call(method, `${path}?${new URLSearchParams(params).toString()}`, { token }),
            JSON.stringify(params),
          )
        }),
        { numRuns: RUNS },
      )
    })
  }
})

describe('catalogue paths with arbitrary ids', () => {
  const templates: [string, string][] = [
    ['GET', '/products/{id}'],
    ['DELETE', '/product/{id}'],
    ['DELETE', '/product-variants/{id}'],
    ['GET', '/product-categories/{id}'],
    ['DELETE', '/product-subcategory/{id}'],
    ['GET', '/product-tags/{id}'],
    ['GET', '/merchant-cloud-image/merchant-cloud-image/{id}'],
    ['DELETE', '/merchant-cloud-image/{id}'],
  ]
  it('every id-taking endpoint answers an envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...templates),
        fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.uuid()),
        async ([method, template], id) => {
          expectEnvelope(
            await api.call(method, template.replace('{id}', encodeURIComponent(id)), { token }),
            `${method} ${id}`,
          )
        },
      ),
      { numRuns: RUNS * 2 },
    )
  })

  it('the public CDN answers 404 for unknown ids and never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.uuid()),
        fc.boolean(),
        async (id, thumb) => {
          const res = await api.app.request(
            `/api/v1/cdn/images/${encodeURIComponent(id)}${thumb ? '/thumb' : ''}`,
          )
          expect(res.status).toBeGreaterThanOrEqual(400)
          expect(res.status).toBeLessThan(500)
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('uploads of arbitrary bytes', () => {
  const uploads = [
    '/cdn/upload',
    '/merchant-cloud-image',
    '/ai/analyze-image',
    '/cdn/bulk-upload',
    '/merchant-cloud-image/bulk-create-cloud-image',
  ]
  it('are refused with a 4000 naming the file, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...uploads),
        fc.uint8Array({ maxLength: 400 }),
        fc.string({ maxLength: 40 }),
        async (path, bytes, name) => {
          const form = new FormData()
          form.append(path.includes('bulk') ? 'files' : 'file', new File([bytes], name))
          const res = await api.app.request(`/api/v1${path}`, {
            method: 'POST',
            body: form,
            headers: { authorization: `Bearer ${token}` },
          })
          const answer = await readAnswer(res)
          expectEnvelope(answer, `${path} ${name}`)
          expect(Object.keys(breakdownOf(answer))[0]).toMatch(/^files?(\.0)?$/)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('a corrupted image (valid header, broken body) is refused', async () => {
    const png = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 100, sigma: 30 },
      },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new File([new Uint8Array(png.subarray(0, 120))], 'cut.png'))
    const res = await api.app.request('/api/v1/merchant-cloud-image', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { response_code: number }).response_code).toBe(4000)
  })

  it('a body that is not multipart is a 4000', async () => {
    const res = await api.call('POST', '/merchant-cloud-image', { token, rawBody: '{"file": "x"}' })
    expect(res.body).toMatchObject({
      response_code: 4000,
      data: { breakdown: { file: 'Choose an image file' } },
    })
  })
})
