// Pages in the console: CRUD, the slug rules, the body sanitised on every write, who may write, and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Page } from '../../src/contract/content.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
let other: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  other = (await api.login('merchant2@niaga.test')).access_token
})
afterAll(() => api.close())

const create = (body: unknown, as = token) => api.call<Page>('POST', '/pages', { token: as, body })
const breakdown = (res: { body: { data: unknown } }) =>
  (res.body.data as { breakdown: Record<string, string> }).breakdown

describe('pages CRUD', () => {
  it('creates with defaults, reads, updates, lists and deletes', async () => {
    const made = await create({
      title: '  Delivery policy  ',
      kind: 'delivery',
      body: '<p>We ship in <strong>2 days</strong>.</p>',
    })
    expect(made.body).toMatchObject({ response_code: 2000, description: 'Page created' })
    expect(made.body.data).toMatchObject({
      title: 'Delivery policy',
      slug: 'delivery-policy',
      kind: 'delivery',
      body: '<p>We ship in <strong>2 days</strong>.</p>',
      published: false,
      show_in_footer: false,
      show_on_payment_pages: false,
      published_at: null,
    })
    const id = made.body.data.id
    const updated = await api.call<Page>('PUT', `/pages/${id}`, {
      token,
      body: { published: true, show_in_footer: true },
    })
    expect(updated.body.data).toMatchObject({
      published: true,
      show_in_footer: true,
      slug: 'delivery-policy',
      title: 'Delivery policy',
    })
    expect(updated.body.data.published_at).toBe(api.clock.now().toISOString())
    expect((await api.call<Page>('GET', `/pages/${id}`, { token })).body.data.show_in_footer).toBe(true)

    const listed = await api.call<ListData<Page>>('GET', '/pages?search=delivery', { token })
    expect(listed.body.data.list.data.map((page) => page.slug)).toEqual(['delivery-policy'])
    const published = await api.call<ListData<Page>>('GET', '/pages?published=false', { token })
    expect(published.body.data.list.data.every((page) => !page.published)).toBe(true)
    const sorted = await api.call<ListData<Page>>('GET', '/pages?sort=title&order=asc&limit=2', { token })
    expect(sorted.body.data.list).toMatchObject({ skip: 0, limit: 2 })
    expect(sorted.body.data.list.data.map((page) => page.title)).toEqual([
      'Delivery policy',
      'Privacy policy',
    ])

    expect((await api.call('DELETE', `/pages/${id}`, { token })).body).toMatchObject({
      response_code: 2000,
      description: 'Page deleted',
    })
    expect((await api.call('GET', `/pages/${id}`, { token })).body.response_code).toBe(ResponseCode.NOT_FOUND)
  })

  it('lists the seeded terms, privacy and refund policy', async () => {
    const res = await api.call<ListData<Page>>('GET', '/pages?sort=created_at&order=asc', { token })
    expect(res.body.data.list.data.slice(0, 3).map((page) => [page.kind, page.slug, page.published])).toEqual(
      [
        ['terms', 'terms', true],
        ['privacy', 'privacy-policy', true],
        ['refund', 'refund-policy', true],
      ],
    )
  })

  it('validates with messages per field', async () => {
    const res = await create({ title: '', kind: 'blog', slug: 'Not A Slug!', published: 'yes' })
    expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(breakdown(res)).toEqual({
      title: 'The title field is required',
      kind: 'The kind is one of: terms, privacy, refund, delivery, about, custom',
      slug: 'The slug may contain only lower-case letters, digits and single dashes between them (e.g. refund-policy)',
      published: 'The published flag is true or false',
    })
    expect(breakdown(await create({ title: 'x'.repeat(121) })).title).toBe(
      'The title field may not be greater than 120 characters',
    )
    expect(breakdown(await create({ title: 'Long', body: 'x'.repeat(100_001) })).body).toBe(
      'The body may not be greater than 100,000 characters',
    )
    expect(breakdown(await create({ title: 'Extra', author: 'me' }))).toHaveProperty('author')
  })
})

describe('slug rules', () => {
  it('derives the slug from the title: lower-case a-z0-9 and single dashes, accents dropped', async () => {
    expect((await create({ title: 'Café & Terms — 2026 Édition!' })).body.data.slug).toBe(
      'cafe-terms-2026-edition',
    )
  })

  it('numbers a derived slug past taken ones, but refuses a given slug that is taken', async () => {
    expect((await create({ title: 'Shipping FAQ' })).body.data.slug).toBe('shipping-faq')
    expect((await create({ title: 'Shipping FAQ' })).body.data.slug).toBe('shipping-faq-2')
    const taken = await create({ title: 'Another', slug: 'shipping-faq' })
    expect(taken.body.response_code).toBe(ResponseCode.CONFLICT)
    expect(breakdown(taken)).toEqual({ slug: 'Another page of this account already uses this slug' })
  })

  it('lower-cases a typed slug and keeps one the merchant chose', async () => {
    const made = await create({ title: 'Returns', slug: ' My-Returns ' })
    expect(made.body.data.slug).toBe('my-returns')
    // Renaming keeps the address; an empty slug makes it from the new title.
    const renamed = await api.call<Page>('PUT', `/pages/${made.body.data.id}`, {
      token,
      body: { title: 'Returns and exchanges' },
    })
    expect(renamed.body.data.slug).toBe('my-returns')
    const again = await api.call<Page>('PUT', `/pages/${made.body.data.id}`, { token, body: { slug: '' } })
    expect(again.body.data.slug).toBe('returns-and-exchanges')
    // Its own slug is not "taken" by itself.
    expect(
      (
        await api.call<Page>('PUT', `/pages/${made.body.data.id}`, {
          token,
          body: { slug: 'returns-and-exchanges' },
        })
      ).body.response_code,
    ).toBe(2000)
  })

  it('asks for a slug when the title has no letters or digits to make one', async () => {
    const res = await create({ title: 'سياسة' })
    expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(breakdown(res).slug).toMatch(/Give the page a slug/)
    expect((await create({ title: 'سياسة', slug: 'siasah' })).body.data.slug).toBe('siasah')
  })

  it('lets another account use the same slug', async () => {
    expect((await create({ title: 'Refund policy' }, other)).body.data.slug).toBe('refund-policy')
  })
})

describe('sanitising', () => {
  it('strips scripts, event handlers and javascript: links on create and update', async () => {
    const dirty =
      '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="https://cdn.example.my/a.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><a href="https://example.my">good</a><iframe src="https://evil.example/x"></iframe><style>p{}</style>'
    const made = await create({ title: 'Dirty', body: dirty })
    const body = made.body.data.body ?? ''
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', 'evil.example', '<style'])
      expect(body).not.toContain(bad)
    expect(body).toContain('<img src="https://cdn.example.my/a.png" />')
    expect(body).toContain('<a href="https://example.my" rel="noopener noreferrer nofollow">good</a>')
    const changed = await api.call<Page>('PUT', `/pages/${made.body.data.id}`, {
      token,
      body: { body: '<p>ok</p><svg onload="x()"></svg><a href=" JaVaScRiPt:x">y</a>' },
    })
    expect(changed.body.data.body).toBe('<p>ok</p><a>y</a>')
  })

  it('stores an empty editor as no body', async () => {
    expect((await create({ title: 'Empty', body: '<p></p>' })).body.data.body).toBeNull()
  })
})

describe('roles and tenancy', () => {
  let viewer: string
  let staff: string
  let pageId: string
  beforeAll(async () => {
    for (const role of ['viewer', 'staff']) {
      const res = await api.call('POST', '/users', {
        token,
        body: {
          full_name: `Pages ${role}`,
          email: `pages-${role}@example.my`,
          role_code: role,
          password: 'Sandbox#2026',
        },
      })
      expect(res.body.response_code, JSON.stringify(res.body)).toBe(2000)
    }
    viewer = (await api.login('pages-viewer@example.my')).access_token
    staff = (await api.login('pages-staff@example.my')).access_token
    pageId = (await create({ title: 'Roles page' })).body.data.id
  })

  it('lets a viewer read but not write (4030)', async () => {
    expect((await api.call('GET', '/pages', { token: viewer })).body.response_code).toBe(2000)
    expect((await api.call('GET', `/pages/${pageId}`, { token: viewer })).body.response_code).toBe(2000)
    for (const [method, path, body] of [
      ['POST', '/pages', { title: 'Nope' }],
      ['PUT', `/pages/${pageId}`, { title: 'Nope' }],
      ['DELETE', `/pages/${pageId}`, undefined],
    ] as const) {
      const res = await api.call(method, path, { token: viewer, ...(body ? { body } : {}) })
      expect(res.body.response_code, `${method} ${path}`).toBe(ResponseCode.FORBIDDEN)
    }
    expect((await api.call<Page>('GET', `/pages/${pageId}`, { token })).body.data.title).toBe('Roles page')
  })

  it('lets staff write pages', async () => {
    const res = await api.call<Page>('PUT', `/pages/${pageId}`, {
      token: staff,
      body: { title: 'Roles page by staff' },
    })
    expect(res.body.data.title).toBe('Roles page by staff')
  })

  it("answers 4040 for another account's page, whatever the call", async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(method, `/pages/${pageId}`, { token: other, ...(body ? { body } : {}) })
      expect(res.body.response_code, method).toBe(ResponseCode.NOT_FOUND)
    }
    const list = await api.call<ListData<Page>>('GET', '/pages?search=roles', { token: other })
    expect(list.body.data.list.total).toBe(0)
    expect((await api.call<Page>('GET', `/pages/${pageId}`, { token })).body.data.title).toBe(
      'Roles page by staff',
    )
  })

  it('needs a login', async () => {
    expect((await api.call('GET', '/pages')).body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
  })
})
