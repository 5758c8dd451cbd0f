// Every route of the app and the URL each is opened at, for the checks that go over all of them
// (pseudo-every-route.spec.ts: every word from the catalogs). The list of routes is read from the router's
// generated tree, so a route missing here fails the "opens every route" test.
import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
import type { ListData } from '../../src/contract/envelope.ts'
import { merchantApi, newBill, type MerchantCall } from './merchant-api.ts'

/** Every page's path pattern as the router knows it (`/customers/$mode/$id`), without a trailing slash. */
export function routePatterns(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = tree.slice(tree.indexOf('interface FileRoutesByFullPath'))
  const body = block.slice(0, block.indexOf('}'))
  const paths = [...body.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!.replace(/(.)\/$/, '$1'))
  return [...new Set(paths)].sort()
}

export type Ids = Record<string, string>
export type Urls = Record<string, (ids: Ids) => string>

const first = async (call: MerchantCall, path: string): Promise<string> => {
  const { list } = await call<ListData<{ id: string }>>('GET', `${path}?per_page=1`)
  expect(list.data.length, `a record at ${path}`).toBeGreaterThan(0)
  return list.data[0]!.id
}

/** The demo merchant's records each page is opened on (seeded, or made here through the API). */
export async function demoIds(request: APIRequestContext): Promise<Ids> {
  const call = await merchantApi(request)
  const bill = await newBill(
    call,
    { title: 'Yuran tuisyen' },
    { payer_name: 'Siti Aminah', amount: '120.00', description: 'Bulan Disember' },
  )
  const form = await call<{ uuid: string }>('POST', 'collections', {
    title: 'Derma surau',
    kind: 'payment_form',
  })
  const key = await call<{ id: string }>('POST', 'merchant-api', { name: 'Kaunter' })
  const pages = await call<{ list: { data: { id: string; slug: string }[] } }>('GET', 'pages?per_page=1')
  const account = await call<{ id: string }>('GET', 'accounts/me')
  const store = await call<{ id: string }>('GET', 'stores/public/store-niaga-demo')
  const sold = await call<{ list: { data: { id: string }[] } }>('GET', `stores/public/product-${store.id}`)
  const pools = await call<{ list: { data: { id: string; pool_type: string }[] } }>('GET', 'pools')
  const paid = await call<ListData<{ invoice_no: string }>>('GET', 'payment-records?per_page=1&status=paid')
  return {
    bill: bill.id,
    billUuid: bill.uuid,
    collection: bill.collection_id,
    form: form.uuid,
    key: key.id,
    owner: await first(call, 'business-owner-details'),
    customer: await first(call, 'customers'),
    discount: await first(call, 'discounts'),
    page: pages.list.data[0]!.id,
    pageSlug: pages.list.data[0]!.slug,
    account: account.id,
    category: await first(call, 'product-categories'),
    subcategory: await first(call, 'product-subcategory'),
    product: await first(call, 'products'),
    storeProduct: sold.list.data[0]!.id,
    pool: pools.list.data.find((pool) => pool.pool_type === 'prefund')!.id,
    paidInvoice: paid.list.data[0]!.invoice_no,
    field: await first(call, 'success-field').catch(() => 'none'),
    event: await first(call, 'webhook-events').catch(() => 'none'),
    company: (await call<{ id: string } | null>('GET', 'company-details/options/company-me'))?.id ?? 'none',
  }
}

const TODAY = '01-12-2026'

/** Pages a payer or a shopper opens, with no login. */
export const PUBLIC: Urls = {
  '/': () => '/',
  '/$': () => '/no-such-page',
  '/error-404': () => '/error-404',
  '/login': () => '/login',
  '/forgot-password': () => '/forgot-password',
  '/forgot-username': () => '/forgot-username',
  '/reset-password': () => '/reset-password?token=expired',
  '/invite': () => '/invite#not-a-real-invitation',
  // A link sent before the token moved to the fragment: moved there on arrival.
  '/invite/$token': () => '/invite/not-a-real-invitation',
  '/fpx-status': () => '/fpx-status',
  '/pay/bill/$uuid': (ids) => `/pay/bill/${ids.billUuid}`,
  '/pay/collections/$uuid': (ids) => `/pay/collections/${ids.form}`,
  '/pay/invoice/$invoiceId': (ids) => `/pay/invoice/${ids.billUuid}`,
  '/pay/$type/not-found': () => '/pay/bill/not-found',
  '/pay/pages/$account/$slug': (ids) => `/pay/pages/${ids.account}/${ids.pageSlug}`,
  '/pay/generic-topup': (ids) => `/pay/generic-topup?pool_id=${ids.pool}`,
  '/pay/pool-topup': (ids) => `/pay/pool-topup?pool_id=${ids.pool}`,
  '/pay/prefund-topup': (ids) => `/pay/prefund-topup?pool_id=${ids.pool}`,
  '/pay/subscription-payment': () => '/pay/subscription-payment?invoice_no=SUB-NONE',
  '/pay/thankyou': (ids) => `/pay/thankyou?transaction_invoice_no=${ids.paidInvoice}`,
  '/payment/bills/$uuid': (ids) => `/payment/bills/${ids.billUuid}`,
  '/payment/collections/$uuid': (ids) => `/payment/collections/${ids.form}`,
  '/payment/invoice/$uuid': (ids) => `/payment/invoice/${ids.billUuid}`,
  '/payment/errors': () => '/payment/errors',
  '/payment/thankyou': (ids) => `/payment/thankyou?transaction_invoice_no=${ids.paidInvoice}`,
  '/alt-payment/collections/$uuid': (ids) => `/alt-payment/collections/${ids.form}`,
  '/modern-payment/bill/$uuid': (ids) => `/modern-payment/bill/${ids.billUuid}`,
  '/modern-payment/collections/$uuid': (ids) => `/modern-payment/collections/${ids.form}`,
  '/modern-payment/invoice/$invoiceId': (ids) => `/modern-payment/invoice/${ids.billUuid}`,
  '/modern-payment/generic-topup': (ids) => `/modern-payment/generic-topup?pool_id=${ids.pool}`,
  '/modern-payment/pool-topup': (ids) => `/modern-payment/pool-topup?pool_id=${ids.pool}`,
  '/modern-payment/prefund-topup': (ids) => `/modern-payment/prefund-topup?pool_id=${ids.pool}`,
  '/modern-payment/subscription-payment': () => '/modern-payment/subscription-payment?invoice_no=SUB-NONE',
  '/modern-payment/thankyou': (ids) => `/modern-payment/thankyou?transaction_invoice_no=${ids.paidInvoice}`,
  '/store-not-found': () => '/store-not-found',
  '/store/$id': () => '/store/niaga-demo',
  '/store/$id/cart': () => '/store/niaga-demo/cart',
  '/store/$id/checkout': () => '/store/niaga-demo/checkout',
  '/store/$id/pages/$slug': (ids) => `/store/niaga-demo/pages/${ids.pageSlug}`,
  '/storefront/mobile/$storeID': () => '/storefront/mobile/niaga-demo',
  '/storefront/mobile/$storeID/checkout': () => '/storefront/mobile/niaga-demo/checkout',
  '/storefront/mobile/$storeID/invoice': () => '/storefront/mobile/niaga-demo/invoice',
  '/storefront/mobile/$storeID/pages/$slug': (ids) => `/storefront/mobile/niaga-demo/pages/${ids.pageSlug}`,
  '/storefront/mobile/$storeID/product/$id': (ids) =>
    `/storefront/mobile/niaga-demo/product/${ids.storeProduct}`,
  '/storefront/web/$storeID': () => '/storefront/web/niaga-demo',
  '/storefront/web/$storeID/checkout': () => '/storefront/web/niaga-demo/checkout',
  '/storefront/web/$storeID/invoice': () => '/storefront/web/niaga-demo/invoice',
  '/storefront/web/$storeID/pages/$slug': (ids) => `/storefront/web/niaga-demo/pages/${ids.pageSlug}`,
}

/** The console's pages, as the demo merchant sees them. */
export const CONSOLE: Urls = {
  '/dashboard': () => '/dashboard',
  '/account-switcher': () => '/account-switcher',
  '/api/datatable': () => '/api/datatable',
  '/api/new': () => '/api/new',
  '/api/$mode/$id': (ids) => `/api/view/${ids.key}`,
  '/api/$mode/$id/reports/$type/$selectedDate': (ids) => `/api/view/${ids.key}/reports/daily/${TODAY}`,
  '/business-owner-details/datatable': () => '/business-owner-details/datatable',
  '/business-owner-details/new': () => '/business-owner-details/new',
  '/business-owner-details/$mode/$id': (ids) => `/business-owner-details/edit/${ids.owner}`,
  '/collections/list': () => '/collections/list',
  '/collections/payments': () => '/collections/payments',
  '/collections/create-bill-form': () => '/collections/create-bill-form',
  '/collections/create-payment-form': () => '/collections/create-payment-form',
  '/collections/$mode/$id': (ids) => `/collections/view/${ids.collection}`,
  '/collections/$mode/$id/bills/create': (ids) => `/collections/view/${ids.collection}/bills/create`,
  '/collections/$mode/$id/bills/create-direct-payment': (ids) =>
    `/collections/view/${ids.collection}/bills/create-direct-payment`,
  '/collections/$mode/$id/bills/view/$billId': (ids) =>
    `/collections/view/${ids.collection}/bills/view/${ids.bill}`,
  '/customer-bills/datatable': () => '/customer-bills/datatable',
  '/customer-bills/new': () => '/customer-bills/new',
  '/customer-bills/$mode/$id': (ids) => `/customer-bills/edit/${ids.bill}`,
  '/customers/datatable': () => '/customers/datatable',
  '/customers/new': () => '/customers/new',
  '/customers/$mode/$id': (ids) => `/customers/edit/${ids.customer}`,
  '/discounts/datatable': () => '/discounts/datatable',
  '/discounts/new': () => '/discounts/new',
  '/discounts/$mode/$id': (ids) => `/discounts/edit/${ids.discount}`,
  '/info/view': () => '/info/view',
  '/info/new': () => '/info/new',
  '/info/$mode/$id': (ids) => `/info/edit/${ids.company}`,
  '/outbox': () => '/outbox',
  '/pages/datatable': () => '/pages/datatable',
  '/pages/new': () => '/pages/new',
  '/pages/$mode/$id': (ids) => `/pages/edit/${ids.page}`,
  '/payout/self-settlement': () => '/payout/self-settlement',
  '/payout/view': () => '/payout/view',
  '/pools/list': () => '/pools/list',
  '/pools/eol/list2': () => '/pools/eol/list2',
  '/products-categories/list': () => '/products-categories/list',
  '/products-categories/new': () => '/products-categories/new',
  '/products-categories/$mode/$id': (ids) => `/products-categories/edit/${ids.category}`,
  '/products-subcategories/list': () => '/products-subcategories/list',
  '/products-subcategories/new': () => '/products-subcategories/new',
  '/products-subcategories/$mode/$id': (ids) => `/products-subcategories/edit/${ids.subcategory}`,
  '/products/datatable': () => '/products/datatable',
  '/products/new': () => '/products/new',
  '/products/$mode/$id': (ids) => `/products/edit/${ids.product}`,
  '/refund/view': () => '/refund/view',
  '/reports/view': () => '/reports/view',
  '/reports/view/$type/$selectedDate': () => `/reports/view/daily/${TODAY}`,
  '/second-page': () => '/second-page',
  '/testPage': () => '/testPage',
  '/settings/notifications': () => '/settings/notifications',
  '/settings/payment': () => '/settings/payment',
  '/settings/share': () => '/settings/share',
  '/settings/support': () => '/settings/support',
  '/settings/team': () => '/settings/team',
  '/settings/success-fields': () => '/settings/success-fields',
  '/settings/success-fields/new': () => '/settings/success-fields/new',
  '/settings/success-fields/$id': (ids) => `/settings/success-fields/${ids.field}`,
  '/settlement/view': () => '/settlement/view',
  '/shipping/rates': () => '/shipping/rates',
  '/shipping/zones': () => '/shipping/zones',
  '/stores/create': () => '/stores/create',
  '/stores/manage': () => '/stores/manage',
  '/stores/order-management': () => '/stores/order-management',
  '/stores/store-products': () => '/stores/store-products',
  '/subscriptions/view': () => '/subscriptions/view',
  '/transactions/payment': () => '/transactions/payment',
  '/transactions/payout': () => '/transactions/payout',
  '/webhooks/datatable': () => '/webhooks/datatable',
  '/webhooks/view/$id': (ids) => `/webhooks/view/${ids.event}`,
  '/whitelist/datatable': () => '/whitelist/datatable',
  '/whitelist/new': () => '/whitelist/new',
}

/** Pages only the platform's admin opens. */
export const ADMIN: Urls = {
  '/admin/merchants': () => '/admin/merchants',
  '/admin/audit-log': () => '/admin/audit-log',
}

/** The introducer's own page, opened in its portal's build (introducer.spec.ts). */
export const INTRODUCER_ONLY = ['/merchants']

const pendingByPage = new WeakMap<Page, Set<Request>>()

/**
 * The page's requests still waiting for an answer, but for the console's live stream: it stays open, so a
 * console page is never "network idle".
 */
function pendingRequests(page: Page): Set<Request> {
  let pending = pendingByPage.get(page)
  if (!pending) {
    const waiting = new Set<Request>()
    page.on('request', (request) => {
      if (!request.url().includes('/api/v1/live/')) waiting.add(request)
    })
    page.on('requestfinished', (request) => waiting.delete(request))
    page.on('requestfailed', (request) => waiting.delete(request))
    pendingByPage.set(page, (pending = waiting))
  }
  return pending
}

/** Opens a page and waits for it to settle: its heading shown and its data in (up to 3 s). */
export async function openSettled(page: Page, url: string) {
  const pending = pendingRequests(page)
  await page.goto(url)
  await settle(page, pending)
}

/**
 * Moves an open console to another of its pages as a click on a link does (the router's own navigate, no
 * reload), and waits for it to settle: a merchant goes from screen to screen inside the app, and a visit
 * costs a second instead of the app's whole start.
 */
export async function navigateSettled(page: Page, url: string) {
  // A merchant closes an open dialog (an error the last page raised) before going on: left open, it would sit
  // over the next page.
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  if (await dialog.first().isVisible()) {
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
  const pending = pendingRequests(page)
  await page.evaluate(async (href) => {
    const router = (self as unknown as { __TSR_ROUTER__: { navigate(to: { href: string }): Promise<void> } })
      .__TSR_ROUTER__
    await router.navigate({ href })
  }, url)
  await settle(page, pending)
}

async function settle(page: Page, pending: Set<Request>) {
  await expect(page.locator('h1').first()).toBeVisible()
  const until = Date.now() + 3_000
  let quiet = 0
  while (quiet < 3 && Date.now() < until) {
    quiet = pending.size === 0 ? quiet + 1 : 0
    await page.waitForTimeout(100)
  }
}
