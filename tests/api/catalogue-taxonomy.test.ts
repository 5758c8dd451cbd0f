// Categories, subcategories and tags: CRUD, messages, the delete rules and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Category, Product, Subcategory, Tag } from '../../src/contract/catalogue.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
let otherToken: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  otherToken = (await api.login('merchant2@niaga.test')).access_token
})
afterAll(() => api.close())

const post = <T>(path: string, body: unknown, as = token) => api.call<T>('POST', path, { token: as, body })

describe('product categories', () => {
  it('creates, reads, lists, changes and deletes a category', async () => {
    const created = await post<Category>('/product-categories', {
      title: '  Kuih  ',
      description: 'Traditional cakes',
    })
    expect(created.body.response_code).toBe(2000)
    expect(created.body.data).toMatchObject({
      title: 'Kuih',
      description: 'Traditional cakes',
      is_active: true,
      record_status_id: 1,
      product_count: 0,
    })
    const id = created.body.data.id

    const list = await api.call<ListData<Category>>(
      'GET',
      '/product-categories?search=kui&sort=title&order=asc',
      { token },
    )
    expect(list.body.data.list.data.map((row) => row.id)).toContain(id)

    const changed = await api.call<Category>('PUT', `/product-categories/${id}`, {
      token,
      body: { is_active: false },
    })
    expect(changed.body.data).toMatchObject({ title: 'Kuih', is_active: false, record_status_id: 2 })

    expect((await api.call('DELETE', `/product-categories/${id}`, { token })).body.response_code).toBe(2000)
    expect((await api.call('GET', `/product-categories/${id}`, { token })).body.response_code).toBe(4040)
  })

  it('requires a title and says so under the field', async () => {
    const res = await post('/product-categories', { title: '   ' })
    expect(res.body.response_code).toBe(4000)
    expect(res.body.data).toEqual({ breakdown: { title: 'The title field is required' } })
    const long = await post('/product-categories', { title: 'x'.repeat(121) })
    expect(long.body.data).toEqual({
      breakdown: { title: 'The title field may not be greater than 120 characters' },
    })
  })

  it('refuses to delete a category that subcategories or products use, naming how many', async () => {
    const category = (await post<Category>('/product-categories', { title: 'Minuman' })).body.data
    await post('/product-subcategory', { category_id: category.id, title: 'Teh' })
    await post('/products', { title: 'Teh Tarik Mix', price: '9.90', category_id: category.id })
    await post('/products', { title: 'Milo Kotak', price: '2.50', category_id: category.id })
    const res = await api.call('DELETE', `/product-categories/${category.id}`, { token })
    expect(res.body.response_code).toBe(4090)
    expect(res.body.description).toBe(
      'This category is used by 2 products and 1 subcategory. Move or delete them first.',
    )
    expect((await api.call('GET', `/product-categories/${category.id}`, { token })).body.response_code).toBe(
      2000,
    )
  })
})

describe('product subcategories', () => {
  it('belong to one of the caller’s categories and list by category', async () => {
    const category = (await post<Category>('/product-categories', { title: 'Pakaian' })).body.data
    const sub = await post<Subcategory>('/product-subcategory', {
      category_id: category.id,
      title: 'Baju Kurung',
    })
    expect(sub.body.data).toMatchObject({
      category_id: category.id,
      category_title: 'Pakaian',
      title: 'Baju Kurung',
      product_count: 0,
    })
    const list = await api.call<ListData<Subcategory>>(
      'GET',
      `/product-subcategory?category_id=${category.id}`,
      { token },
    )
    expect(list.body.data.list.data.map((row) => row.title)).toEqual(['Baju Kurung'])

    const missing = await post('/product-subcategory', { category_id: 'kuih', title: 'Orphan' })
    expect(missing.body.data).toEqual({ breakdown: { category_id: 'The category must be an id' } })
  })

  it('refuses to delete a subcategory that products use', async () => {
    const category = (await post<Category>('/product-categories', { title: 'Kraf' })).body.data
    const sub = (
      await post<Subcategory>('/product-subcategory', { category_id: category.id, title: 'Anyaman' })
    ).body.data
    await post('/products', {
      title: 'Tikar Mengkuang',
      price: '80.00',
      category_id: category.id,
      subcategory_id: sub.id,
    })
    const res = await api.call('DELETE', `/product-subcategory/${sub.id}`, { token })
    expect(res.body.response_code).toBe(4090)
    expect(res.body.description).toBe('This subcategory is used by 1 product. Move or delete them first.')
  })
})

describe('product tags', () => {
  it('are one per spelling whatever the case, and the form reads up to 1000 of them', async () => {
    const tag = await post<Tag>('/product-tags', { name: 'Halal' })
    expect(tag.body.data.name).toBe('Halal')
    const clash = await post('/product-tags', { name: ' halal ' })
    expect(clash.body.response_code).toBe(4090)
    expect(clash.body.data).toEqual({ breakdown: { name: 'A tag with this name already exists' } })

    const all = await api.call<ListData<Tag>>('GET', '/merchant-product-tags?limit=1000', { token })
    expect(all.body.data.list.limit).toBe(1000)
    expect(all.body.data.list.data.map((row) => row.name)).toContain('Halal')
    expect((await api.call('GET', '/merchant-product-tags?limit=1001', { token })).body.response_code).toBe(
      4000,
    )
  })

  it('deleting a tag unlinks it from products, which stay', async () => {
    const product = (
      await post<Product>('/products', { title: 'Kerepek Pisang', price: '6.00', tags: ['Rangup', 'pedas'] })
    ).body.data
    const rangup = product.tags.find((tag) => tag.name === 'Rangup')!
    expect((await api.call('DELETE', `/product-tags/${rangup.id}`, { token })).body.response_code).toBe(2000)
    const after = await api.call<Product>('GET', `/products/${product.id}`, { token })
    expect(after.body.data.tags.map((tag) => tag.name)).toEqual(['pedas'])
  })
})

describe('tenancy', () => {
  it('another merchant cannot read, change or delete categories, subcategories or tags', async () => {
    const category = (await post<Category>('/product-categories', { title: 'Rahsia' })).body.data
    const sub = (
      await post<Subcategory>('/product-subcategory', { category_id: category.id, title: 'Dalam' })
    ).body.data
    const tag = (await post<Tag>('/product-tags', { name: 'sulit' })).body.data
    for (const path of [
      `/product-categories/${category.id}`,
      `/product-subcategory/${sub.id}`,
      `/product-tags/${tag.id}`,
    ]) {
      expect((await api.call('GET', path, { token: otherToken })).body.response_code).toBe(4040)
      const body = path.includes('tags') ? { name: 'x' } : { title: 'x' }
      expect((await api.call('PUT', path, { token: otherToken, body })).body.response_code).toBe(4040)
      expect((await api.call('DELETE', path, { token: otherToken })).body.response_code).toBe(4040)
      expect((await api.call('GET', path, { token })).body.response_code).toBe(2000)
    }
    const lists = await api.call<ListData<Category>>('GET', '/product-categories?limit=500', {
      token: otherToken,
    })
    expect(lists.body.data.list.data.map((row) => row.id)).not.toContain(category.id)
    const foreign = await post(
      '/product-subcategory',
      { category_id: category.id, title: 'Curi' },
      otherToken,
    )
    expect(foreign.body.data).toEqual({ breakdown: { category_id: 'The selected category does not exist' } })
  })
})
