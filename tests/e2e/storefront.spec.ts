// The shopper's storefront as a shopper meets it, against the real server: browse, add to cart, lose the
// network, check out anyway, get exactly one order when the network returns; install the store as itself;
// take a new version when one is deployed.
import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'
import {
  allConsoleModules,
  allStyleRuntimeModules,
  consoleModulesIn,
  styleRuntimeModulesIn,
} from '../../scripts/module-map.ts'
import { merchantApi } from './merchant-api.ts'
import { fillCheckout, kopiTarik, openStore, storeOrders } from './shop.ts'
import { cachedPaths, holdRequests, pageChunk } from './support.ts'

const SW_FILE = 'dist/sw.js'

/**
 * A store with a plain product, a product with a priced variant, delivery to Kuala Lumpur and a collection.
 */
async function openShop(request: APIRequestContext) {
  const call = await merchantApi(request)
  const kopi = await kopiTarik(call)
  const kaya = await call<{ id: string }>('POST', 'products', {
    title: 'Kaya Jam',
    price: '20.00',
    product_variant_enable: true,
    description:
      '<p>Slow-cooked <strong>pandan</strong> kaya.</p><img src="x" onerror="alert(1)"><iframe src="https://evil.example/"></iframe>',
  })
  await call('POST', 'product-variants', {
    product_id: kaya.id,
    title: 'Small jar',
    custom_pricing_enable: false,
  })
  await call('POST', 'product-variants', {
    product_id: kaya.id,
    title: 'Large jar',
    custom_pricing_enable: true,
    custom_pricing_price: '25.00',
    weight: 1.2,
  })
  const { store, standard } = await openStore(call, 'Kedai Aminah', [kopi.id, kaya.id], {
    theme_color: '#b45309',
  })
  return { store, call, standard }
}

/** Adds the bag of coffee beans to the cart from the store's catalogue. */
const addKopi = (page: Page) =>
  page
    .getByRole('listitem', { name: 'Kopi Tarik Beans' })
    .getByRole('button', { name: 'Add to cart' })
    .click()

/**
 * What could still send the queued order: entries in the shopper's outbox (IndexedDB), a Background Sync
 * registration the service worker has not finished (it stays registered until its replay settles), and the
 * page's own order requests under way.
 */
function watchOrderReplays(page: Page) {
  const underWay = new Set<Request>()
  const isOrderPost = (request: Request) =>
    request.method() === 'POST' && /\/orders$/.test(new URL(request.url()).pathname)
  page.on('request', (request) => {
    if (isOrderPost(request)) underWay.add(request)
  })
  page.on('requestfinished', (request) => underWay.delete(request))
  page.on('requestfailed', (request) => underWay.delete(request))
  return async () => ({
    requests: underWay.size,
    ...(await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('niaga-shopper')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'))
      })
      const outbox = await new Promise<number>((resolve, reject) => {
        const counted = db.transaction('outbox').objectStore('outbox').count()
        counted.onsuccess = () => resolve(counted.result)
        counted.onerror = () => reject(counted.error ?? new Error('outbox count failed'))
      })
      db.close()
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync?: { getTags(): Promise<string[]> }
      }
      return { outbox, syncs: (await registration.sync?.getTags()) ?? [] }
    })),
  })
}

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The first visit's requests went out before the worker controlled the page: load again under it.
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  // The worker keeps the storefront's other pages once it knows a shopper is here: checkout must open
  // offline.
  await expect
    .poll(() => cachedPaths(page))
    .toContain(pageChunk('src/routes/storefront/mobile/$storeID/checkout.tsx'))
}

test('a shopper checks out offline and the order is placed exactly once when the network returns', async ({
  page,
  context,
  request,
}) => {
  // A store set up through the API, then offline and back online: past the 60 s default on a slow machine.
  test.setTimeout(180_000)
  const { store, call } = await openShop(request)
  const pendingReplays = watchOrderReplays(page)
  const home = `/storefront/mobile/${store.unique_id}`

  await test.step('a shopper opens the store, which installs as itself', async () => {
    await page.goto(home)
    await expect(page.getByRole('link', { name: store.name })).toBeVisible()
    // The tab (and a saved or shared link) names the store, not the route.
    await expect(page).toHaveTitle(`${store.name} | Niaga Sandbox`)
    await waitForServiceWorker(page)
    // The page links the store's own manifest.
    const manifestHref = `/storefront/manifest/${store.id}.webmanifest`
    await expect(page.locator('link[rel="manifest"]').first()).toHaveAttribute('href', manifestHref)
    const manifestResponse = await request.get(manifestHref)
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await manifestResponse.json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: store.name,
      start_url: `/storefront/mobile/${store.unique_id}/`,
      scope: `/storefront/mobile/${store.unique_id}/`,
      display: 'standalone',
      theme_color: '#b45309',
    })
    expect((await request.get('/storefront/manifest/no-such-store.webmanifest')).status()).toBe(404)
  })

  await test.step('the shopper adds a product, and a variant from its product page, to the cart', async () => {
    await addKopi(page)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    // The product page: its description (sanitised: no script, no foreign frame) and its variants.
    await page.getByRole('link', { name: 'Kaya Jam' }).click()
    await expect(page.getByRole('heading', { name: 'Kaya Jam' })).toBeVisible()
    await expect(page).toHaveTitle(`Kaya Jam | ${store.name} | Niaga Sandbox`)
    const description = page.getByTestId('product-description')
    await expect(description).toContainText('Slow-cooked pandan kaya.')
    await expect(description.locator('strong')).toHaveText('pandan')
    await expect(description.locator('iframe, [onerror]')).toHaveCount(0)
    await page.getByLabel('Option').selectOption({ label: 'Large jar' })
    await expect(page.getByTestId('product-price')).toHaveText('RM 25.00')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await page.getByRole('link', { name: '← All products' }).click()
  })

  await test.step('the shopper fills in details and delivery while online', async () => {
    // The delivery price is checked with the server.
    await page.getByRole('link', { name: /^Cart/ }).click()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    await fillCheckout(page)
    await page.getByText(/^Standard — RM 8\.00/).click()
    await expect(page.getByTestId('checkout-total')).toHaveText('RM 45.50')
  })

  await test.step('offline, the shopper finds the store, the cart and the form, and places the order', async () => {
    // Everything loads, marked offline, and no icon fails to load; the order is queued.
    const failedIcons: string[] = []
    page.on('requestfailed', (failed) => {
      if (/favicon|icon|manifest/.test(failed.url())) failedIcons.push(failed.url())
    })
    await context.setOffline(true)
    await page.goto(home)
    await expect(page.getByTestId('storefront-offline')).toBeVisible()
    await expect(page.getByRole('listitem', { name: 'Kopi Tarik Beans' })).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await page.getByRole('link', { name: /^Cart/ }).click()
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect(page.getByLabel('Full name')).toHaveValue('Aminah binti Ali')
    await expect(page.getByRole('radio', { name: /^Standard — RM 8\.00/ })).toBeChecked()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByTestId('order-queued')).toContainText(
      'Queued — will be sent when you are back online',
    )
    expect(failedIcons).toEqual([])
  })

  await test.step('back online, the order is placed, exactly once', async () => {
    // Page and Background Sync may both try; one order results.
    await context.setOffline(false)
    await expect(page).toHaveURL(/\/storefront\/mobile\/[^/]+\/invoice\?order=/, { timeout: 20_000 })
    const invoice = page.getByTestId('invoice')
    await expect(invoice.getByTestId('invoice-total')).toHaveText('RM 45.50')
    await expect(invoice).toContainText('Kaya Jam (Large jar)')
    await expect(invoice.getByTestId('order-status')).toHaveText('Awaiting payment')
    await expect(invoice.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      /^\/pay\/bill\/[0-9a-f-]{36}$/,
    )
    const orderNo = new URL(page.url()).searchParams.get('order')!
    // Wait until nothing is left that could send it again, then the merchant has exactly this one order.
    await expect.poll(pendingReplays, { timeout: 20_000 }).toEqual({ requests: 0, outbox: 0, syncs: [] })
    const orders = await storeOrders<{ order_no: string }>(call, store.id)
    expect(orders.list.total).toBe(1)
    expect(orders.list.data[0]!.order_no).toBe(orderNo)
  })

  await test.step('the cart is empty, and leaving the storefront restores Niaga’s manifest', async () => {
    await page.goto(home)
    await expect(page.getByTestId('cart-count')).toHaveText('0')
    await page.goto('/login')
    await expect(page.locator('link[rel="manifest"]').first()).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
  })
})

test('Background Sync sends an order queued offline after the shopper closed the page', async ({
  page,
  context,
  request,
}) => {
  const { store, call } = await openShop(request)
  await page.goto(`/store/${store.unique_id}`)
  await waitForServiceWorker(page)
  await addKopi(page)
  await page.getByRole('link', { name: /^Cart/ }).click()
  await page.getByRole('link', { name: 'Checkout' }).click()
  await fillCheckout(page, 'Tan Mei Ling', 'meiling@example.my')
  await page.getByText(/^Standard — RM 8\.00/).click()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByTestId('order-queued')).toBeVisible()
  await page.close()

  // No page is open: only the service worker's sync handler can send it.
  await context.setOffline(false)
  const orders = () => storeOrders(call, store.id)
  await expect.poll(async () => (await orders()).list.total, { timeout: 20_000 }).toBe(1)

  // Opening the store again shows the order as placed, not queued.
  const again = await context.newPage()
  await again.goto(`/storefront/web/${store.unique_id}/invoice`)
  await expect(again.getByRole('link', { name: /^Order / })).toHaveCount(1)
  await expect(again.getByTestId('order-queued')).toHaveCount(0)
  expect((await orders()).list.total).toBe(1)
})

test('without Background Sync, a refused send is retried while the page is open, and two submits give one order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  // Safari on an iPhone: no SyncManager, so only the open page can send the order again.
  await context.addInitScript(() => {
    delete (window as { SyncManager?: unknown }).SyncManager
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined })
  })
  const { store, call } = await openShop(request)
  // The store's first answer to the order is a 503; later ones reach the server.
  const orderPosts: string[] = []
  await context.route('**/api/v1/stores/public/*/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    orderPosts.push(route.request().headers()['idempotency-key'] ?? '')
    if (orderPosts.length === 1)
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          response_code: 5000,
          token: null,
          data: null,
          description: 'Service unavailable',
        }),
      })
    return route.continue()
  })

  await page.goto(`/storefront/mobile/${store.unique_id}`)
  await addKopi(page)
  await page.getByRole('link', { name: /^Cart/ }).click()
  await fillCheckout(page, 'Nurul Izzah', 'izzah@example.my')
  await page.getByText(/^Standard — RM 8\.00/).click()
  await expect(page.getByTestId('checkout-total')).toHaveText('RM 20.50')

  // A double tap, at its worst: two submits in one task.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[aria-label="Checkout"]')!
    form.requestSubmit()
    form.requestSubmit()
  })
  // Online, the shopper is told it will be tried again (not "when you are back online"), with the order's
  // total including delivery; then the retry places it without a reload.
  const queued = page.getByTestId('order-queued')
  await expect(queued).toContainText('Waiting to be sent — trying again shortly')
  await expect(queued).toContainText('RM 20.50')
  await expect(queued.getByRole('button', { name: 'Send now' })).toBeVisible()
  await expect(page).toHaveURL(/\/invoice\?order=/, { timeout: 30_000 })
  await expect(page.getByTestId('invoice-total')).toHaveText('RM 20.50')

  const orders = () => storeOrders(call, store.id)
  await expect.poll(async () => (await orders()).list.total, { timeout: 10_000 }).toBe(1)
  expect(orderPosts.length).toBeGreaterThanOrEqual(2)
  expect(new Set(orderPosts).size, 'every send of the order carries the same key').toBe(1)
})

test('a shopper on a slow link sees the store and its first products before the app arrives, then shops on the same page', async ({
  page,
}) => {
  // The app's code held back, as on a link that has delivered the page but not yet its scripts.
  const code = await holdRequests(page, '**/assets/*.js')
  await page.goto('/storefront/mobile/niaga-demo', { waitUntil: 'commit' })
  await expect(page).toHaveTitle('Kedai Niaga Demo | Niaga Sandbox')
  await expect(page.getByRole('banner')).toContainText('Kedai Niaga Demo')
  const products = page.getByRole('list', { name: 'Products' })
  const sarong = products.getByRole('listitem', { name: 'Batik Sarong' })
  await expect(sarong).toBeVisible()
  await expect(sarong.getByTestId('product-price')).toHaveText(/^RM \d+\.\d{2}$/)
  // Until the app is there, its controls are shown disabled: a tap is never silently lost.
  await expect(sarong.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeDisabled()
  // The first product's picture (decorative: its name is the card's) arrives with the page, not after the
  // app.
  await expect
    .poll(() =>
      products
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)

  code.release()
  // The app takes over the same page: the cart works, and each product is listed once.
  await sarong.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(products.getByRole('listitem', { name: 'Batik Sarong' })).toHaveCount(1)
  // ...and keeps the store's name as the page's title, as the server gave it.
  await expect(page).toHaveTitle('Kedai Niaga Demo | Niaga Sandbox')
})

test('after a first visit, an offline reload still shows the catalogue', async ({ page, context }) => {
  // The catalogue loads before the service worker controls the page; no reload while online here. As on a
  // slow link, the store's answer is still on its way when the worker takes over: it started before the
  // worker and ends after, so the worker neither saw it pass nor found it among what the page had loaded by
  // then. (The worker registers once the page has loaded, so the pictures are held until the store has been
  // asked for.)
  const pictures = await holdRequests(page, '**/api/v1/cdn/images/**')
  const store = await holdRequests(page, '**/api/v1/storespublic/niaga-demo')
  void store.asked.then(pictures.release)
  await page.goto('/storefront/mobile/niaga-demo')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  store.release()
  const products = page.getByRole('list', { name: 'Products' })
  await expect(products.getByRole('listitem', { name: 'Batik Sarong' })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('Kedai Niaga Demo')
  // The worker keeps the store and its product list (its answer is quiet: poll the cache it fills).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const urls = (await (await caches.open('niaga-storefront-v1')).keys()).map(
          (request) => new URL(request.url).pathname,
        )
        return ['/api/v1/storespublic/niaga-demo', '/api/v1/stores/public/product-'].filter((path) =>
          urls.some((url) => url.startsWith(path)),
        )
      }),
    )
    .toHaveLength(2)
  // ...and the catalogue's code, loaded before the worker was there either.
  await expect
    .poll(() => cachedPaths(page))
    .toContain(pageChunk('src/routes/storefront/mobile/$storeID/index.tsx'))

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByTestId('storefront-offline')).toBeVisible()
    await expect(page.getByRole('banner')).toContainText('Kedai Niaga Demo')
    await expect(products.getByRole('listitem', { name: 'Batik Sarong' })).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})

test('a shopper who never opened checkout online orders offline at the price shown, and is asked again if it changes', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const { store, call, standard } = await openShop(request)
  const home = `/storefront/mobile/${store.unique_id}`
  await page.goto(home)
  await waitForServiceWorker(page)
  await addKopi(page)
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  // Offline before checkout was ever opened: delivery is priced on the phone from the store's rates.
  await context.setOffline(true)
  const checkOut = async () => {
    await page.getByRole('link', { name: /^Cart/ }).click()
    await fillCheckout(page, 'Farah Lim', 'farah@example.my')
  }
  await checkOut()
  // Refused without a delivery option, and the reason is on screen.
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText('Choose a delivery option')).toBeVisible()
  await page.getByText(/^Standard — RM 8\.00/).click()
  await expect(page.getByTestId('checkout-total')).toHaveText('RM 20.50')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByTestId('order-queued')).toContainText('RM 20.50')

  await context.setOffline(false)
  await expect(page).toHaveURL(/\/invoice\?order=/, { timeout: 20_000 })
  await expect(page.getByTestId('invoice-total')).toHaveText('RM 20.50')

  // A second order queued offline at RM 8.00; the store raises the rate before it is sent.
  await page.goto(home)
  await addKopi(page)
  await context.setOffline(true)
  await checkOut()
  await page.getByText(/^Standard — RM 8\.00/).click()
  await call('PUT', `shipping-rates/${standard.id}`, { price: '9.50' })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByTestId('order-queued')).toBeVisible()
  await context.setOffline(false)
  // Not charged: the shopper is told the new price and can put the items back to order again.
  const failed = page.getByTestId('order-failed')
  await expect(failed).toContainText('Delivery now costs RM 9.50, not the RM 8.00', { timeout: 20_000 })
  await expect(failed.getByRole('button', { name: 'Put the items back in the cart' })).toBeVisible()
  expect((await storeOrders(call, store.id)).list.total).toBe(1)
})

test('the demo store narrows its catalogue by category, then by kind, and by search', async ({ page }) => {
  await page.goto('/storefront/mobile/niaga-demo')
  const products = page.getByRole('list', { name: 'Products' })
  await expect(products.getByRole('listitem', { name: 'Batik Sarong' })).toBeVisible()
  await expect(page.getByRole('group', { name: /^Kinds of/ })).toHaveCount(0)

  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Food & drinks' }).click()
  await expect(products.getByRole('listitem', { name: 'Batik Sarong' })).toHaveCount(0)
  const kinds = page.getByRole('group', { name: 'Kinds of Food & drinks' })
  await expect(kinds.getByRole('button')).toHaveText(['All Food & drinks', 'Coffee', 'Snacks'])
  await kinds.getByRole('button', { name: 'Coffee' }).click()
  await expect(kinds.getByRole('button', { name: 'Coffee' })).toHaveAttribute('aria-pressed', 'true')
  await expect(products.getByRole('listitem')).toHaveText([/Kopi Tenom 250g/])
  await kinds.getByRole('button', { name: 'Snacks' }).click()
  await page.getByLabel('Search products').fill('pedas')
  await expect(products.getByRole('listitem')).toHaveText([/Sambal Nyet/])

  // Another category forgets the kind: the fashion category has none, so there is no second row.
  await page.getByLabel('Search products').fill('')
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Fashion' }).click()
  await expect(page.getByRole('group', { name: /^Kinds of/ })).toHaveCount(0)
  await expect(products.getByRole('listitem', { name: 'Batik Sarong' })).toBeVisible()
})

test('an unknown store shows the store-not-found page without an error dialog', async ({ page }) => {
  await page.goto('/store/no-such-store-here')
  await expect(page).toHaveURL(/\/store-not-found$/)
  await expect(page.getByText('Store not found')).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  // The store's pages run the public app, which has no console pages: "Back to home" loads the whole app.
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('a storefront loads no console module and no style runtime', async ({ page, request }) => {
  const { store } = await openShop(request)
  // The build's module map names every source module in each file (scripts/module-map.ts).
  expect(allConsoleModules().length).toBeGreaterThan(50)
  expect(allStyleRuntimeModules().length).toBeGreaterThan(50)
  const scripts: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname)
  })
  await page.goto(`/store/${store.unique_id}`)
  await addKopi(page)
  await page.getByRole('link', { name: /^Cart/ }).click()
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible()
  expect(scripts.length).toBeGreaterThan(1)
  expect(consoleModulesIn(scripts)).toEqual([])
  expect(styleRuntimeModulesIn(scripts)).toEqual([])
})

test('a new deploy is offered with an update prompt, and Reload switches to it', async ({
  page,
  request,
}) => {
  const { store } = await openShop(request)
  // The installed store's start URL (its manifest's start_url, with the trailing slash of its scope).
  await page.goto(`/storefront/mobile/${store.unique_id}/`)
  await waitForServiceWorker(page)
  const before = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(before).toMatch(/\/sw\.js$/)

  // A byte-different sw.js is what a new deploy looks like to the browser. Playwright's routing does not
  // see the browser's own update check of the worker script, so the served file itself changes (the
  // server reads dist/ on every request) and is put back afterwards.
  const original = readFileSync(SW_FILE, 'utf8')
  try {
    writeFileSync(SW_FILE, `${original}\n// deploy ${Date.now()}\n`)
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update()
    })
  } finally {
    writeFileSync(SW_FILE, original)
  }
  const prompt = page.getByTestId('update-prompt')
  await expect(prompt).toContainText('A new version of Niaga is available')
  await expect
    .poll(() =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    )
    .toBe(true)

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
  await expect(page.getByTestId('update-prompt')).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
    .toBeNull()
  await expect(page.getByRole('link', { name: store.name })).toBeVisible()
})
