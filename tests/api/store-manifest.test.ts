import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from '../support/api-harness.ts'
import { shortName } from '../../server/http/store-manifest.ts'

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
    for (const ref of [
      'no-such-store',
      '00000000-0000-4000-8000-000000000000',
      '%25',
      '..%2F..%2Fetc',
      'a'.repeat(80),
    ])
      expect((await manifestOf(ref)).status, ref).toBe(404)
    const closed = await api.call('PUT', `/stores/${store.id}`, { token, body: { record_status_id: 2 } })
    expect(closed.body.response_code).toBe(2000)
    expect((await manifestOf(store.unique_id)).status).toBe(404)
  })

  it('installs a store with a logo under icons drawn from that logo, in the sizes the manifest names', async () => {
    const shop = await api.call<{ id: string; unique_id: string }>('POST', '/stores', {
      token,
      body: { name: 'Kedai Merah', unique_id: 'kedai-merah', theme_color: '#0f766e' },
    })
    // A wide red logo: the plain icon letterboxes it on white, the maskable one centres it on the theme
    // colour.
    const form = new FormData()
    const logoPng = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#dc2626' } })
      .png()
      .toBuffer()
    form.append('file', new File([new Uint8Array(logoPng)], 'logo.png'))
    const upload = await api.app.request('/api/v1/merchant-cloud-image', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    })
    const logo = ((await upload.json()) as { data: { id: string } }).data
    const withLogo = await api.call('PUT', `/stores/${shop.body.data.id}`, {
      token,
      body: { logo_image_id: logo.id },
    })
    expect(withLogo.body.response_code).toBe(2000)

    const manifest = (await (await manifestOf('kedai-merah')).json()) as {
      icons: { src: string; sizes: string; purpose: string }[]
    }
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
    for (const icon of manifest.icons) {
      expect(icon.src).toMatch(/^\/storefront\/manifest\/kedai-merah\/icon-/)
      const response = await api.app.request(icon.src)
      expect(response.status, icon.src).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      const png = Buffer.from(await response.arrayBuffer())
      const meta = await sharp(png).metadata()
      const size = Number(icon.sizes.split('x')[0])
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
      const pixel = async (x: number, y: number) =>
        Array.from(
          (
            await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer()
          ).values(),
        )
      const centre = await pixel(size / 2, size / 2)
      expect(centre[0]).toBeGreaterThan(200) // the logo's red
      expect(centre[1]).toBeLessThan(60)
      expect(await pixel(2, 2)).toEqual(icon.purpose === 'maskable' ? [0x0f, 0x76, 0x6e] : [255, 255, 255])
    }
    // A new logo is a new icon URL, so an installed store never keeps showing the old one from a cache.
    const other = await api.app.request('/api/v1/merchant-cloud-image', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    })
    await api.call('PUT', `/stores/${shop.body.data.id}`, {
      token,
      body: { logo_image_id: ((await other.json()) as { data: { id: string } }).data.id },
    })
    const again = (await (await manifestOf('kedai-merah')).json()) as { icons: { src: string }[] }
    expect(again.icons[0]!.src).not.toBe(manifest.icons[0]!.src)
  })

  it("gives a store without a logo Niaga's icons, and answers 404 for icons it does not have", async () => {
    const plain = await api.call<{ id: string }>('POST', '/stores', {
      token,
      body: { name: 'Kedai Polos', unique_id: 'kedai-polos' },
    })
    const manifest = (await (await manifestOf(plain.body.data.id)).json()) as { icons: { src: string }[] }
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
    ])
    for (const path of [
      '/storefront/manifest/kedai-polos/icon-192.png',
      '/storefront/manifest/kedai-merah/icon-100.png',
      '/storefront/manifest/kedai-merah/icon-maskable-192.png',
      '/storefront/manifest/no-such-store/icon-512.png',
      `/storefront/manifest/kedai-merah/icon-${'9'.repeat(30)}.png`,
    ])
      expect((await api.app.request(path)).status, path).toBe(404)
  })

  it('shortens long names at a word for the home screen', () => {
    expect(shortName('Kopi')).toBe('Kopi')
    expect(shortName('Kedai Runcit Tan Enterprise')).toBe('Kedai Runcit')
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra')
  })
})
