// Property-based bad input on every pages, catalogs and system-options endpoint: bodies, query strings and
// path segments of any shape get an envelope, never a 5xx, and a refused write leaves no page behind.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../src/contract/content.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { anyBody, expectEnvelope, expectRefusalsChangeNothing } from '../support/bad-input.ts'

let api: Api
let token: string
let pageId: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  pageId = (await api.call<Page>('POST', '/pages', { token, body: { title: 'Fuzz target' } })).body.data.id
})
afterAll(() => api.close())

const RUNS = 30
const FIELDS = [
  'title',
  'slug',
  'kind',
  'body',
  'published',
  'show_in_footer',
  'show_on_payment_pages',
  'id',
] as const
const nearValid = () =>
  fc.constantFrom<unknown>(
    'Refund policy',
    '',
    ' ',
    '-',
    'a--b',
    'UPPER',
    'x'.repeat(121),
    'refund',
    'blog',
    '<script>alert(1)</script>',
    '<p onclick=x>hi</p>',
    true,
    'true',
    0,
    null,
    [],
    {},
  )

const total = async () =>
  (await api.call<ListData<Page>>('GET', '/pages?limit=1', { token })).body.data.list.total

describe('pages writes with arbitrary JSON bodies', () => {
  it('POST pages: an envelope, and nothing stored when refused', async () => {
    await expectRefusalsChangeNothing({
      inputs: anyBody(FIELDS, nearValid()),
      send: (body) => api.call<Page>('POST', '/pages', { token, body }),
      state: total,
      runs: RUNS,
      after: (res) => {
        if (res.body.response_code === 2000)
          expect((res.body.data as Page).body ?? '').not.toMatch(/<script|onclick|javascript:/i)
      },
    })
  })

  it('PUT pages/{id}: an envelope, and the page unchanged when refused', async () => {
    await expectRefusalsChangeNothing({
      inputs: anyBody(FIELDS, nearValid()),
      send: (body) => api.call<Page>('PUT', `/pages/${pageId}`, { token, body }),
      state: async () => (await api.call<Page>('GET', `/pages/${pageId}`, { token })).body.data,
      runs: RUNS,
    })
  })

  it('malformed JSON is a 4000', async () => {
    for (const rawBody of ['{', '{"title": }', 'null', '"text"', '[1,2]']) {
      const res = await api.call('POST', '/pages', { token, rawBody })
      expectEnvelope(res, rawBody)
      expect(res.body.response_code, rawBody).toBe(4000)
    }
  })
})

describe('reads with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 300 }), async (text, long) => {
        const q = encodeURIComponent(text)
        const l = encodeURIComponent(long)
        const calls: [string, string, string | undefined][] = [
          ['GET', `/pages?skip=${q}&limit=${q}&sort=${q}&order=${q}&search=${q}&published=${q}`, token],
          ['GET', `/pages/${q}`, token],
          ['PUT', `/pages/${q}`, token],
          ['DELETE', `/pages/${q}`, token],
          ['GET', `/catalogs?x=${q}`, token],
          ['GET', `/system-options?x=${q}`, token],
          ['GET', `/stores/public/store-${q}/pages`, undefined],
          ['GET', `/stores/public/store-${q}/pages/${l}`, undefined],
          ['GET', `/stores/public/store-niaga-demo/pages/${l}`, undefined],
          ['GET', `/customer-bills/public/${q}/pages`, undefined],
          ['GET', `/collections/public/${q}/pages`, undefined],
          ['GET', `/pages/public/${q}/${l}`, undefined],
        ]
        for (const [method, path, as] of calls)
          expectEnvelope(
            await api.call(method, path, {
              token: as,
              ...(method === 'PUT' ? { body: { title: 'x' } } : {}),
            }),
            `${method} ${path}`,
          )
      }),
      { numRuns: RUNS },
    )
  })
})
