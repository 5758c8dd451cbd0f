// The contract walk: every operation in the OpenAPI document is called once with a valid request,
// made from the demo data or from records the walk creates first, and its answer must be a documented success
// that validates against the document (the harness checks every answer:
// tests/support/openapi-conformance.ts). A few operations cannot succeed in a fresh sandbox with a valid
// request; they are listed in their entry with the documented answer they give instead and why. An operation
// added to the registry without an entry fails the walk.
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRegistry } from '../../server/app.ts'
import { messageOutbox } from '../../server/db/schema/index.ts'
import { DEMO_PASSWORD } from '../../server/db/seed-data.ts'
import type { Operation } from '../../server/http/operation.ts'
import type { Bill } from '../../src/contract/collections.ts'
import type { ApiKeyWithSecret } from '../../src/contract/developers.ts'
import type { PublicOrder } from '../../src/contract/storefront.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { checkoutBody, openShop, PERLIS, SABAH, SELANGOR } from '../support/catalogue-rows.ts'
import { uploadImage } from '../support/company.ts'
import { TINY_PNG } from '../support/company.ts'
import { createKey, whitelist } from '../support/developers.ts'
import { paidPayment, verifiedBankAccount } from '../support/money-out.ts'
import { checkerFor } from '../support/openapi-conformance.ts'
import { bankProof, choose, makeBill, serviceId, startPay } from '../support/payments.ts'
import { openTopup, openVirtualAccount } from '../support/pools.ts'
import { invite } from '../support/team.ts'

type Who = 'merchant' | 'merchant2' | 'admin' | 'introducer' | 'none'

interface Ctx {
  api: Api
  token: Record<Exclude<Who, 'none'>, string>
  /** The id of the first row a merchant list call answers (cached). */
  first(listPath: string, field?: string): Promise<string>
  /** Calls as the merchant and answers data, failing the walk when it is not a success. */
  make<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>
  /** Values later entries use (records this walk made). */
  saved: Record<string, string>
}

interface Step {
  /** The concrete path with its query (defaults to the operation's path when it has no parameters). */
  path?: (ctx: Ctx) => string | Promise<string>
  /** The request body (defaults to the document's example for operations with a JSON body). */
  body?: (ctx: Ctx) => unknown
  headers?: () => Record<string, string>
  as?: Who
  /** A token of its own (calls that end the session they are made with). */
  token?: (ctx: Ctx) => Promise<string>
  /** Sent as-is instead of JSON (multipart uploads, the error collector's text envelopes). */
  form?: () => FormData | string
  /** The documented answer when a valid request cannot succeed in a fresh sandbox, and why. */
  expect?: { code: number; why: string }
  /** Runs after the answer (to keep ids for later entries). */
  then?: (ctx: Ctx, data: Record<string, unknown>) => void
}

// Helpers the entries share.
const fixedPath = (path: string): Step => ({ path: () => path })
/** A record of a merchant list: its first row. */
const firstOf = (list: string, base = list, suffix = ''): Step => ({
  path: async (c) => `${base}/${await c.first(list)}${suffix}`,
})
/** An update of the first row of a list. */
const updateFirst = (list: string, body: (c: Ctx) => unknown, base = list): Step => ({
  ...firstOf(list, base),
  body,
})
/** A record this walk creates (so deleting it leaves the demo data whole), then the call on it. */
const onNew = (list: string, body: unknown, suffix = '', base = list): Step => ({
  path: async (c) => `${base}/${(await c.make<{ id: string }>('POST', list, body)).id}${suffix}`,
})
const EMAIL = 'walk@example.my'
const PHONE = '+60 12-345 6789'
const URL_ = 'https://example.my/walk'
const PASSWORD = 'Walk#Pass2026'
const today = '22-11-2026'
let serial = 0
const unique = (prefix: string) => `${prefix}${++serial}${Date.now() % 100000}`

async function demoStore(c: Ctx): Promise<{ id: string; unique_id: string }> {
  const store = await c.make<{ list: { data: { id: string; unique_id: string }[] } }>('GET', '/stores')
  return store.list.data.find((s) => s.unique_id === 'niaga-demo') ?? store.list.data[0]!
}

async function paidBill(c: Ctx): Promise<{ invoice_no: string; uuid: string; id: string }> {
  if (!c.saved.paidInvoice) {
    const { bill } = await paidPayment(c.api, c.token.merchant, '50.00')
    c.saved.paidInvoice = bill.invoice_no
    c.saved.paidBillUuid = bill.uuid
    c.saved.paidBillId = bill.id
  }
  return { invoice_no: c.saved.paidInvoice, uuid: c.saved.paidBillUuid!, id: c.saved.paidBillId! }
}

async function openBill(
  c: Ctx,
): Promise<{ invoice_no: string; uuid: string; id: string; collection: string }> {
  if (!c.saved.openInvoice) {
    const { bill, collection } = await makeBill(c.api, c.token.merchant, '30.00')
    Object.assign(c.saved, {
      openInvoice: bill.invoice_no,
      openBillUuid: bill.uuid,
      openBillId: bill.id,
      collectionUuid: collection.uuid,
      collectionId: collection.id,
    })
  }
  return {
    invoice_no: c.saved.openInvoice!,
    uuid: c.saved.openBillUuid!,
    id: c.saved.openBillId!,
    collection: c.saved.collectionId!,
  }
}

async function bank(c: Ctx): Promise<string> {
  c.saved.bank ??= (await verifiedBankAccount(c.api, c.token.merchant, String(1000000000 + ++serial))).id
  return c.saved.bank
}

async function shop(c: Ctx): Promise<Awaited<ReturnType<typeof openShop>> & { product: string }> {
  if (!c.saved.shop) {
    const product = await c.make<{ id: string }>('POST', '/products', {
      title: 'Walk Kopi',
      price: '12.00',
      weight: 0.25,
      stock: 50,
    })
    const opened = await openShop(c.api, c.token.merchant, [product.id], 'Kedai Walk')
    c.saved.shop = JSON.stringify({ ...opened, product: product.id })
  }
  return JSON.parse(c.saved.shop) as Awaited<ReturnType<typeof openShop>> & { product: string }
}

async function order(c: Ctx): Promise<PublicOrder> {
  if (!c.saved.order) {
    const s = await shop(c)
    const res = await c.api.call<PublicOrder>('POST', `/stores/public/store-${s.store.id}/orders`, {
      body: checkoutBody(s.product, s.rates.light.id),
      headers: { 'idempotency-key': unique('walk-order-') },
    })
    if (res.body.response_code !== 2000) throw new Error(JSON.stringify(res.body))
    c.saved.order = JSON.stringify(res.body.data)
  }
  return JSON.parse(c.saved.order) as PublicOrder
}

async function image(c: Ctx): Promise<string> {
  c.saved.image ??= await uploadImage(c.api, c.token.merchant)
  return c.saved.image
}

async function key(c: Ctx): Promise<ApiKeyWithSecret> {
  if (!c.saved.key)
    c.saved.key = JSON.stringify(await createKey(c.api, c.token.merchant, { name: unique('Walk key ') }))
  return JSON.parse(c.saved.key) as ApiKeyWithSecret
}

async function report(c: Ctx): Promise<string> {
  if (!c.saved.report) {
    const made = await c.make<{ id: string }>('POST', '/background-task-report/generate-report-collection', {
      start_date: '01-11-2026',
      end_date: today,
    })
    c.saved.report = made.id
  }
  return c.saved.report
}

const imageForm =
  (field: string, count = 1) =>
  () => {
    const form = new FormData()
    for (let i = 0; i < count; i++)
      form.append(field, new File([TINY_PNG], `walk-${i}.png`, { type: 'image/png' }))
    return form
  }

const customerBody = () => ({ name: 'Walk Customer', email: EMAIL, phone: PHONE, state: 'Selangor' })
const productBody = () => ({ title: unique('Walk product '), price: '9.90', weight: 0.1, stock: 5 })
const billBody = (collection_id: string) => ({
  collection_id,
  payer_name: 'Walk Payer',
  payer_email: EMAIL,
  amount: '15.00',
})

const WALK: Record<string, Step> = {
  // Auth
  'auth.merchantAccessToken': { body: () => ({ username: 'merchant@niaga.test', password: DEMO_PASSWORD }) },
  'auth.introducerAccessToken': {
    body: () => ({ username: 'introducer@niaga.test', password: DEMO_PASSWORD }),
  },
  'auth.accessTokenViu': { body: () => ({ username: 'admin@niaga.test', password: DEMO_PASSWORD }) },
  'jwt.login': { body: () => ({ username: 'merchant2@niaga.test', password: DEMO_PASSWORD }) },
  'jwt.refreshToken': {
    body: async (c) => ({ refreshToken: (await c.api.login('merchant2@niaga.test')).refresh_token }),
  },
  'jwt.logout': { token: async (c) => (await c.api.login('merchant2@niaga.test')).access_token },
  'live.events': {},
  'jwt.register': {
    body: (c) => ({
      full_name: 'Walk Owner',
      email: (c.saved.owner = `${unique('walk-owner-')}@example.my`),
      phone: PHONE,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      company_name: 'Kedai Walk Sdn Bhd',
    }),
  },
  'portal.forgotPassword': { body: (c) => ({ email: c.saved.owner, type: 'password' }) },
  'portal.resetPassword': {
    body: async (c) => {
      const [mail] = await c.api.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.recipient, c.saved.owner!))
        .orderBy(desc(messageOutbox.created_at))
      const token = new URL(String(mail?.meta?.link)).searchParams.get('token')
      return { token, password: 'Walk#Reset2026', password_confirmation: 'Walk#Reset2026' }
    },
  },
  'auth.testToken': {},
  // Users
  'users.me': {},
  'users.updateMe': { body: () => ({ full_name: 'Aisyah Rahman', phone: PHONE }) },
  'users.open': {},
  'users.list': {},
  'users.create': {
    body: () => ({
      full_name: 'Walk Member',
      email: `${unique('walk-member-')}@example.my`,
      phone: PHONE,
      role_code: 'viewer',
      password: PASSWORD,
    }),
  },
  'users.get': firstOf('/users'),
  'users.update': {
    path: async (c) =>
      `/users/${c.saved.member ?? (c.saved.member = (await c.make<{ id: string }>('POST', '/users', { full_name: 'Walk Staff', email: `${unique('walk-staff-')}@example.my`, role_code: 'staff', password: PASSWORD })).id)}`,
    body: () => ({ role_code: 'viewer' }),
  },
  'users.remove': {
    path: async (c) =>
      `/users/${(await c.make<{ id: string }>('POST', '/users', { full_name: 'Walk Leaver', email: `${unique('walk-leaver-')}@example.my`, role_code: 'staff', password: PASSWORD })).id}`,
  },
  'roles.list': {},
  // Accounts
  'accounts.me': {},
  'accounts.usersMe': {},
  'accounts.switch': { path: async (c) => `/accounts/merchant/${await c.first('/accounts')}/switch` },
  'accounts.list': {},
  'accounts.create': {
    body: () => ({ type: 'merchant', name: unique('Walk Branch '), email: EMAIL, phone: PHONE }),
  },
  'accounts.get': firstOf('/accounts'),
  'accounts.update': updateFirst('/accounts', () => ({ phone: PHONE })),
  'accounts.users': firstOf('/accounts', '/accounts', '/users'),
  'accounts.addUser': {
    path: async (c) => `/accounts/${await c.first('/accounts')}/users`,
    body: () => ({ email: 'merchant2@niaga.test', role_code: 'viewer' }),
  },
  // Admin
  'admin.merchants': {},
  'auditLogs.list': {},
  // Team
  'invitations.list': {},
  'invitations.create': {
    body: () => ({ email: `${unique('walk-invite-')}@example.my`, role_code: 'staff' }),
  },
  'invitations.resend': {
    path: async (c) =>
      `/invitations/${(await invite(c.api, c.token.merchant, `${unique('walk-resend-')}@example.my`, 'staff')).id}/resend`,
  },
  'invitations.revoke': {
    path: async (c) =>
      `/invitations/${(await invite(c.api, c.token.merchant, `${unique('walk-revoke-')}@example.my`, 'staff')).id}/revoke`,
  },
  'invitations.open': {
    body: async (c) => ({
      token: (await invite(c.api, c.token.merchant, `${unique('walk-open-')}@example.my`, 'viewer')).token,
    }),
  },
  'invitations.accept': {
    body: async (c) => ({
      token: (await invite(c.api, c.token.merchant, `${unique('walk-accept-')}@example.my`, 'viewer')).token,
      full_name: 'Walk Joiner',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  },
  // Notification settings
  'notificationSettings.list': {},
  'notificationSettings.create': {},
  'notificationSettings.merchantList': {},
  'notificationSettings.get': firstOf('/notification-settings'),
  'notificationSettings.update': updateFirst('/notification-settings', () => ({ enabled: true })),
  'notificationSettings.delete': firstOf('/notification-settings'),
  // Constants
  'constants.system': {},
  'constants.paymentRate': {},
  'portal.publicConstant': {},
  'catalogs.get': {},
  'systemOptions.get': {},
  // Tour settings
  'tourSettings.me': {},
  'tourSettings.merchant': {},
  'tourSettings.create': { then: (c, data) => void (c.saved.tour = String(data.id)) },
  'tourSettings.update': {
    path: (c) => `/user-tour-setting/${c.saved.tour}`,
    body: () => ({ setting: { dashboard: true } }),
  },
  // Customers
  'customers.list': {},
  'customers.create': { body: customerBody },
  'customers.get': firstOf('/customers'),
  'customers.update': updateFirst('/customers', () => ({ notes: 'Walked' })),
  'customers.delete': onNew('/customers', customerBody()),
  // Discounts
  'discounts.list': {},
  'discounts.create': {
    body: () => ({
      code: unique('WALK'),
      type: 'percent',
      value: '10',
      valid_from: '2026-11-01',
      valid_until: '2026-12-31',
    }),
  },
  'discounts.get': firstOf('/discounts'),
  'discounts.update': updateFirst('/discounts', () => ({ usage_limit: 500 })),
  'discounts.delete': onNew('/discounts', { code: 'WALKDELETE', type: 'fixed', value: '5.00' }),
  // Storefront
  'storefront.discountCheck': {
    path: async (c) => `/stores/public/store-${(await demoStore(c)).id}/discount-check`,
    body: async (c) => ({
      code: 'WELCOME10',
      items: [
        {
          product_id: (
            await c.make<{ products: { id: string }[] }>('GET', `/stores/${(await demoStore(c)).id}/products`)
          ).products[0]!.id,
          quantity: 1,
        },
      ],
    }),
  },
  'storefront.storeByUniqueId': fixedPath('/storespublic/niaga-demo'),
  'storefront.store': { path: async (c) => `/stores/public/store-${(await demoStore(c)).id}` },
  'storefront.storeProducts': { path: async (c) => `/stores/public/product-${(await demoStore(c)).id}` },
  'storefront.productDetails': {
    path: async (c) => `/stores/public/product-details-${await c.first('/products')}`,
  },
  'storefront.productDetailsAlias': {
    path: async (c) => `/products/product-details/${await c.first('/products')}`,
  },
  'storefront.deliveryTable': {
    path: async (c) => `/stores/public/store-${(await demoStore(c)).id}/delivery-rates`,
  },
  'storefront.checkout': {
    path: async (c) => `/stores/public/store-${(await shop(c)).store.id}/orders`,
    body: async (c) => checkoutBody((await shop(c)).product, (await shop(c)).rates.light.id),
    headers: () => ({ 'idempotency-key': unique('walk-checkout-') }),
  },
  'storefront.order': { path: async (c) => `/stores/public/orders/${(await order(c)).order_no}` },
  // Dashboard
  'dashboard.merchant': {},
  'dashboard.report': fixedPath('/dashboard/dashboard-generate-report/2026'),
  'dashboard.statistic': {},
  'dashboard.admin': {},
  // Collections
  'collections.list': {},
  'collections.create': {
    body: () => ({ title: 'Walk fees', kind: 'bill', callback_url: URL_, redirect_url: URL_ }),
  },
  'collections.get': firstOf('/collections'),
  'collections.update': updateFirst('/collections', () => ({ description: 'Walked' })),
  // Bills
  'customerBills.list': {},
  'customerBills.get': { path: async (c) => `/customer-bills/${(await openBill(c)).id}` },
  'customerBills.update': {
    path: async (c) => `/customer-bills/${(await openBill(c)).id}`,
    body: () => ({ payer_name: 'Walk Payer Two' }),
  },
  'customerBills.create': { body: async (c) => billBody((await openBill(c)).collection) },
  'collections.createBill': { body: async (c) => billBody((await openBill(c)).collection) },
  'collections.updateBill': {
    body: async (c) => ({ id: (await openBill(c)).id, description: 'Walk bill, changed' }),
  },
  'collections.bills': { path: async (c) => `/collections/${(await openBill(c)).collection}/bills` },
  'billUpload.template': {},
  'billUpload.upload': {
    path: async (c) =>
      `/payment-upload-files/upload-customer-bills-excel?collection_id=${(await openBill(c)).collection}&preview=1`,
    form: () => {
      const form = new FormData()
      form.append(
        'file',
        new File(
          [
            'payer_name,payer_email,payer_phone,amount,description,due_date\nWalk Payer,walk@example.my,,12.00,,\n',
          ],
          'bills.csv',
          { type: 'text/csv' },
        ),
      )
      return form
    },
  },
  'bills.generateId': {},
  'bills.createDirectPayment': {
    body: async (c) => ({
      ...billBody((await openBill(c)).collection),
      payment_service_id: await serviceId(c.api, (await openBill(c)).uuid, 'Maybank2u'),
    }),
  },
  'bills.markPaid': {
    path: async (c) => {
      const b = await openBill(c)
      return `/payment-services/switch/paid-bill-payment?_id=${b.id}&invoice_no=${b.invoice_no}`
    },
  },
  // Payment pages
  'publicBills.get': { path: async (c) => `/customer-bills/public/${(await openBill(c)).uuid}` },
  'publicCollections.get': {
    path: async (c) => {
      await openBill(c)
      return `/collections/public/${c.saved.collectionUuid}`
    },
  },
  'publicBills.create': {
    body: async (c) => ({
      collection_uuid: await paymentForm(c),
      payer_name: 'Walk Payer',
      payer_email: EMAIL,
      amount: '11.00',
    }),
  },
  'paymentServices.list': fixedPath('/payment-services/switch/list-payment-services/1'),
  'paymentServices.selected': {
    path: async (c) =>
      `/payment-services/switch/selected-list-payment-services/1?_invoice_uuid=${(await openBill(c)).uuid}`,
  },
  'paymentServices.cardPublicKey': {},
  'payments.payBill': {
    path: async (c) => {
      const b = await makeBill(c.api, c.token.merchant, '21.00')
      c.saved.payUuid = b.bill.uuid
      return `/payment-services/switch/payment-bill/_invoice?_invoice=${encodeURIComponent(b.bill.invoice_no)}`
    },
    body: async (c) => ({ payment_service_id: await serviceId(c.api, c.saved.payUuid!, 'Maybank2u') }),
    then: (c, data) => void (c.saved.transaction = String(data.transaction_invoice_no)),
  },
  'payments.check': {
    path: (c) => `/payment-services/switch/manual-checking-transaction?invoice_no=${c.saved.transaction}`,
  },
  'payments.fpxFailedReason': {
    path: async (c) => {
      c.saved.proof = await bankProof(c.api, c.saved.transaction!)
      await choose(c.api, c.saved.transaction!, 'reject')
      return `/customer-bills/fpx-failed-reason/${c.saved.transaction}`
    },
    body: (c) => ({ reason: 'Insufficient balance in account', bank_proof: c.saved.proof }),
  },
  'bnpl.billPlan': { path: async (c) => `/customer-bills/${(await openBill(c)).uuid}/bnpl-bills` },
  'bnpl.collectionPlan': {
    path: async (c) => `/collections/${await paymentForm(c)}/bnpl-bills?amount=300.00`,
  },
  'payments.createPaymentViu': {
    body: async (c) => ({
      collection_uuid: await paymentForm(c),
      payer_name: 'Walk Payer',
      payer_email: EMAIL,
      amount: '12.00',
      payment_service_id: await serviceId(c.api, (await openBill(c)).uuid, 'Maybank2u'),
    }),
  },
  // Payments
  'paymentRecords.list': {},
  'paymentRecords.get': firstOf('/payment-records'),
  'paymentRecords.create': { body: () => ({ amount: '14.00', payer_name: 'Walk Cash', payer_email: EMAIL }) },
  'paymentRecords.payBillInvoice': {
    body: async (c) => ({ invoice_no: (await makeBill(c.api, c.token.merchant, '16.00')).bill.invoice_no }),
  },
  'paymentRecords.update': {
    ...onNew('/payment-records', { amount: '15.00', payer_name: 'Walk Cash' }),
    body: () => ({ payer_name: 'Walk Cash Corrected' }),
  },
  'paymentRecords.delete': onNew('/payment-records', { amount: '15.00', payer_name: 'Walk Cash' }),
  'callbacks.resend': {
    body: async (c) => {
      await c.make('PUT', '/payment-services/merchant-callback-data/endpoint', { url: URL_ })
      return { invoice_no: (await paidBill(c)).invoice_no }
    },
  },
  'callbacks.secret': {},
  'callbacks.rotateSecret': {},
  'fees.calculate': {},
  // Messaging
  'messaging.bulkEmail': {},
  'messaging.bulkSms': {},
  'sandbox.outbox': {},
  // Stores
  'stores.list': {},
  'stores.create': { body: () => ({ name: 'Kedai Walk Dua' }) },
  'stores.merchantStores': {},
  'stores.get': { path: async (c) => `/stores/${(await demoStore(c)).id}` },
  'stores.update': {
    path: async (c) => `/stores/${(await shop(c)).store.id}`,
    body: () => ({ description: 'Walked' }),
  },
  'stores.defaultCollection': {
    body: async (c) => ({
      store_id: (await c.make<{ id: string }>('POST', '/stores', { name: 'Kedai Walk Tiga' })).id,
    }),
  },
  'stores.products': { path: async (c) => `/stores/${(await demoStore(c)).id}/products` },
  'stores.setProducts': {
    path: async (c) => `/stores/${(await shop(c)).store.id}/products`,
    body: async (c) => ({ product_ids: [(await shop(c)).product] }),
  },
  'openingDays.read': { path: async (c) => `/opening-days/store-based/${(await demoStore(c)).id}` },
  'openingDays.create': { body: async (c) => ({ store_id: (await shop(c)).store.id, days: week() }) },
  'openingDays.edit': { body: async (c) => ({ store_id: (await shop(c)).store.id, days: week() }) },
  'storeSettings.list': {},
  'storeSettings.create': {
    body: async (c) => ({
      store_id: (await c.make<{ id: string }>('POST', '/stores', { name: 'Kedai Walk Empat' })).id,
      settings: { contact_email: EMAIL },
    }),
  },
  'storeSettings.merchantList': {},
  'storeSettings.current': {
    path: async (c) => `/store-settings/current?store_id=${(await demoStore(c)).id}`,
  },
  'storeSettings.update': updateFirst('/store-settings', () => ({ settings: { order_note: 'Walked' } })),
  // Shipping
  'shippingProfiles.list': {},
  'shippingProfiles.create': {},
  'shippingProfiles.get': firstOf('/shipping-profiles'),
  'shippingProfiles.update': updateFirst('/shipping-profiles', () => ({ free_shipping_threshold: '300.00' })),
  'shippingProfiles.delete': onNew('/shipping-profiles', { name: 'Walk profile to delete' }),
  'shippingZones.list': {},
  'shippingZones.create': {
    body: async (c) => ({
      name: 'Walk zone',
      profile_id: (await c.make<{ id: string }>('POST', '/shipping-profiles', { name: 'Walk profile' })).id,
      state_ids: [SABAH],
    }),
  },
  'shippingZones.merchantList': {},
  'shippingZones.get': firstOf('/shipping-zones'),
  'shippingZones.update': updateFirst('/shipping-zones', () => ({ name: 'Walked zone' })),
  'shippingZones.delete': {
    path: async (c) =>
      `/shipping-zones/${(await c.make<{ id: string }>('POST', '/shipping-zones', { name: 'Walk zone to delete', profile_id: (await c.make<{ id: string }>('POST', '/shipping-profiles', { name: 'Walk profile two' })).id, state_ids: [PERLIS] })).id}`,
  },
  'shippingRates.list': {},
  'shippingRates.create': {
    body: async (c) => ({
      zone_id: await c.first('/shipping-zones'),
      name: 'Walk rate',
      kind: 'flat',
      price: '7.00',
    }),
  },
  'shippingRates.merchantList': {},
  'shippingRates.get': firstOf('/shipping-rates'),
  'shippingRates.update': updateFirst('/shipping-rates', () => ({ price: '7.50' })),
  'shippingRates.delete': {
    path: async (c) =>
      `/shipping-rates/${(await c.make<{ id: string }>('POST', '/shipping-rates', { zone_id: await c.first('/shipping-zones'), name: 'Walk rate to delete', kind: 'flat', price: '3.00' })).id}`,
  },
  // Orders
  'orders.list': {},
  'shipments.merchantOrders': {},
  'orders.get': { path: async (c) => `/orders/${await orderId(c)}` },
  'shipments.update': {
    path: async (c) => `/shipments/${await shipmentOf(c)}`,
    body: () => ({ status: 'ready' }),
  },
  // Courier
  'courier.deliveryPriceCheck': {
    body: async (c) => ({
      store_id: (await shop(c)).store.id,
      state_id: SELANGOR,
      weight: 500,
      subtotal: '20.00',
    }),
  },
  'courier.authDeliveryPriceCheck': {
    body: async (c) => ({
      store_id: (await shop(c)).store.id,
      state_id: SELANGOR,
      weight: 500,
      subtotal: '20.00',
    }),
  },
  'courier.payShipping': {
    path: async (c) => `/courier/merchant/check-out-shipping-payment/${await shipmentOf(c)}`,
  },
  'courier.consignmentNote': { body: async (c) => ({ shipment_id: await shipmentOf(c) }) },
  // Products
  'products.list': {},
  'products.create': { body: productBody },
  'products.get': firstOf('/products'),
  'products.update': updateFirst('/products', () => ({ stock: 40 })),
  'product.delete': {
    path: async (c) => `/product/${(await c.make<{ id: string }>('POST', '/products', productBody())).id}`,
  },
  'products.bulkUpdate': {
    body: async (c) => ({ products: [{ id: await c.first('/products'), stock: 41 }] }),
  },
  'productVariants.create': {
    body: async (c) => ({ product_id: (await shop(c)).product, title: 'Walk 1 kg', weight: 1, stock: 3 }),
    then: (c, data) => void (c.saved.variant = String(data.id)),
  },
  'productVariants.bulkCreate': {
    body: async (c) => ({
      product_id: (await shop(c)).product,
      variants: [{ title: 'Walk 2 kg', weight: 2, stock: 1 }],
    }),
  },
  'productVariants.update': {
    path: (c) => `/product-variants/${c.saved.variant}`,
    body: () => ({ stock: 4 }),
  },
  'productVariants.delete': {
    path: async (c) =>
      `/product-variants/${(await c.make<{ id: string }>('POST', '/product-variants', { product_id: (await shop(c)).product, title: 'Walk 5 kg', weight: 5, stock: 1 })).id}`,
  },
  // Product categories and tags
  'productCategories.list': {},
  'productCategories.create': { body: () => ({ title: unique('Walk category ') }) },
  'productCategories.get': firstOf('/product-categories'),
  'productCategories.update': updateFirst('/product-categories', () => ({ description: 'Walked' })),
  'productCategories.delete': {
    path: async (c) =>
      `/product-categories/${(await c.make<{ id: string }>('POST', '/product-categories', { title: unique('Walk gone ') })).id}`,
  },
  'productSubcategory.list': {},
  'productSubcategory.create': {
    body: async (c) => ({ title: unique('Walk sub '), category_id: await c.first('/product-categories') }),
  },
  'productSubcategory.get': firstOf('/product-subcategory'),
  'productSubcategory.update': updateFirst('/product-subcategory', () => ({ description: 'Walked' })),
  'productSubcategory.delete': {
    path: async (c) =>
      `/product-subcategory/${(await c.make<{ id: string }>('POST', '/product-subcategory', { title: unique('Walk sub gone '), category_id: await c.first('/product-categories') })).id}`,
  },
  'productTags.list': {},
  'productTags.create': { body: () => ({ name: unique('walk-tag-') }) },
  'productTags.get': firstOf('/product-tags'),
  'productTags.update': updateFirst('/product-tags', () => ({ name: unique('walked-tag-') })),
  'productTags.delete': {
    path: async (c) =>
      `/product-tags/${(await c.make<{ id: string }>('POST', '/product-tags', { name: unique('walk-tag-gone-') })).id}`,
  },
  'merchantProductTags.list': {},
  // Images
  'cdn.upload': { form: imageForm('file') },
  'cdn.bulkUpload': { form: imageForm('files', 2) },
  'merchantCloudImage.create': { form: imageForm('file') },
  'merchantCloudImage.bulkCreate': { form: imageForm('files', 2) },
  'merchantCloudImage.records': {},
  'merchantCloudImage.get': {
    path: async (c) => `/merchant-cloud-image/merchant-cloud-image/${await image(c)}`,
  },
  'merchantCloudImage.update': {
    path: async (c) => `/merchant-cloud-image/${await image(c)}`,
    body: () => ({ file_name: 'walked.png' }),
  },
  'merchantCloudImage.delete': {
    path: async (c) => `/merchant-cloud-image/${await uploadImage(c.api, c.token.merchant, 'gone.png')}`,
  },
  'ai.analyzeImage': { body: async (c) => ({ image_id: await image(c) }) },
  'cdnImages.original': { path: async (c) => `/cdn/images/${await image(c)}` },
  'cdnImages.thumb': { path: async (c) => `/cdn/images/${await image(c)}/thumb` },
  // Money out
  'banks.list': {},
  'banks.create': {
    body: () => ({
      bank_code: 'MBBEMYKL',
      account_number: String(2000000000 + ++serial),
      holder_name: 'Niaga Demo Sdn Bhd',
    }),
  },
  'banks.get': { path: async (c) => `/banks/${await bank(c)}` },
  'banks.update': {
    path: async (c) => `/banks/${await bank(c)}`,
    body: () => ({ holder_name: 'Niaga Demo Sdn Bhd' }),
  },
  'banks.verify': {
    body: async (c) => ({
      bank_account_id: (
        await c.make<{ id: string }>('POST', '/banks', {
          bank_code: 'MBBEMYKL',
          account_number: String(3000000000 + ++serial),
          holder_name: 'Niaga Demo Sdn Bhd',
        })
      ).id,
    }),
  },
  'settlements.list': {},
  'settlements.listPost': {},
  'settlements.get': firstOf('/settlement-records'),
  'balances.get': {},
  'settlements.quote': {},
  'settlements.self': {},
  'settlements.settings': {},
  'settlements.toggleChannel': {
    path: () => '/accounts/merchant/settlement-channel-toggle?channel_id=fpx',
    body: () => ({ paused: false }),
  },
  'settlements.reserve': {},
  'payouts.services': fixedPath('/payment-services/switch/list-payout-services/1'),
  'payouts.servicesDefault': {},
  'payouts.create': {
    body: async (c) => ({ bank_account_id: await bank(c), amount: '10.00', payout_service_id: 1 }),
    headers: () => ({ 'idempotency-key': unique('walk-payout-') }),
    then: (c, data) => void (c.saved.payout = String(data.invoice_no)),
  },
  'payouts.list': {},
  'payouts.listPost': {},
  'payouts.get': firstOf('/payout-records'),
  'payouts.status': { body: (c) => ({ invoice_no: c.saved.payout }) },
  'payouts.report': fixedPath(
    `/reports/merchant/payout-report-range-date?start_date=01-11-2026&end_date=${today}`,
  ),
  'voidSales.list': {},
  'voidSales.listPost': {},
  'voidSales.void': {
    body: async (c) => ({
      invoice_no: (await paidPayment(c.api, c.token.merchant, '13.00')).bill.invoice_no,
      reason: 'Walk: ordered twice',
    }),
  },
  'voidSales.voidByBill': {
    body: async (c) => ({
      bill_id: (await paidPayment(c.api, c.token.merchant, '14.00')).bill.id,
      reason: 'Walk: ordered twice',
    }),
  },
  'voidSales.refund': {
    body: async (c) => ({ invoice_no: await settledInvoice(c), amount: '1.00' }),
    headers: () => ({ 'idempotency-key': unique('walk-refund-') }),
  },
  // Pools
  'pools.list': {},
  'pools.listPost': {},
  'pools.latestBalance': {},
  'pools.history': {},
  'virtualAccounts.list': {},
  'virtualAccounts.listPost': {},
  'virtualAccounts.create': {
    body: () => ({ name: 'Walk unit 1', callback_url: URL_ }),
    then: (c, data) => void Object.assign(c.saved, { va: String(data.id), vaNo: String(data.account_no) }),
  },
  'virtualAccounts.get': { path: (c) => `/virtual-accounts/${c.saved.va}` },
  'virtualAccounts.close': {
    path: async (c) =>
      `/virtual-accounts/${(await openVirtualAccount(c.api, c.token.merchant, { name: 'Walk unit gone' })).id}/close`,
  },
  'topups.target': { path: (c) => `/pools/public/target?virtual_account_no=${c.saved.vaNo}` },
  'topups.poolStatus': {
    path: async (c) =>
      `/payment-services/switch/add-fund-transaction-pool?invoice_no=${await topupInvoice(c)}&pool_type=prefund`,
  },
  'topups.virtualAccountStatus': {
    path: async (c) =>
      `/payment-services/switch/prefund-virtual-pool/${(await openTopup(c.api, { virtual_account_no: c.saved.vaNo, amount: '20.00', payer_name: 'Walk Payer' })).bill.invoice_no}`,
  },
  'topups.transfer': {
    path: (c) => `/payment-services/switch/manual-prefund-virtual-account?invoice_no=${c.saved.vaNo}`,
    body: (c) => ({ virtual_account_no: c.saved.vaNo, payer_name: 'Walk Payer', amount: '25.00' }),
  },
  // Subscriptions
  'subscriptions.list': {},
  'subscriptions.create': {
    as: 'admin',
    body: () => ({ name: unique('Walk plan '), monthly_price: '10.00', yearly_price: '100.00' }),
    then: (c, data) => void (c.saved.plan = String(data.id)),
  },
  'subscriptions.updateWithId': { as: 'admin', body: (c) => ({ id: c.saved.plan, description: 'Walked' }) },
  'subscriptions.details': {},
  'subscriptions.get': firstOf('/subscriptions'),
  'subscriptions.update': {
    as: 'admin',
    path: (c) => `/subscriptions/${c.saved.plan}`,
    body: () => ({ description: 'Walked again' }),
  },
  'subscriptions.delete': {
    as: 'admin',
    path: async (c) =>
      `/subscriptions/${(await c.api.call<{ id: string }>('POST', '/subscriptions', { token: c.token.admin, body: { name: unique('Walk plan gone '), monthly_price: '1.00', yearly_price: '10.00' } })).body.data.id}`,
  },
  'subscriptionHistories.quote': {
    path: (c) => `/subscription-histories/upgrade-quote?plan_id=${c.saved.plan}`,
  },
  'subscriptionHistories.upgrade': {
    path: (c) => `/subscription-histories/upgrade-plan?plan_id=${c.saved.plan}`,
  },
  'subscriptionPayments.pending': {},
  'subscriptionHistories.mine': {},
  'subscriptionHistories.list': {},
  'subscriptionHistories.listPost': {},
  'subscriptionHistories.get': firstOf('/subscription-histories'),
  'subscriptionHistories.update': {
    as: 'admin',
    path: async (c) => `/subscription-histories/${await c.first('/subscription-histories')}`,
    body: () => ({ note: 'Walked' }),
  },
  'subscriptionHistories.delete': {
    path: async (c) => `/subscription-histories/${await c.first('/subscription-histories')}`,
  },
  // Developers
  'apiKeys.list': {},
  'apiKeys.create': { body: () => ({ name: unique('Walk server ') }) },
  'apiKeys.update': { body: async (c) => ({ id: (await key(c)).id, name: unique('Walk renamed ') }) },
  'apiKeys.get': { path: async (c) => `/merchant-api/${(await key(c)).id}` },
  'apiKeys.roll': { path: async (c) => `/merchant-api/${(await key(c)).id}/roll`, body: () => ({}) },
  'apiKeys.revoke': {
    path: async (c) =>
      `/merchant-api/${(await createKey(c.api, c.token.merchant, { name: unique('Walk gone ') })).id}/revoke`,
  },
  'apiKeys.dashboard': { path: async (c) => `/merchant-api/auth-key/${(await key(c)).id}/dashboard` },
  'apiKeys.report': { path: async (c) => `/merchant-api/auth-key/${(await key(c)).id}/reports/day/${today}` },
  'whitelist.list': {},
  'whitelist.myAddress': {},
  'whitelist.create': {
    body: () => ({ address: `203.0.113.${++serial % 250}`, label: 'Walk' }),
    then: (c, data) => void (c.saved.whitelist = String(data.id)),
  },
  'whitelist.update': {
    path: (c) => `/white-list-address/${c.saved.whitelist}`,
    body: () => ({ label: 'Walked' }),
  },
  'whitelist.delete': {
    path: async (c) => `/white-list-address/${(await whitelist(c.api, c.token.merchant, '198.51.100.7')).id}`,
  },
  // Webhooks
  'webhookEvents.list': {},
  'webhookEvents.get': {
    path: async (c) => {
      await paidBill(c)
      return `/webhook-events/${await c.first('/webhook-events')}`
    },
  },
  'webhookEvents.resend': {
    path: async (c) => {
      await paidBill(c)
      return `/webhook-events/${await c.first('/webhook-events')}/resend`
    },
  },
  'webhooks.endpoint': {},
  'webhooks.setEndpoint': { body: () => ({ url: URL_ }) },
  // Company information
  'companyDetails.me': {},
  'companyDetails.updateInfo': {
    path: async (c) => `/company-details/info/${await c.first('/company-details')}`,
    body: () => ({ support_email: EMAIL }),
  },
  'companyDetails.list': {},
  'companyDetails.create': {
    as: 'merchant2',
    body: () => ({
      registered_name: 'Kedai Runcit Tan Enterprise',
      ssm_no: '202001012345',
      support_email: EMAIL,
      address: { line1: '1 Jalan Walk', postcode: '40150', city: 'Shah Alam', state: 'Selangor' },
    }),
  },
  'companyDetails.get': firstOf('/company-details'),
  'companyDetails.update': updateFirst('/company-details', () => ({ support_phone: PHONE })),
  'companyDetails.delete': {
    as: 'merchant2',
    path: async (c) =>
      `/company-details/${String((await c.api.call<{ list: { data: { id: string }[] } }>('GET', '/company-details', { token: c.token.merchant2 })).body.data.list.data[0]?.id)}`,
  },
  // Business owners
  'businessOwners.list': {},
  'businessOwners.create': {
    body: () => ({
      full_name: 'Walk Director',
      role: 'both',
      id_type: 'nric',
      id_number: '880101-14-5678',
      nationality: 'Malaysian',
      share_percentage: 5,
    }),
  },
  'businessOwners.get': firstOf('/business-owner-details'),
  'businessOwners.update': updateFirst('/business-owner-details', () => ({ nationality: 'Malaysian' })),
  'businessOwners.delete': onNew('/business-owner-details', {
    full_name: 'Walk Leaver',
    role: 'director',
    id_type: 'nric',
    id_number: '900101-14-5678',
    nationality: 'Malaysian',
  }),
  // Pages
  'pages.list': {},
  'pages.create': {},
  'pages.get': firstOf('/pages'),
  'pages.update': updateFirst('/pages', () => ({ show_in_footer: true })),
  'pages.delete': onNew('/pages', {
    title: 'Walk page',
    slug: 'walk-page-gone',
    kind: 'custom',
    body: '<p>Walk</p>',
  }),
  // Pages (public)
  'pages.storeLinks': fixedPath('/stores/public/store-niaga-demo/pages'),
  'pages.storePage': fixedPath('/stores/public/store-niaga-demo/pages/refund-policy'),
  'pages.billLinks': { path: async (c) => `/customer-bills/public/${(await openBill(c)).uuid}/pages` },
  'pages.collectionLinks': {
    path: async (c) => {
      await openBill(c)
      return `/collections/public/${c.saved.collectionUuid}/pages`
    },
  },
  'pages.accountPage': {
    path: async (c) =>
      `/pages/public/${(await c.make<{ id: string }>('GET', '/accounts/me')).id}/refund-policy`,
  },
  // Payment settings
  'paymentSettings.list': {},
  'paymentSettings.create': {},
  'paymentSettings.get': firstOf('/payment-settings'),
  'paymentSettings.update': updateFirst('/payment-settings', () => ({ bill_expiry_days: 30 })),
  'paymentSettings.delete': firstOf('/payment-settings'),
  'successFields.list': {},
  'successFields.create': {
    body: () => ({ label: 'Walk reference', key: unique('walk_ref_'), type: 'text' }),
  },
  'successFields.merchantList': {},
  'successFields.get': firstOf('/success-field'),
  'successFields.update': updateFirst('/success-field', () => ({ label: 'Walked reference' })),
  'successFields.delete': onNew('/success-field', { label: 'Walk gone', key: 'walk_gone', type: 'text' }),
  'supportDetails.list': {},
  'supportDetails.create': {
    body: () => ({ email: EMAIL, phone: PHONE, whatsapp: PHONE, hours: 'Mon to Fri, 9am to 5pm' }),
  },
  'supportDetails.merchantList': {},
  'supportDetails.get': firstOf('/support-details'),
  'supportDetails.update': updateFirst('/support-details', () => ({ hours: 'Every day' })),
  'supportDetails.delete': onNew('/support-details', { email: EMAIL }),
  'shareSettings.list': {},
  'shareSettings.create': { body: () => ({ whatsapp: true, message_template: 'Pay here: {link}' }) },
  'shareSettings.merchantList': {},
  'shareSettings.get': firstOf('/share-settings'),
  'shareSettings.update': updateFirst('/share-settings', () => ({ telegram: true })),
  'shareSettings.delete': onNew('/share-settings', { email: true, message_template: 'Bye {link}' }),
  // Introducer
  'introducer.me': {},
  'introducer.dashboard': {},
  'introducer.merchants': {},
  'introducer.payments': {},
  'introducer.payouts': {},
  // Reports
  'reports.generateCollection': {},
  'reports.generatePayout': {},
  'reports.generateSelfSettlement': {},
  'reports.generateBalancePool': {},
  'reports.list': {},
  'reports.get': { path: async (c) => `/background-task-report/${await report(c)}` },
  'reports.download': {
    path: async (c) => `/background-task-report/${await report(c)}/download/csv`,
    expect: {
      code: 4090,
      why: 'a report is written by the job runner, which the in-process API does not run',
    },
  },
  // Sandbox
  'sandbox.clock': {},
  'sandbox.clockAdvance': {},
  // Error reporting
  'errorReporting.settings': {},
  'sandbox.errorReportCollect': {
    path: () => '/sandbox/error-reports/api/1/envelope/?sentry_version=7&sentry_key=niagasandbox',
    form: () =>
      `${JSON.stringify({ event_id: '0123456789abcdef0123456789abcdef' })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ event_id: '0123456789abcdef0123456789abcdef', message: 'Walk', level: 'error' })}`,
  },
  'sandbox.errorReports': {},
}

function week() {
  return [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({
    day_of_week,
    is_open: day_of_week !== 0,
    opens_at: '09:00',
    closes_at: '18:00',
  }))
}

async function paymentForm(c: Ctx): Promise<string> {
  c.saved.form ??= (
    await c.make<{ uuid: string }>('POST', '/collections', { title: 'Walk donations', kind: 'payment_form' })
  ).uuid
  return c.saved.form
}

/** A seeded payment old enough to have settled (the list is newest first). */
async function settledInvoice(c: Ctx): Promise<string> {
  const list = await c.make<{ list: { data: { invoice_no: string; status: string }[] } }>(
    'GET',
    '/payment-records?limit=100&skip=100',
  )
  return list.list.data.filter((p) => p.status === 'paid').at(-1)!.invoice_no
}

async function orderId(c: Ctx): Promise<string> {
  const placed = await order(c)
  const orders = await c.make<{ list: { data: { id: string; order_no: string }[] } }>(
    'GET',
    '/orders?limit=100',
  )
  return orders.list.data.find((o) => o.order_no === placed.order_no)!.id
}

async function shipmentOf(c: Ctx): Promise<string> {
  if (!c.saved.shipment) {
    // The order paid on its payment page, so its shipment can move and its shipping be paid.
    const placed = await order(c)
    const bill = await c.make<Bill>('GET', `/customer-bills/${placed.bill!.uuid}`)
    const started = await startPay(c.api, bill, await serviceId(c.api, bill.uuid, 'SBI Bank A'))
    await choose(c.api, started.body.data.transaction_invoice_no, 'approve')
    const orders = await c.make<{ list: { data: { order_no: string; shipment: { id: string } }[] } }>(
      'POST',
      `/shipments/order/merchant-shipments?search=${placed.order_no}`,
    )
    c.saved.shipment = orders.list.data[0]!.shipment.id
  }
  return c.saved.shipment
}

async function topupInvoice(c: Ctx): Promise<string> {
  if (!c.saved.topup) {
    const pools = await c.make<{ list: { data: { id: string; pool_type: string }[] } }>('GET', '/pools')
    const pool = pools.list.data.find((p) => p.pool_type === 'prefund') ?? pools.list.data[0]!
    const invoice = await openTopup(c.api, { pool_id: pool.id, amount: '20.00', payer_name: 'Walk Payer' })
    c.saved.topup = invoice.bill.invoice_no
  }
  return c.saved.topup
}

const SUCCESS_CODES = [2000, 2100, 2111, 3333]
const REPORT = process.env.WALK_REPORT

let api: Api
let ctx: Ctx
let ip = 0
const outcomes: string[] = []

beforeAll(async () => {
  api = await startApi()
  const token = {
    merchant: (await api.login('merchant@niaga.test', DEMO_PASSWORD)).access_token,
    admin: (await api.login('admin@niaga.test', DEMO_PASSWORD)).access_token,
    introducer: (await api.login('introducer@niaga.test', DEMO_PASSWORD)).access_token,
    merchant2: (await api.login('merchant2@niaga.test', DEMO_PASSWORD)).access_token,
  }
  const firsts = new Map<string, string>()
  ctx = {
    api,
    token,
    saved: {},
    async first(listPath, field = 'id') {
      const key = `${listPath} ${field}`
      if (!firsts.has(key)) {
        const res = await api.call<{ list: { data: Record<string, unknown>[] } }>('GET', listPath, {
          token: token.merchant,
        })
        const row = res.body.data?.list?.data?.[0]
        if (!row) throw new Error(`${listPath} has no rows: ${JSON.stringify(res.body).slice(0, 300)}`)
        firsts.set(key, String(row[field]))
      }
      return firsts.get(key)!
    },
    async make<T>(method: string, path: string, body?: unknown) {
      const res = await api.call<T>(method, path, { token: token.merchant, body })
      if (res.body.response_code !== 2000)
        throw new Error(`${method} ${path}: ${JSON.stringify(res.body).slice(0, 400)}`)
      return res.body.data
    },
  }
}, 240_000)
afterAll(async () => {
  if (REPORT) {
    const { writeFileSync } = await import('node:fs')
    writeFileSync(REPORT, outcomes.join('\n'))
  }
  await api.close()
})

type DocOp = { operationId: string; requestBody?: { content: Record<string, { example?: unknown }> } }

function docOperations(document: { paths: Record<string, Record<string, DocOp>> }): Map<string, DocOp> {
  const all = new Map<string, DocOp>()
  for (const methods of Object.values(document.paths))
    for (const op of Object.values(methods)) all.set(op.operationId, op)
  return all
}

async function walk(op: Operation, step: Step) {
  const documentText = await (await api.app.request('/api/v1/openapi.json')).text()
  const checker = checkerFor(documentText, api.registry.operations)
  const doc = docOperations(JSON.parse(documentText) as { paths: Record<string, Record<string, DocOp>> }).get(
    op.id,
  )
  expect(doc, `${op.id} is in the document`).toBeDefined()
  const path = step.path ? await step.path(ctx) : op.path
  if (path.includes('/:'))
    throw new Error(`${op.id}: the walk entry needs a path with its parameters filled in`)
  const who =
    step.as ??
    (op.access === 'admin'
      ? 'admin'
      : op.access === 'introducer'
        ? 'introducer'
        : op.access === 'public'
          ? 'none'
          : 'merchant')
  const headers: Record<string, string> = { 'x-forwarded-for': `10.77.${Math.floor(++ip / 250)}.${ip % 250}` }
  if (step.token) headers.authorization = `Bearer ${await step.token(ctx)}`
  else if (who !== 'none') headers.authorization = `Bearer ${ctx.token[who]}`
  Object.assign(headers, step.headers?.())
  let body: BodyInit | undefined
  if (step.form) {
    body = step.form()
    if (typeof body === 'string') headers['content-type'] = 'text/plain;charset=UTF-8'
  } else {
    const json = step.body ? await step.body(ctx) : doc?.requestBody?.content['application/json']?.example
    if (json !== undefined) body = JSON.stringify(json)
    headers['content-type'] = 'application/json'
  }
  const response = await api.app.request(`/api/v1${path}`, { method: op.method.toUpperCase(), headers, body })
  const contentType = response.headers.get('content-type')
  const isJson = contentType?.startsWith('application/json') ?? false
  const answer = isJson
    ? ((await response.json()) as {
        response_code: number
        data: Record<string, unknown>
        description: string
      })
    : undefined
  // A server-sent event stream never ends: its first event is enough.
  if (contentType?.startsWith('text/event-stream')) {
    const reader = response.body!.getReader()
    await reader.read()
    await reader.cancel()
  } else if (!isJson) await response.arrayBuffer()
  const problems = checker.check(op.id, { status: response.status, contentType, body: answer })
  const code = answer ? answer.response_code : response.status === 200 ? 'file' : response.status
  const wanted = step.expect ? [step.expect.code] : [...SUCCESS_CODES, 'file']
  if (answer && step.then && !problems.length) step.then(ctx, answer.data)
  if (REPORT) {
    outcomes.push(
      `${wanted.includes(code) && problems.length === 0 ? 'OK ' : 'BAD'} ${op.id} ${op.method.toUpperCase()} ${path} -> ${code} ${answer?.description ?? ''} ${answer && code === 4000 ? JSON.stringify(answer.data) : ''} ${problems.join(' | ').slice(0, 600)}`,
    )
    return
  }
  expect(problems, `${op.method.toUpperCase()} ${path}`).toEqual([])
  expect(
    wanted,
    `${op.method.toUpperCase()} ${path} answered ${code} ${answer?.description ?? ''} ${JSON.stringify(answer?.data ?? null).slice(0, 300)}`,
  ).toContain(code)
}

describe('every operation answers a valid request as the OpenAPI document says', () => {
  it('the walk has an entry for every operation in the registry, and the document lists them all', async () => {
    const ids = api.registry.operations.map((op) => op.id).sort()
    expect(Object.keys(WALK).sort()).toEqual(ids)
    const documentText = await (await api.app.request('/api/v1/openapi.json')).text()
    expect(checkerFor(documentText, api.registry.operations).documentedIds().sort()).toEqual(ids)
  })

  // Deletions and calls that end what later entries use run last.
  const LAST = (id: string, op?: Operation) =>
    op?.method === 'delete' ||
    ['jwt.logout', 'apiKeys.revoke', 'invitations.revoke', 'virtualAccounts.close', 'users.remove'].includes(
      id,
    )
  const entries = Object.entries(WALK)
  const ordered = [
    ...entries.filter(([id]) => !LAST(id, opById(id))),
    ...entries.filter(([id]) => LAST(id, opById(id))),
  ]
  for (const [id, step] of ordered)
    it(`${id}${step.expect ? ` (answers ${step.expect.code}: ${step.expect.why})` : ''}`, async () => {
      const op = opById(id)
      expect(op, `${id} is an operation in the registry`).toBeDefined()
      await walk(op!, step)
    })
})

// The registry is the same in every app: read it once here to name the tests.
const REGISTRY = buildRegistry().operations
function opById(id: string): Operation | undefined {
  return REGISTRY.find((op) => op.id === id)
}
