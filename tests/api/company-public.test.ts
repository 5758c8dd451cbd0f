// The company information where payers and shoppers meet it: the `merchant` object of a bill's and a payment
// form's public payload, the receipt, the storefront order (invoice), and the consignment note's sender.
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../src/contract/envelope.ts'
import type { PublicBill, PublicCollection } from '../../src/contract/payments.ts'
import type { PublicOrder } from '../../src/contract/storefront.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop } from '../support/catalogue-rows.ts'
import { choose, makeBill, receipt, serviceId, startPay } from '../support/payments.ts'

let api: Api
let m1: string
beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const DEMO_MERCHANT = {
  name: 'Niaga Demo Sdn Bhd',
  ssm_no: '202001012345',
  sst_no: 'W10-1808-31234567',
  address: {
    line1: 'Level 12, Menara Niaga',
    line2: 'Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
  },
  // The support details' email: the company's own (support@niaga-demo.test) gives way to the contact the
  // merchant set for payers, so a page never names two.
  support_email: 'support@niaga.test',
  support_phone: '+60 3-2181 0000',
}

/**
 * The text a PDF draws, from its (Flate-compressed) content streams; pdf-lib writes it as hex glyph codes.
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes)
  let text = ''
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const content = new TextDecoder('latin1').decode(decodePDFRawStream(object).decode())
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      text += `${Buffer.from(hex!, 'hex').toString('latin1')}\n`
  }
  return text
}

describe('the merchant object payers see', () => {
  it('a bill, its receipt and a payment form carry the company information', async () => {
    const { bill, collection } = await makeBill(api, m1, '45.00')
    const page = await api.call<PublicBill>('GET', `/customer-bills/public/${bill.id}`)
    expect(page.body.data.merchant).toMatchObject({
      ...DEMO_MERCHANT,
      logo_url: expect.stringMatching(/^\/api\/v1\/cdn\/images\/[0-9a-f-]{36}$/),
    })
    const logo = await api.app.request(page.body.data.merchant.logo_url!)
    expect(logo.headers.get('content-type')).toBe('image/png')

    const started = await startPay(api, bill, await serviceId(api, bill.id, 'SBI Bank A'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const paid = await receipt(api, started.body.data.transaction_invoice_no)
    expect(paid.status).toBe('paid')
    expect(paid.merchant).toMatchObject(DEMO_MERCHANT)

    const form = await api.call<{ id: string }>('POST', '/collections', {
      token: m1,
      body: { title: 'Donations', kind: 'payment_form' },
    })
    const formPage = await api.call<PublicCollection>('GET', `/collections/public/${form.body.data.id}`)
    expect(formPage.body.data.merchant).toMatchObject(DEMO_MERCHANT)
    expect(collection.id).not.toBe(form.body.data.id)
  })

  it('a merchant without company information is named by its account, with nothing else made up', async () => {
    const m2 = (await api.login('merchant2@niaga.test')).access_token
    const { bill } = await makeBill(api, m2, '10.00')
    const page = await api.call<PublicBill>('GET', `/customer-bills/public/${bill.id}`)
    expect(page.body.data.merchant).toMatchObject({
      name: 'Kedai Runcit Tan Enterprise',
      ssm_no: null,
      sst_no: null,
      logo_url: null,
      address: null,
      support_email: null,
      support_phone: null,
    })
  })

  it('a changed company shows on the next page load', async () => {
    const me = await api.call<{ id: string }>('GET', '/company-details/options/company-me', { token: m1 })
    await api.call('PUT', `/company-details/info/${me.body.data.id}`, {
      token: m1,
      body: { address: { ...DEMO_MERCHANT.address, line2: 'Jalan Tun Razak' } },
    })
    const { bill } = await makeBill(api, m1, '12.00')
    const page = await api.call<PublicBill>('GET', `/customer-bills/public/${bill.id}`)
    expect(page.body.data.merchant.address?.line2).toBe('Jalan Tun Razak')
    await api.call('PUT', `/company-details/info/${me.body.data.id}`, {
      token: m1,
      body: { address: DEMO_MERCHANT.address },
    })
  })

  it('payers get one support contact: the support details’, else the company’s', async () => {
    const { bill } = await makeBill(api, m1, '14.00')
    const merchantOf = async () =>
      (await api.call<PublicBill>('GET', `/customer-bills/public/${bill.id}`)).body.data.merchant
    const withDetails = await merchantOf()
    expect(withDetails.support?.email).toBe('support@niaga.test')
    expect(withDetails.support_email).toBe(withDetails.support?.email)
    expect(withDetails.support_phone).toBe(withDetails.support?.phone)

    const support = (await api.call<ListData<{ id: string }>>('GET', '/support-details', { token: m1 })).body
      .data.list.data[0]!
    await api.call('PUT', `/support-details/${support.id}`, { token: m1, body: { is_active: false } })
    try {
      expect(await merchantOf()).toMatchObject({
        support: null,
        support_email: 'support@niaga-demo.test',
        support_phone: '+60 3-2181 0000',
      })
    } finally {
      await api.call('PUT', `/support-details/${support.id}`, { token: m1, body: { is_active: true } })
    }
  })
})

describe('storefront invoices and consignment notes', () => {
  it('the shopper’s order names the seller, and the consignment note prints the company as sender', async () => {
    const accountId = await accountIdOf(api, 'merchant@niaga.test')
    const product = await insertProduct(api, accountId, {
      title: 'Dodol Durian',
      price_sen: 1800,
      weight_grams: 400,
    })
    const shop = await openShop(api, m1, [product.id])
    const placed = await api.call<PublicOrder>('POST', `/stores/public/store-${shop.store.id}/orders`, {
      body: checkoutBody(product.id, shop.rates.light.id, 1),
      headers: { 'idempotency-key': `company-public-${Date.now()}` },
    })
    expect(placed.body.response_code).toBe(2000)
    const order = await api.call<PublicOrder>('GET', `/stores/public/orders/${placed.body.data.order_no}`)
    expect(order.body.data.merchant).toMatchObject(DEMO_MERCHANT)

    const bill = (
      await api.call<{ id: string; invoice_no: string }>(
        'GET',
        `/customer-bills/${order.body.data.bill!.uuid}`,
        { token: m1 },
      )
    ).body.data
    const started = await startPay(api, bill as never, await serviceId(api, bill.id, 'SBI Bank A'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const shipments = await api.call<ListData<{ shipment: { id: string } }>>(
      'POST',
      `/shipments/order/merchant-shipments?search=${placed.body.data.order_no}`,
      { token: m1 },
    )
    const shipmentId = shipments.body.data.list.data[0]!.shipment.id
    await api.call('POST', `/courier/merchant/check-out-shipping-payment/${shipmentId}`, { token: m1 })
    const note = await api.app.request('/api/v1/courier/consignment-note', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m1}` },
      body: JSON.stringify({ shipment_id: shipmentId }),
    })
    expect(note.status).toBe(200)
    // Long lines wrap on the A6 label: compare the words, not the line breaks.
    const text = (await pdfText(new Uint8Array(await note.arrayBuffer()))).replace(/\s+/g, ' ')
    expect(text).toContain('Niaga Demo Sdn Bhd (202001012345)')
    // No pickup address or phone in the store's settings: the merchant's address and support phone stand in.
    expect(text).toContain('Level 12, Menara Niaga, Jalan Ampang, 50450 Kuala Lumpur, Kuala Lumpur')
    expect(text).toContain('Tel: +60 3-2181 0000')
  })
})
