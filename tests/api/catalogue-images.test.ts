// The image library and sandbox CDN: uploads are judged by their bytes, re-encoded and cropped; the bytes
// are served publicly with long-lived caching; analysis gives real facts; tenancy.
import { parse as parseContentDisposition } from 'content-disposition'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CloudImage, ImageAnalysis, Product } from '../../src/contract/catalogue.ts'
import type { Envelope, ListData } from '../../src/contract/envelope.ts'
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

const solid = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })

async function send<T>(
  path: string,
  files: [string, Uint8Array | Buffer, string][],
  as = token,
): Promise<Envelope<T>> {
  const form = new FormData()
  for (const [field, bytes, name] of files) form.append(field, new File([new Uint8Array(bytes)], name))
  const res = await api.app.request(`/api/v1${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${as}` },
  })
  expect(res.status).toBeLessThan(500)
  return (await res.json()) as Envelope<T>
}

describe('uploads', () => {
  it('stores a PNG with its size, serves it and a 400x400 WebP thumb', async () => {
    const png = await solid(300, 200, '#2563eb').png().toBuffer()
    const res = await send<CloudImage>('/merchant-cloud-image', [['file', png, 'batik-biru.png']])
    expect(res.response_code).toBe(2000)
    const image = res.data
    expect(image).toMatchObject({
      file_name: 'batik-biru.png',
      content_type: 'image/png',
      width: 300,
      height: 200,
      url: `/api/v1/cdn/images/${image.id}`,
    })
    expect(image.byte_size).toBeGreaterThan(0)

    const original = await api.app.request(image.url)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(original.headers.get('content-disposition')).toMatch(/^inline/)
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await original.arrayBuffer())
    expect(bytes.byteLength).toBe(image.byte_size)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 })

    const thumb = await api.app.request(image.thumb_url)
    expect(thumb.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    })
  })

  it('serves an image whose name is in any script, with the name encoded in its header (found by npm run fuzz)', async () => {
    const png = await solid(40, 40, '#16a34a').png().toBuffer()
    const name = 'Kuih 糯米糕 "İstimewa" — ரவா.png'
    const image = (await send<CloudImage>('/merchant-cloud-image', [['file', png, name]])).data
    expect(image.file_name).toBe('Kuih 糯米糕 İstimewa — ரவா.png')
    const renamed = await api.call<CloudImage>('PUT', `/merchant-cloud-image/${image.id}`, {
      token,
      body: { file_name: 'ஜவ்வரிசி "payasam".png' },
    })
    expect(renamed.body.response_code).toBe(2000)
    const original = await api.app.request(image.url)
    expect(original.status).toBe(200)
    expect(parseContentDisposition(original.headers.get('content-disposition')!)).toEqual({
      type: 'inline',
      parameters: { filename: renamed.body.data.file_name },
    })
    expect(new Uint8Array(await original.arrayBuffer()).byteLength).toBe(image.byte_size)
  })

  it('re-encodes a JPEG without its metadata', async () => {
    const jpeg = await solid(120, 160, '#f59e0b')
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret GPS place' } } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const image = (await send<CloudImage>('/cdn/upload', [['file', jpeg, 'kuih.jpg']])).data
    expect(image).toMatchObject({ content_type: 'image/jpeg', width: 120, height: 160 })
    const stored = new Uint8Array(await (await api.app.request(image.url)).arrayBuffer())
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
  })

  it('refuses a text file named .png, an empty file, a missing file and an unsupported format', async () => {
    const text = await send('/merchant-cloud-image', [
      ['file', Buffer.from('not really a picture'), 'photo.png'],
    ])
    expect(text).toMatchObject({
      response_code: 4000,
      data: { breakdown: { file: 'Upload a PNG, JPEG, WebP or GIF image; this file is not an image' } },
    })
    const empty = await send('/merchant-cloud-image', [['file', new Uint8Array(), 'empty.png']])
    expect(empty.data).toEqual({ breakdown: { file: 'The file is empty' } })
    const none = await send('/merchant-cloud-image', [])
    expect(none.data).toEqual({ breakdown: { file: 'Choose an image file' } })
    const tiff = await solid(10, 10, '#000000').tiff().toBuffer()
    const refused = await send('/merchant-cloud-image', [['file', tiff, 'scan.png']])
    expect(refused.data).toEqual({
      breakdown: { file: 'Upload a PNG, JPEG, WebP or GIF image; this file is TIFF' },
    })
  })

  it('refuses an image over 5 MB', async () => {
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(big.byteLength).toBeGreaterThan(5 * 1024 * 1024)
    const res = await send('/merchant-cloud-image', [['file', big, 'big.png']])
    expect(res.data).toEqual({ breakdown: { file: 'The image may not be larger than 5 MB' } })
  })

  it('bulk upload stores every file or none', async () => {
    const webp = await solid(50, 50, '#ffffff').webp().toBuffer()
    const gif = await solid(40, 30, '#ff0000').gif().toBuffer()
    const before = (
      await api.call<ListData<CloudImage>>('POST', '/merchant-cloud-image/merchant-cloud-image-records', {
        token,
      })
    ).body.data.list.total
    const bad = await send('/merchant-cloud-image/bulk-create-cloud-image', [
      ['files', webp, 'a.webp'],
      ['files', Buffer.from('x'), 'b.gif'],
    ])
    expect(bad.data).toEqual({
      breakdown: { 'files.1': 'Upload a PNG, JPEG, WebP or GIF image; this file is not an image' },
    })
    const good = await send<CloudImage[]>('/cdn/bulk-upload', [
      ['files', webp, 'a.webp'],
      ['files', gif, 'b.gif'],
    ])
    expect(good.data.map((row) => [row.content_type, row.width, row.height])).toEqual([
      ['image/webp', 50, 50],
      ['image/gif', 40, 30],
    ])
    const after = await api.call<ListData<CloudImage>>(
      'POST',
      '/merchant-cloud-image/merchant-cloud-image-records?skip=0&limit=100',
      { token },
    )
    expect(after.body.data.list).toMatchObject({ total: before + 2, skip: 0, limit: 100 })
  })
})

describe('library records', () => {
  it('renames, reads and deletes; an image a product shows cannot be deleted', async () => {
    const png = await solid(20, 20, '#22c55e').png().toBuffer()
    const image = (await send<CloudImage>('/merchant-cloud-image', [['file', png, 'a.png']])).data
    const renamed = await api.call<CloudImage>('PUT', `/merchant-cloud-image/${image.id}`, {
      token,
      body: { file_name: 'daun pandan.png' },
    })
    expect(renamed.body.data.file_name).toBe('daun pandan.png')
    const read = await api.call<CloudImage>('GET', `/merchant-cloud-image/merchant-cloud-image/${image.id}`, {
      token,
    })
    expect(read.body.data.file_name).toBe('daun pandan.png')

    const product = (
      await api.call<Product>('POST', '/products', {
        token,
        body: { title: 'Pandan', price: '2.00', image_ids: [image.id] },
      })
    ).body.data
    const refused = await api.call('DELETE', `/merchant-cloud-image/${image.id}`, { token })
    expect(refused.body).toMatchObject({
      response_code: 4090,
      description: 'This image is used by 1 product. Remove it there first.',
    })
    await api.call('PUT', `/products/${product.id}`, { token, body: { image_ids: [] } })
    expect(
      (await api.call('DELETE', `/merchant-cloud-image/${image.id}`, { token })).body.response_code,
    ).toBe(2000)
    expect((await api.app.request(image.url)).status).toBe(404)
  })

  it('another merchant cannot list, read, rename, delete or analyse the image', async () => {
    const png = await solid(20, 20, '#a855f7').png().toBuffer()
    const image = (await send<CloudImage>('/merchant-cloud-image', [['file', png, 'rahsia.png']])).data
    const list = await api.call<ListData<CloudImage>>(
      'POST',
      '/merchant-cloud-image/merchant-cloud-image-records',
      { token: otherToken },
    )
    expect(list.body.data.list.data.map((row) => row.id)).not.toContain(image.id)
    expect(
      (await api.call('GET', `/merchant-cloud-image/merchant-cloud-image/${image.id}`, { token: otherToken }))
        .body.response_code,
    ).toBe(4040)
    expect(
      (
        await api.call('PUT', `/merchant-cloud-image/${image.id}`, {
          token: otherToken,
          body: { file_name: 'x.png' },
        })
      ).body.response_code,
    ).toBe(4040)
    expect(
      (await api.call('DELETE', `/merchant-cloud-image/${image.id}`, { token: otherToken })).body
        .response_code,
    ).toBe(4040)
    expect(
      (await api.call('POST', '/ai/analyze-image', { token: otherToken, body: { image_id: image.id } })).body
        .response_code,
    ).toBe(4040)
  })
})

describe('image analysis', () => {
  it('a solid red 300x200 PNG is red, landscape, 300 wide and 200 high', async () => {
    const png = await solid(300, 200, '#ff0000').png().toBuffer()
    const res = await send<ImageAnalysis>('/ai/analyze-image', [['file', png, 'sambal-merah_01.png']])
    expect(res.response_code).toBe(2000)
    expect(res.data).toMatchObject({
      width: 300,
      height: 200,
      format: 'png',
      has_alpha: false,
      byte_size: png.byteLength,
      orientation: 'landscape',
    })
    expect(res.data.dominant.name).toBe('red')
    expect(res.data.dominant.hex).toMatch(/^#f[0-9a-f]0[0-9a-f]0[0-9a-f]$/)
    expect(res.data.palette).toEqual([{ name: 'red', hex: '#ff0000', share: 1 }])
    expect(res.data.suggested_tags).toEqual(['red', 'landscape', 'sambal', 'merah'])
  })

  it('analyses a library image by id, the same every time', async () => {
    // Three quarters navy, one quarter half-transparent white.
    const half = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } },
    })
      .composite([{ input: await solid(100, 75, '#000080').png().toBuffer(), top: 0, left: 0 }])
      .png()
      .toBuffer()
    const image = (await send<CloudImage>('/merchant-cloud-image', [['file', half, 'IMG_2041.png']])).data
    expect(image.analysis).toMatchObject({ orientation: 'square', has_alpha: true })
    const first = await api.call<ImageAnalysis>('POST', '/ai/analyze-image', {
      token,
      body: { image_id: image.id },
    })
    const second = await api.call<ImageAnalysis>('POST', '/ai/analyze-image', {
      token,
      body: { image_id: image.id },
    })
    expect(first.body.data).toEqual(second.body.data)
    expect(first.body.data.palette.map((colour) => colour.name)).toEqual(['navy', 'white'])
    expect(first.body.data.dominant.name).toBe('navy')
    // A camera's file name (IMG_2041) says nothing about the product: no words from it.
    expect(first.body.data.suggested_tags).toEqual(['navy', 'white', 'square'])
  })

  it('refuses what is not an image and bodies without one', async () => {
    const text = await send('/ai/analyze-image', [['file', Buffer.from('%PDF-1.4'), 'menu.png']])
    expect(text.data).toEqual({
      breakdown: { file: 'Upload a PNG, JPEG, WebP or GIF image; this file is not an image' },
    })
    const empty = await api.call('POST', '/ai/analyze-image', { token, body: {} })
    expect(empty.body.response_code).toBe(4000)
    const bad = await api.call('POST', '/ai/analyze-image', { token, body: { image_id: 'abc' } })
    expect(bad.body.data).toEqual({ breakdown: { image_id: 'The image must be an id' } })
  })
})
