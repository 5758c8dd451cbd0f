// The public storefront calls and checkout: store and product reads (5011 when unknown or closed),
// server-side prices and limits, Idempotency-Key replay, the last item in stock, and the order's bill paid on
// /pay/bill.
import { CONSIGNMENT_NOTE_MAX_BYTES } from '../../server/routes/courier.ts'
import { PDFDocument } from 'pdf-lib'
import { requestHash } from '../../server/services/idempotency.ts'
import { idempotencyKeys } from '../../server/db/schema/index.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { Bill } from '../../src/contract/collections.ts'
import type { PublicOrder, PublicProduct, PublicStore } from '../../src/contract/storefront.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import {
  accountIdOf,
  checkoutBody,
  insertProduct,
  insertVariant,
  openShop,
  PERLIS,
  stockOf,
} from '../support/catalogue-rows.ts'
import { choose, serviceId, startPay } from '../support/payments.ts'

let api: Api
let m1: string
let m1Account: string
beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
  m1Account = await accountIdOf(api, 'merchant@niaga.test')
})
afterAll(() => api.close())

let keyCounter = 0
const newKey = () => `checkout-test-${++keyCounter}-${Date.now()}`
const checkout = (storeId: string, body: unknown, key: string | null = newKey()) =>
  api.call<PublicOrder>('POST', `/stores/public/store-${storeId}/orders`, {
    body,
    headers: key ? { 'idempotency-key': key } : {},
  })

describe('public store and product calls', () => {
  it('reads an active store by id and unique id, its products in order, and a product’s details', async () => {
    const kopi = await insertProduct(api, m1Account, { title: 'Kopi', price_sen: 1200, weight_grams: 500 })
    const baju = await insertProduct(api, m1Account, {
      title: 'Baju Kurung',
      price_sen: 8900,
      product_variant_enable: true,
      stock: 3,
    })
    const size = await insertVariant(api, m1Account, baju.id, {
      title: 'XL',
      custom_pricing_enable: true,
      custom_pricing_price_sen: 9900,
      stock: 0,
    })
    const hidden = await insertProduct(api, m1Account, { title: 'Hidden', is_active: false })
    const shop = await openShop(api, m1, [baju.id, kopi.id, hidden.id])

    const byId = await api.call<PublicStore>('GET', `/stores/public/store-${shop.store.id}`)
    expect(byId.body.data).toMatchObject({
      id: shop.store.id,
      name: 'Kedai Ujian',
      accepts_orders: true,
      collection_account: { name: 'Niaga Demo Sdn Bhd' },
    })
    const byUnique = await api.call<PublicStore>('GET', `/storespublic/${shop.store.unique_id}`)
    expect(byUnique.body.data.id).toBe(shop.store.id)

    const list = await api.call<ListData<PublicProduct>>('GET', `/stores/public/product-${shop.store.id}`)
    expect(list.body.data.list.data.map((p) => p.title)).toEqual(['Baju Kurung', 'Kopi'])
    const [shirt] = list.body.data.list.data
    expect(shirt).toMatchObject({ price: '89.00', in_stock: false, product_variant_enable: true })
    expect(shirt!.product_product_variant).toEqual([
      {
        id: size.id,
        title: 'XL',
        custom_pricing_enable: true,
        custom_pricing_price: '99.00',
        weight: null,
        in_stock: false,
      },
    ])

    const details = await api.call<PublicProduct>('GET', `/stores/public/product-details-${kopi.id}`)
    expect(details.body.data).toMatchObject({
      id: kopi.id,
      store_id: shop.store.id,
      price: '12.00',
      weight: 0.5,
      in_stock: true,
    })
    const alias = await api.call<PublicProduct>('GET', `/products/product-details/${kopi.id}`)
    expect(alias.body.data).toEqual(details.body.data)
  })

  it('answers 5011 with HTTP 404 for unknown or closed stores and for products no active store sells', async () => {
    const product = await insertProduct(api, m1Account)
    const unsold = await insertProduct(api, m1Account)
    const shop = await openShop(api, m1, [product.id])
    await api.call('PUT', `/stores/${shop.store.id}`, { token: m1, body: { record_status_id: 2 } })
    for (const path of [
      `/stores/public/store-${shop.store.id}`,
      `/storespublic/${shop.store.unique_id}`,
      `/stores/public/product-${shop.store.id}`,
      `/stores/public/product-details-${product.id}`,
      `/products/product-details/${unsold.id}`,
      '/stores/public/store-00000000-0000-4000-8000-000000000000',
      '/storespublic/no-such-store',
      '/stores/public/product-details-not-a-uuid',
      '/stores/public/orders/ORD-NOPE',
    ]) {
      const res = await api.call('GET', path)
      expect(res.status, path).toBe(404)
      expect(res.body.response_code, path).toBe(ResponseCode.PUBLIC_NOT_FOUND)
    }
  })
})

describe('checkout', () => {
  it('prices the cart on the server, creates the order, its bill and a pending shipment', async () => {
    const kopi = await insertProduct(api, m1Account, {
      title: 'Kopi',
      price_sen: 1250,
      weight_grams: 400,
      stock: 10,
    })
    const baju = await insertProduct(api, m1Account, {
      title: 'Baju',
      price_sen: 5000,
      weight_grams: null,
      product_variant_enable: true,
    })
    const merah = await insertVariant(api, m1Account, baju.id, {
      title: 'Merah',
      custom_pricing_enable: true,
      custom_pricing_price_sen: 5500,
    })
    const shop = await openShop(api, m1, [kopi.id, baju.id])
    // 2 × 0.4 kg + 1 × 1 kg (no weight counts 1 kg) = 1.8 kg: the light band.
    const body = {
      ...checkoutBody(kopi.id, shop.rates.light.id),
      items: [
        { product_id: kopi.id, quantity: 2 },
        { product_id: baju.id, variant_id: merah.id, quantity: 1 },
      ],
    }
    const res = await checkout(shop.store.id, body)
    expect(res.body.response_code, JSON.stringify(res.body)).toBe(2000)
    const order = res.body.data
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotal: '80.00',
      shipping: '8.00',
      total: '88.00',
      weight: 1.8,
      shipping_name: 'Standard up to 2 kg',
    })
    expect(order.order_no).toMatch(/^ORD-\d{8}-[A-Z2-9]{8}$/)
    expect(order.items).toEqual([
      {
        product_id: baju.id,
        variant_id: merah.id,
        title: 'Baju',
        variant_title: 'Merah',
        unit_price: '55.00',
        quantity: 1,
        amount: '55.00',
      },
      {
        product_id: kopi.id,
        variant_id: null,
        title: 'Kopi',
        variant_title: null,
        unit_price: '12.50',
        quantity: 2,
        amount: '25.00',
      },
    ])
    expect(order.bill).toMatchObject({
      status: 'pending',
      payment_url: `${api.config.publicUrl}/pay/bill/${order.bill!.uuid}`,
    })
    expect(await stockOf(api, kopi.id)).toBe(8)
    const bill = await api.call<Bill>('GET', `/customer-bills/${order.bill!.uuid}`, { token: m1 })
    expect(bill.body.data).toMatchObject({
      amount: '88.00',
      payer_name: 'Siti Aminah',
      payer_email: 'siti@example.my',
      collection_id: shop.collection.id,
    })
    const read = await api.call<PublicOrder>('GET', `/stores/public/orders/${order.order_no}`)
    expect(read.body.data).toEqual(order)
  })

  it('refuses what the store does not sell, missing options, purchase limits, undelivered states and stale rates', async () => {
    const limited = await insertProduct(api, m1Account, {
      title: 'Durian',
      min_purchase_quantity: 2,
      max_purchase_quantity: 3,
    })
    const optioned = await insertProduct(api, m1Account, { title: 'Tudung', product_variant_enable: true })
    const elsewhere = await insertProduct(api, m1Account, { title: 'Not here' })
    const shop = await openShop(api, m1, [limited.id, optioned.id])
    const rate = shop.rates.light.id
    const cases: [unknown, Record<string, string>][] = [
      [checkoutBody(limited.id, rate, 1), { 'items.0.quantity': 'Buy at least 2 of Durian' }],
      [checkoutBody(limited.id, rate, 4), { 'items.0.quantity': 'Buy at most 3 of Durian' }],
      [checkoutBody(optioned.id, rate, 1), { 'items.0.variant_id': 'Choose an option of Tudung' }],
      [
        checkoutBody(elsewhere.id, rate, 1),
        { 'items.0.product_id': 'This store does not sell this product' },
      ],
      [
        checkoutBody(limited.id, shop.rates.eastFlat.id, 2),
        { rate_id: 'This delivery option is not available for this address and cart' },
      ],
      [
        {
          ...checkoutBody(limited.id, rate, 2),
          address: { line1: 'x', postcode: '01000', locality_id: '1', state_id: PERLIS },
        },
        { 'address.state_id': 'This store does not deliver to Perlis' },
      ],
    ]
    for (const [body, breakdown] of cases) {
      const res = await checkout(shop.store.id, body)
      expect(res.body, JSON.stringify(breakdown)).toMatchObject({
        response_code: ResponseCode.VALIDATION_FAILED,
        data: { breakdown },
      })
    }
    const withPrice = await checkout(shop.store.id, {
      ...checkoutBody(limited.id, rate, 2),
      items: [{ product_id: limited.id, quantity: 2, price: '0.01' }],
    })
    expect(withPrice.body.data).toEqual({ breakdown: { 'items.0.price': 'Unknown field' } })
  })

  it('requires an Idempotency-Key; a retry gets the first answer, another body with the key a 4090', async () => {
    const product = await insertProduct(api, m1Account, { title: 'Sambal', price_sen: 900, stock: 5 })
    const shop = await openShop(api, m1, [product.id])
    const body = checkoutBody(product.id, shop.rates.light.id, 1)
    const missing = await checkout(shop.store.id, body, null)
    expect(missing.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { 'Idempotency-Key': expect.stringContaining('required') } },
    })
    const key = newKey()
    const first = await checkout(shop.store.id, body, key)
    const again = await checkout(shop.store.id, body, key)
    expect(again.body.response_code).toBe(2000)
    expect(again.body.data).toEqual(first.body.data)
    expect(await stockOf(api, product.id)).toBe(4)
    const other = await checkout(shop.store.id, checkoutBody(product.id, shop.rates.light.id, 2), key)
    expect(other.body.response_code).toBe(ResponseCode.CONFLICT)
    const orders = await api.call<ListData<unknown>>('GET', `/orders?store_id=${shop.store.id}`, {
      token: m1,
    })
    expect(orders.body.data.list.total).toBe(1)
  })

  it('a key still being answered is 4091 (retry later), not a refusal, and places no order', async () => {
    const product = await insertProduct(api, m1Account, { title: 'Kuih Lapis', price_sen: 800, stock: 5 })
    const shop = await openShop(api, m1, [product.id])
    const body = checkoutBody(product.id, shop.rates.light.id, 1)
    const key = newKey()
    // What a first request holds while it runs: the key claimed for 30 more seconds, no answer stored yet.
    const claimedUntil = new Date(api.clock.now().getTime() + 30_000)
    await api.db.insert(idempotencyKeys).values({
      scope: `checkout:${shop.store.id}`,
      key,
      request_hash: requestHash(body),
      created_at: api.clock.now(),
      claim_id: 'first-request',
      claimed_until: claimedUntil,
    })
    const second = await checkout(shop.store.id, body, key)
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({
      response_code: ResponseCode.IDEMPOTENCY_IN_PROGRESS,
      data: { retry_after: 30 },
    })
    expect(await stockOf(api, product.id)).toBe(5)
  })

  it('two shoppers race for the last item: exactly one order, stock 0, the other told what is left', async () => {
    const product = await insertProduct(api, m1Account, { title: 'Last Batik', price_sen: 12000, stock: 1 })
    const shop = await openShop(api, m1, [product.id])
    const body = checkoutBody(product.id, shop.rates.light.id, 1)
    const results = await Promise.all([checkout(shop.store.id, body), checkout(shop.store.id, body)])
    const codes = results.map((r) => r.body.response_code).sort()
    expect(codes).toEqual([2000, ResponseCode.CONFLICT])
    expect(results.find((r) => r.body.response_code === ResponseCode.CONFLICT)!.body.description).toBe(
      'Only 0 left of Last Batik',
    )
    expect(await stockOf(api, product.id)).toBe(0)
    const orders = await api.call<ListData<unknown>>('GET', `/orders?store_id=${shop.store.id}`, {
      token: m1,
    })
    expect(orders.body.data.list.total).toBe(1)
  })

  it('a store without a default collection does not take orders', async () => {
    const product = await insertProduct(api, m1Account)
    const shop = await openShop(api, m1, [product.id])
    const fresh = await api.call<{ id: string }>('POST', '/stores', {
      token: m1,
      body: { name: 'Kedai Baru' },
    })
    await api.call('PUT', `/stores/${fresh.body.data.id}/products`, {
      token: m1,
      body: { product_ids: [product.id] },
    })
    await api.call('POST', '/store-settings', {
      token: m1,
      body: { store_id: fresh.body.data.id, settings: { shipping_profile_id: shop.profile.id } },
    })
    const store = await api.call<PublicStore>('GET', `/stores/public/store-${fresh.body.data.id}`)
    expect(store.body.data.accepts_orders).toBe(false)
    const res = await checkout(fresh.body.data.id, checkoutBody(product.id, shop.rates.light.id))
    expect(res.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'This store is not taking orders yet: it has no active collection for its bills',
    })
  })

  it('the order’s bill is paid on the payment page, and the order then reads paid', async () => {
    const product = await insertProduct(api, m1Account, { title: 'Rendang', price_sen: 2500 })
    const shop = await openShop(api, m1, [product.id])
    const placed = (await checkout(shop.store.id, checkoutBody(product.id, shop.rates.light.id))).body.data
    const bill = (await api.call<Bill>('GET', `/customer-bills/${placed.bill!.uuid}`, { token: m1 })).body
      .data
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank A'))
    expect(started.body.response_code).toBe(2000)
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const read = await api.call<PublicOrder>('GET', `/stores/public/orders/${placed.order_no}`)
    expect(read.body.data).toMatchObject({ status: 'paid', bill: { status: 'paid' } })
    const paidList = await api.call<ListData<{ order_no: string }>>(
      'POST',
      `/shipments/order/merchant-shipments?skip=0&limit=10&status=paid&store_id=${shop.store.id}`,
      { token: m1 },
    )
    expect(paidList.body.data.list.data.map((o) => o.order_no)).toEqual([placed.order_no])
  })
})

describe('shipments and the consignment note', () => {
  async function paidOrder() {
    const product = await insertProduct(api, m1Account, {
      title: 'Keropok Lekor',
      price_sen: 1500,
      weight_grams: 750,
    })
    const shop = await openShop(api, m1, [product.id])
    const placed = (await checkout(shop.store.id, checkoutBody(product.id, shop.rates.light.id, 2))).body.data
    const orders = await api.call<
      ListData<{ id: string; order_no: string; shipment: { id: string; status: string } }>
    >('POST', `/shipments/order/merchant-shipments?search=${placed.order_no}`, { token: m1 })
    const order = orders.body.data.list.data[0]!
    return { placed, order, shipmentId: order.shipment.id }
  }
  async function pay(placed: PublicOrder) {
    const bill = (await api.call<Bill>('GET', `/customer-bills/${placed.bill!.uuid}`, { token: m1 })).body
      .data
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'SBI Bank A'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
  }
  const note = (shipmentId: string, token = m1) =>
    api.app.request('/api/v1/courier/consignment-note', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ shipment_id: shipmentId }),
    })

  it('moves through the courier lifecycle; anything else is a 4090', async () => {
    const { placed, order, shipmentId } = await paidOrder()
    expect(order.shipment.status).toBe('pending')
    const early = await api.call('PUT', `/shipments/${shipmentId}`, { token: m1, body: { status: 'ready' } })
    expect(early.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'The order is not paid yet',
    })
    await pay(placed)
    const skip = await api.call('PUT', `/shipments/${shipmentId}`, {
      token: m1,
      body: { status: 'delivered' },
    })
    expect(skip.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'A pending shipment cannot become delivered',
    })
    for (const status of ['ready', 'picked_up', 'in_transit']) {
      const res = await api.call<{ status: string }>('PUT', `/shipments/${shipmentId}`, {
        token: m1,
        body: { status },
      })
      expect(res.body.data.status).toBe(status)
    }
    expect(
      (await api.call<PublicOrder>('GET', `/stores/public/orders/${placed.order_no}`)).body.data.status,
    ).toBe('shipped')
    const cancel = await api.call('PUT', `/shipments/${shipmentId}`, {
      token: m1,
      body: { status: 'cancelled' },
    })
    expect(cancel.body.response_code).toBe(ResponseCode.CONFLICT)
    await api.call('PUT', `/shipments/${shipmentId}`, { token: m1, body: { status: 'delivered' } })
    expect(
      (await api.call<PublicOrder>('GET', `/stores/public/orders/${placed.order_no}`)).body.data.status,
    ).toBe('delivered')
  })

  it('pays the courier once, then prints an A6 consignment note PDF', async () => {
    const { placed, shipmentId } = await paidOrder()
    expect((await note(shipmentId)).status).toBe(409)
    const unpaid = await api.call('POST', `/courier/merchant/check-out-shipping-payment/${shipmentId}`, {
      token: m1,
    })
    expect(unpaid.body.response_code).toBe(ResponseCode.CONFLICT)
    await pay(placed)
    const paid = await api.call<{ consignment_no: string; shipping_paid_at: string }>(
      'POST',
      `/courier/merchant/check-out-shipping-payment/${shipmentId}`,
      { token: m1 },
    )
    expect(paid.body.data.consignment_no).toMatch(/^NSC\d{16}MY$/)
    expect(paid.body.data.shipping_paid_at).toBe(api.clock.now().toISOString())
    const twice = await api.call('POST', `/courier/merchant/check-out-shipping-payment/${shipmentId}`, {
      token: m1,
    })
    expect(twice.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'Shipping for this order is paid already',
    })

    const res = await note(shipmentId)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain(
      `consignment-note-${paid.body.data.consignment_no}.pdf`,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(bytes.byteLength).toBeLessThanOrEqual(CONSIGNMENT_NOTE_MAX_BYTES)
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    const { width, height } = pdf.getPage(0).getSize()
    expect([Math.round(width), Math.round(height)]).toEqual([298, 420])
    expect(pdf.getTitle()).toBe(`Consignment note ${paid.body.data.consignment_no}`)
  })

  it('merchant2 cannot see, move, pay for or print merchant1’s orders and shipments', async () => {
    const m2 = (await api.login('merchant2@niaga.test')).access_token
    const { order, shipmentId } = await paidOrder()
    const list = await api.call<ListData<{ id: string }>>(
      'POST',
      '/shipments/order/merchant-shipments?limit=500',
      { token: m2 },
    )
    expect(list.body.data.list.data.map((o) => o.id)).not.toContain(order.id)
    expect((await api.call('GET', `/orders/${order.id}`, { token: m2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('PUT', `/shipments/${shipmentId}`, { token: m2, body: { status: 'cancelled' } })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('POST', `/courier/merchant/check-out-shipping-payment/${shipmentId}`, { token: m2 }))
        .body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await note(shipmentId, m2)).status).toBe(404)
    const mine = await api.call<{ shipment: { status: string } }>('GET', `/orders/${order.id}`, { token: m1 })
    expect(mine.body.data.shipment.status).toBe('pending')
  })
})
