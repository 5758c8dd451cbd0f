// A bill's payment page comes with its first screen drawn on the server: the payer reads who is paid and how
// much before any JavaScript runs, and the app starts from the same bill the API would send.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { FIRST_SCREEN_DATA_ID } from '../../src/contract/first-screen.ts'
import type { FirstScreenData } from '../../src/contract/first-screen.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { PublicBill } from '../../src/contract/payments.ts'
import type { PublicProduct, PublicStore } from '../../src/contract/storefront.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { makeBill } from '../support/payments.ts'

// Stand-ins for the built shells: the whole app's (index.html) and the public app's (public.html), the same
// page preloading different files (scripts/preload-app.ts).
const shell = (app: string) =>
  `<!doctype html><html><head><title>Niaga Sandbox</title><link rel="modulepreload" crossorigin href="/assets/${app}.js"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`

let api: Api
let token: string
let distDir: string
let site: ReturnType<typeof createApp>['app']
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  // The test needs the page around #root, not a real build.
  distDir = mkdtempSync(join(tmpdir(), 'niaga-first-screen-'))
  writeFileSync(join(distDir, 'index.html'), shell('whole-app'))
  writeFileSync(join(distDir, 'public.html'), shell('public-app'))
  site = createApp({ ...api.deps, config: { ...api.config, distDir } }, { serveApp: true }).app
}, 60_000)
afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true })
  await api.close()
})

const dataBlock = (html: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html)
  return match ? (JSON.parse(match[1]!) as FirstScreenData) : undefined
}
/** What #root shows as text: its styles and tags dropped, React's text separators too. */
const rootText = (html: string) =>
  (/<div id="root">(.*)<\/div><script type="module"/s.exec(html)?.[1] ?? '')
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('store catalogue pages drawn on the server', () => {
  it('shows the store and its products in the page itself, with what the API sends inline', async () => {
    const store = (await api.call<PublicStore>('GET', '/storespublic/niaga-demo')).body.data
    const products = (
      await api.call<{ list: { data: PublicProduct[] } }>('GET', `/stores/public/product-${store.id}`)
    ).body.data.list.data
    expect(products.length).toBeGreaterThan(1)

    for (const path of [
      '/storefront/mobile/niaga-demo',
      '/storefront/web/niaga-demo',
      `/store/${store.id}`,
    ]) {
      const res = await site.request(path)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<title>${store.name} | Niaga Sandbox</title>`)
      const text = rootText(html)
      expect(text).toContain(store.name)
      for (const product of products.slice(0, 2)) expect(text).toContain(product.title)
      // The first products' images are in the HTML, so the phone fetches them before any script runs, and
      // the app's code is not preloaded beside them: the entry asks for it once the page has loaded.
      expect(html).toContain(`src="${products[0]!.images[0]!.thumb_url}"`)
      expect(html).not.toContain('modulepreload')
      const sent = dataBlock(html)
      expect(sent?.store?.store).toEqual(store)
      expect(sent?.products).toEqual({ data: products, total: products.length })
    }
  }, 60_000)

  it("shows a product's page with the product inline, and not another store's product", async () => {
    const store = (await api.call<PublicStore>('GET', '/storespublic/niaga-demo')).body.data
    const [product] = (
      await api.call<{ list: { data: PublicProduct[] } }>('GET', `/stores/public/product-${store.id}`)
    ).body.data.list.data
    const res = await site.request(`/storefront/mobile/niaga-demo/product/${product!.id}`)
    const html = await res.text()
    expect(html).toContain(`<title>${product!.title} | ${store.name} | Niaga Sandbox</title>`)
    expect(rootText(html)).toContain(product!.title)
    expect(html).toContain(`src="${product!.images[0]!.url}"`)
    expect(dataBlock(html)?.product).toEqual(
      (await api.call<PublicProduct>('GET', `/stores/public/product-details-${product!.id}`)).body.data,
    )

    const elsewhere = await (
      await site.request(`/storefront/mobile/no-such-store/product/${product!.id}`)
    ).text()
    expect(dataBlock(elsewhere)).toBeUndefined()
  }, 60_000)

  it('sends the plain shell for a store that does not exist', async () => {
    const html = await (await site.request('/storefront/mobile/no-such-store')).text()
    expect(dataBlock(html)).toBeUndefined()
    expect(html).toContain('<div id="root"></div>')
    // The public app's plain shell starts the app at once, its code preloaded.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/public-app.js">')
  })

  it("sends each page its app's shell: the public app's to payers and shoppers, the whole app's to merchants", async () => {
    for (const path of [
      '/storefront/mobile/niaga-demo/checkout',
      '/pay/thankyou',
      '/store-not-found',
      '/fpx-status',
    ])
      expect(await (await site.request(path)).text(), path).toContain('/assets/public-app.js')
    for (const path of ['/login', '/', '/dashboard', '/error-404'])
      expect(await (await site.request(path)).text(), path).toContain('/assets/whole-app.js')
  })
})

describe('bill payment pages drawn on the server', () => {
  it('shows the merchant and the amount in the page itself, with the bill the API sends inline', async () => {
    const { bill } = await makeBill(api, token, '1234.50')
    const apiBill = (await api.call<PublicBill>('GET', `/customer-bills/public/${bill.uuid}`)).body.data

    for (const path of [
      `/pay/bill/${bill.uuid}`,
      `/payment/bills/${bill.uuid}`,
      `/modern-payment/invoice/${bill.uuid}`,
    ]) {
      const res = await site.request(path)
      expect(res.status).toBe(200)
      // The bill names its payer: no cache keeps the page, and it carries the payment pages' strict policy.
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('content-security-policy')).toContain("frame-src 'none'")
      const html = await res.text()
      expect(html).toContain(`<title>Pay RM 1,234.50 to ${apiBill.merchant_name} | Niaga Sandbox</title>`)
      expect(rootText(html)).toContain(
        `Pay to ${apiBill.merchant_name} School fees 2026 RM 1,234.50 Invoice ${apiBill.invoice_no} Loading payment methods`,
      )
      expect(dataBlock(html)?.bill).toEqual(apiBill)
    }
  }, 60_000)

  it('finds the bill of an invoice link that names it by its invoice number, in any letter case', async () => {
    const { bill } = await makeBill(api, token, '42.00')
    const apiBill = (await api.call<PublicBill>('GET', `/customer-bills/public/${bill.uuid}`)).body.data
    for (const reference of [apiBill.invoice_no, apiBill.invoice_no.toLowerCase()]) {
      const byNumber = await api.call<PublicBill>('GET', `/customer-bills/public/${reference}`)
      expect(byNumber.body.data).toEqual(apiBill)
      for (const path of [`/pay/invoice/${reference}`, `/modern-payment/invoice/${reference}`]) {
        const html = await (await site.request(path)).text()
        expect(rootText(html), path).toContain(`Invoice ${apiBill.invoice_no}`)
        expect(dataBlock(html)?.bill).toEqual(apiBill)
      }
    }
    // A number no bill has is not found; text that is neither a uuid nor an invoice number is refused.
    const unknown = await api.call('GET', '/customer-bills/public/NGA-20261122-ZZZZZZZZ')
    expect(unknown.body.response_code).toBe(ResponseCode.NOT_FOUND)
    const bad = await api.call('GET', '/customer-bills/public/not-a-bill')
    expect(bad.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(dataBlock(await (await site.request('/pay/invoice/NGA-20261122-ZZZZZZZZ')).text())).toBeUndefined()
  }, 60_000)

  it("is drawn in the payer's language: their own choice first, then the browser's", async () => {
    const { bill } = await makeBill(api, token, '88.00')
    const draw = async (headers: Record<string, string>) => {
      const res = await site.request(`/pay/bill/${bill.uuid}`, { headers })
      // A cache between keeps one copy per language asked for.
      expect(res.headers.get('vary')).toMatch(/Accept-Language.*Cookie/)
      return res.text()
    }

    const malay = await draw({ 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' })
    expect(malay).toMatch(/<html lang="ms-MY"/)
    expect(malay).toContain('<title>Bayar RM 88.00 kepada')
    expect(rootText(malay)).toContain('Bayar kepada')
    expect(rootText(malay)).toContain('Memuatkan kaedah pembayaran')

    // The payer chose Chinese on an earlier visit: the cookie outranks the browser's languages.
    const chinese = await draw({ 'accept-language': 'ms-MY', cookie: 'niaga_lang=zh' })
    expect(chinese).toMatch(/<html lang="zh-Hans-MY"/)
    expect(rootText(chinese)).toContain('收款方')

    // A language the pages do not have, a forged cookie or a broken header: English.
    for (const headers of [
      { 'accept-language': 'ta-MY' } as Record<string, string>,
      { cookie: 'niaga_lang=<script>' },
      { 'accept-language': ';;q=,,' },
    ]) {
      const english = await draw(headers)
      expect(english).toMatch(/<html lang="en-MY"/)
      expect(rootText(english)).toContain('Pay to')
    }
  }, 60_000)

  it('escapes what the merchant wrote, in the page and in the data block', async () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>'
    const { bill } = await makeBill(api, token, '10.00', { title: hostile })
    const html = await (await site.request(`/pay/bill/${bill.uuid}`)).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<img src=x')
    expect(rootText(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)')
    expect(dataBlock(html)?.bill?.collection_title).toBe(hostile)
  }, 60_000)

  it('sends the plain shell for a link that names no bill, and the page says so itself', async () => {
    for (const path of ['/pay/bill/00000000-0000-4000-8000-000000000000', '/pay/bill/not-a-uuid']) {
      const res = await site.request(path)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(dataBlock(html)).toBeUndefined()
      expect(html).toContain('<div id="root"></div>')
    }
  })
})
