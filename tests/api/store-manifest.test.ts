import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from '../support/api-harness.ts'
import { shortName } from '../../server/routes/store-manifest.ts'

let api: Api
let token: string
let store: { id: string; unique_id: string }

beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  const created = await api.call<{ id: string; unique_id: string }>('POST', '/stores', {
    token,
    body: { name: 'Kedai Buku Pak Ali Ipoh', unique_id: 'buku-pak-ali', theme_color: '#1d4ed8' },
  })
  expect(created.body.response_code).toBe(2000)
  store = created.body.data
})
afterAll(() => api.close())

const manifestOf = (ref: string) => api.app.request(`/storefront/manifest/${ref}.webmanifest`)

describe('GET /storefront/manifest/{storeId}.webmanifest', () => {
  it("names the store and starts and stays in the store's mobile storefront", async () => {
    for (const ref of [store.id, store.unique_id]) {
      const response = await manifestOf(ref)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/manifest+json')
      expect(await response.json()).toMatchObject({
        id: '/storefront/mobile/buku-pak-ali/',
        name: 'Kedai Buku Pak Ali Ipoh',
        short_name: 'Kedai Buku',
        start_url: '/storefront/mobile/buku-pak-ali/',
        scope: '/storefront/mobile/buku-pak-ali/',
        display: 'standalone',
        theme_color: '#1d4ed8',
        icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512', type: 'image/png' })]),
      })
    }
  })

  it('answers 404 for an unknown, closed or malformed store, never a 5xx', async () => {
    for (const ref of ['no-such-store', '00000000-0000-4000-8000-000000000000', '%25', '..%2F..%2Fetc', 'a'.repeat(80)])
      expect((await manifestOf(ref)).status, ref).toBe(404)
    const closed = await api.call('PUT', `/stores/${store.id}`, { token, body: { record_status_id: 2 } })
    expect(closed.body.response_code).toBe(2000)
    expect((await manifestOf(store.unique_id)).status).toBe(404)
  })

  it('shortens long names at a word for the home screen', () => {
    expect(shortName('Kopi')).toBe('Kopi')
    expect(shortName('Kedai Runcit Tan Enterprise')).toBe('Kedai Runcit')
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra')
  })
})
