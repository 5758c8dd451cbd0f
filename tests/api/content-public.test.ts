// Pages as shoppers and payers read them: the demo store's footer links, a page by slug through the store and
// through the account's reference, the payment pages' links, and nothing unpublished or of another account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Page } from '../../src/contract/content.ts'
import type { PageLinks, PublicPage } from '../../src/contract/public-pages.ts'
import { startApiAs, type Api } from '../support/api-harness.ts'
import { makeBill } from '../support/payments.ts'

let api: Api
let token: string
let accountId: string
beforeAll(async () => ({ api, token, accountId } = await startApiAs('merchant@niaga.test')))
afterAll(() => api.close())

const get = <T>(path: string) => api.call<T>('GET', path)
const slugs = (links: PageLinks) => links.data.map((link) => link.slug)

describe('the storefront footer and its pages', () => {
  it('lists the demo store’s published footer pages in order, by unique id or id', async () => {
    const res = await get<PageLinks>('/stores/public/store-niaga-demo/pages')
    expect(res.body.response_code).toBe(2000)
    expect(res.body.data).toEqual({
      account_ref: accountId,
      data: [
        { slug: 'terms', title: 'Terms and conditions', kind: 'terms' },
        { slug: 'privacy-policy', title: 'Privacy policy', kind: 'privacy' },
        { slug: 'refund-policy', title: 'Refund policy', kind: 'refund' },
      ],
    })
    const store = await get<{ id: string }>('/storespublic/niaga-demo')
    expect(
      slugs((await get<PageLinks>(`/stores/public/store-${store.body.data.id}/pages`)).body.data),
    ).toEqual(['terms', 'privacy-policy', 'refund-policy'])
  })

  it('opens a published page by slug, sanitised, with the merchant’s name', async () => {
    const res = await get<PublicPage>('/stores/public/store-niaga-demo/pages/refund-policy')
    expect(res.body.data).toMatchObject({
      slug: 'refund-policy',
      title: 'Refund policy',
      kind: 'refund',
      merchant_name: 'Niaga Demo Sdn Bhd',
    })
    expect(res.body.data.body).toContain('<strong>14 days</strong>')
  })

  it('hides unpublished pages, pages not flagged for the footer, and unknown stores or slugs (5011)', async () => {
    const draft = await api.call<Page>('POST', '/pages', {
      token,
      body: { title: 'Draft notes', show_in_footer: true },
    })
    expect(slugs((await get<PageLinks>('/stores/public/store-niaga-demo/pages')).body.data)).not.toContain(
      'draft-notes',
    )
    expect((await get('/stores/public/store-niaga-demo/pages/draft-notes')).body.response_code).toBe(
      ResponseCode.PUBLIC_NOT_FOUND,
    )
    expect((await get(`/pages/public/${accountId}/draft-notes`)).body.response_code).toBe(
      ResponseCode.PUBLIC_NOT_FOUND,
    )

    // Published but not in the footer: readable by its link, not listed.
    await api.call('PUT', `/pages/${draft.body.data.id}`, {
      token,
      body: { published: true, show_in_footer: false },
    })
    expect(slugs((await get<PageLinks>('/stores/public/store-niaga-demo/pages')).body.data)).not.toContain(
      'draft-notes',
    )
    expect((await get<PublicPage>('/stores/public/store-niaga-demo/pages/draft-notes')).body.data.title).toBe(
      'Draft notes',
    )

    // Unpublished again: gone from the public at once.
    await api.call('PUT', `/pages/${draft.body.data.id}`, { token, body: { published: false } })
    expect((await get('/stores/public/store-niaga-demo/pages/draft-notes')).body.response_code).toBe(
      ResponseCode.PUBLIC_NOT_FOUND,
    )

    for (const path of [
      '/stores/public/store-no-such-store/pages',
      '/stores/public/store-no-such-store/pages/terms',
      '/stores/public/store-niaga-demo/pages/Terms',
      '/stores/public/store-niaga-demo/pages/..%2Fterms',
    ])
      expect((await get(path)).body.response_code, path).toBe(ResponseCode.PUBLIC_NOT_FOUND)
  })

  it('never shows another account’s page through this store', async () => {
    const other = (await api.login('merchant2@niaga.test')).access_token
    await api.call('POST', '/pages', {
      token: other,
      body: { title: 'Kedai terms', published: true, show_in_footer: true },
    })
    expect((await get('/stores/public/store-niaga-demo/pages/kedai-terms')).body.response_code).toBe(
      ResponseCode.PUBLIC_NOT_FOUND,
    )
  })
})

describe('the payment pages’ links', () => {
  it('lists the pages flagged for payment pages under a bill and a payment form', async () => {
    await api.call('POST', '/pages', {
      token,
      body: { title: 'Footer only', published: true, show_in_footer: true },
    })
    const { bill } = await makeBill(api, token)
    const links = await get<PageLinks>(`/customer-bills/public/${bill.id}/pages`)
    expect(links.body.data.account_ref).toBe(accountId)
    expect(slugs(links.body.data)).toEqual(['terms', 'privacy-policy', 'refund-policy'])

    const form = await api.call<{ id: string }>('POST', '/collections', {
      token,
      body: { title: 'Donations', kind: 'payment_form' },
    })
    expect(slugs((await get<PageLinks>(`/collections/public/${form.body.data.id}/pages`)).body.data)).toEqual(
      ['terms', 'privacy-policy', 'refund-policy'],
    )
  })

  it('reads a page by the account reference the links carry', async () => {
    const res = await get<PublicPage>(`/pages/public/${accountId}/privacy-policy`)
    expect(res.body.data).toMatchObject({ title: 'Privacy policy', merchant_name: 'Niaga Demo Sdn Bhd' })
    expect(res.body.data.body).not.toContain('<script')
    for (const path of [
      `/pages/public/not-an-account/privacy-policy`,
      `/pages/public/${accountId}/nope`,
      '/pages/public/00000000-0000-4000-8000-000000000000/terms',
    ])
      expect((await get(path)).body.response_code, path).toBe(ResponseCode.PUBLIC_NOT_FOUND)
  })

  it('answers not found for an unknown bill or payment form', async () => {
    expect(
      (await get('/customer-bills/public/00000000-0000-4000-8000-000000000000/pages')).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await get('/collections/public/00000000-0000-4000-8000-000000000000/pages')).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await get('/customer-bills/public/nope/pages')).body.response_code).toBe(
      ResponseCode.VALIDATION_FAILED,
    )
  })
})
