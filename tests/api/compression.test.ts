// Payers on slow mobile links pay for every byte: a JSON answer over 1 KB travels gzipped to a client
// that accepts it, a small one and a client that does not accept gzip get it as it is.
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const get = (path: string, acceptEncoding?: string) =>
  api.app.request(`/api/v1${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  })

describe('compressed JSON answers', () => {
  it('gzips a list over 1 KB for a client that accepts gzip, and the envelope survives', async () => {
    const plain = await get('/customers?limit=50')
    const plainText = await plain.text()
    expect(plainText.length).toBeGreaterThan(1024)

    const zipped = await get('/customers?limit=50', 'gzip, deflate, br')
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')?.toLowerCase()).toContain('accept-encoding')
    const bytes = Buffer.from(await zipped.arrayBuffer())
    expect(bytes.length).toBeLessThan(plainText.length)
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(plainText))
  })

  it('sends a small answer, and any answer to a client without gzip, uncompressed', async () => {
    const small = await get('/users/me', 'gzip')
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(((await small.json()) as { response_code: number }).response_code).toBe(2000)

    const identity = await get('/customers?limit=50')
    expect(identity.headers.get('content-encoding')).toBeNull()
    // ...but says that it depends on Accept-Encoding, as the gzipped one does, so no cache mixes them up.
    expect(identity.headers.get('vary')?.toLowerCase()).toContain('accept-encoding')
    expect(small.headers.get('vary')).toBeNull()
    expect(((await identity.json()) as { response_code: number }).response_code).toBe(2000)
  })
})
