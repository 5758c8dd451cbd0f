import { expect, test, type Page } from '@playwright/test'
import {
  backOnline,
  cachedPaths,
  goOfflineAcrossReloads,
  logIn,
  openSignedIn,
  pageChunk,
  skipTourIfShown,
} from './support.ts'

/** The service worker is active and controls this page, so the next navigation can be served offline. */
async function waitForWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The worker claims open pages when it activates (sw/sw.ts); wait until this one is claimed.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

test('the app is installable: titled, with a manifest, icons, a service worker and a strict CSP', async ({
  page,
  request,
  context,
}) => {
  const shell = await page.goto('/login')
  await expect(page).toHaveTitle('Niaga Sandbox')
  const csp = shell?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(shell?.headers()['x-content-type-options']).toBe('nosniff')
  expect(await page.locator('script:not([src])').count()).toBe(0)

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string
    start_url: string
    display: string
    icons: { sizes: string; src: string }[]
  }
  expect(manifest.name).toBe('Niaga Sandbox')
  expect(manifest.start_url).toBe('/')
  expect(manifest.display).toBe('standalone')
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size)
    expect(icon, size).toBeTruthy()
    const png = await request.get(icon!.src)
    expect(png.headers()['content-type']).toBe('image/png')
  }

  // Once the worker controls the page and has kept the sign-in pages' code, the shell opens with no
  // network, on a page not visited before.
  await waitForWorkerControl(page)
  await expect.poll(() => cachedPaths(page)).toContain(pageChunk('src/routes/forgot-password.tsx'))
  await context.setOffline(true)
  try {
    await page.goto('/forgot-password')
    await expect(page).toHaveTitle('Forgot Password | Niaga Sandbox')
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})

test('offline, a merchant still sees the last loaded dashboard, marked as offline', async ({ page }) => {
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  const total = page.getByTestId('dashboard-balance-pending')
  await expect(total).toHaveText(/^RM [\d,]+\.\d{2}$/)
  const shown = await total.textContent()
  // The service worker must control the page before the network goes, or the shell cannot load offline.
  await waitForWorkerControl(page)
  await page.reload()
  await expect(total).toHaveText(shown!)
  // The query cache is written to localStorage at most once a second: wait until it holds the dashboard.
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const saved = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
          clientState?: { queries?: { queryKey: unknown[]; state: { status: string } }[] }
        } | null
        return (saved?.clientState?.queries ?? [])
          .filter((query) => query.state.status === 'success')
          .map((query) => query.queryKey.join('/'))
      }, 'niagaQueryCache'),
    )
    .toContain('dashboard/merchant')

  await goOfflineAcrossReloads(page)
  await page.reload()
  await expect(page.getByTestId('offline-badge')).toBeVisible()
  await expect(total).toHaveText(shown!)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await backOnline(page)
})

test('offline, a save that needs the network says so instead of failing without a word', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/customers/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New customer' })).toBeVisible()
  await context.setOffline(true)
  await page.getByLabel('Name').fill('Ahmad Zaki')
  await page.getByRole('button', { name: 'Create customer' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('You Are Offline')
  await expect(dialog).toContainText('Check your internet connection and try again.')
  await context.setOffline(false)
})

test("a payer's phone keeps the payment pages' code, and neither the storefront's nor the console's", async ({
  page,
}) => {
  const consoleScreens = [
    'src/routes/_console/dashboard.tsx',
    'src/routes/_console/collections/list.tsx',
  ].map(pageChunk)
  await page.goto('/pay/bill/00000000-0000-4000-8000-000000000000')
  await waitForWorkerControl(page)
  // The page opened, and a payment page not opened yet (the thank-you page), so both open offline.
  const kept = [
    pageChunk('src/routes/pay/bill/$uuid.tsx'),
    pageChunk('src/routes/pay/thankyou.tsx'),
    '/favicon.svg',
  ]
  await expect
    .poll(async () => (await cachedPaths(page)).filter((path) => kept.includes(path)).sort())
    .toEqual([...kept].sort())
  const cached = await cachedPaths(page)
  expect(cached).not.toContain(pageChunk('src/routes/storefront/mobile/$storeID/index.tsx'))
  expect(cached).not.toContain(pageChunk('src/routes/storefront/mobile/$storeID/checkout.tsx'))
  for (const screen of consoleScreens) expect(cached).not.toContain(screen)
})

test("a shopper's phone keeps the storefront's code, and neither the payment pages' nor the console's", async ({
  page,
}) => {
  await page.goto('/storefront/mobile/niaga-demo')
  await waitForWorkerControl(page)
  const kept = ['index', 'checkout', 'product/$id', 'invoice'].map((name) =>
    pageChunk(`src/routes/storefront/mobile/$storeID/${name}.tsx`),
  )
  await expect
    .poll(async () => (await cachedPaths(page)).filter((path) => kept.includes(path)).sort())
    .toEqual([...kept].sort())
  const cached = await cachedPaths(page)
  expect(cached).not.toContain(pageChunk('src/routes/pay/bill/$uuid.tsx'))
  expect(cached).not.toContain(pageChunk('src/routes/_console/dashboard.tsx'))
})

test('offline, a list opened before shows its saved rows and when they were fetched; a screen never opened says it is not available offline and opens once the network is back', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  await waitForWorkerControl(page)
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  await sidebar.getByRole('button', { name: 'Collections' }).click()
  await sidebar.getByRole('link', { name: 'All collections' }).click()
  const firstCollection = page.getByRole('table', { name: 'Active collections' }).getByRole('row').nth(1)
  await expect(firstCollection.getByRole('cell').first()).not.toBeEmpty()
  const shown = await firstCollection.textContent()
  await expect(page.getByTestId('list-saved-at')).toHaveCount(0)
  await sidebar.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByTestId('dashboard-balance-pending')).toHaveText(/^RM /)
  // The settlements and refunds screens have not been opened on this device: their code is not kept.
  const cached = await cachedPaths(page)
  expect(cached).not.toContain(pageChunk('src/routes/_console/settlement/view.tsx'))
  expect(cached).not.toContain(pageChunk('src/routes/_console/refund/view.tsx'))

  await context.setOffline(true)
  try {
    await sidebar.getByRole('link', { name: 'All collections' }).click()
    await expect(firstCollection).toHaveText(shown!)
    await expect(page.getByTestId('list-saved-at')).toHaveText(/^Saved copy from \d/)

    await sidebar.getByRole('link', { name: 'Settlements' }).click()
    const offline = page.getByTestId('route-offline')
    await expect(offline.getByRole('heading', { name: 'Not available offline' })).toBeVisible()
    await expect(page.getByText(/dynamically imported module/)).toHaveCount(0)
  } finally {
    await context.setOffline(false)
  }
  // Back online, the screen opens by itself.
  await expect(page.getByTestId('settlement-page-totals')).toBeVisible()
  await expect(page.getByTestId('route-offline')).toHaveCount(0)

  // Online, but the screen's code does not arrive (a dropped link): it says so, and "Try again" opens it.
  const refundCode = `**${pageChunk('src/routes/_console/refund/view.tsx')}`
  await context.route(refundCode, (route) => route.abort('internetdisconnected'))
  await sidebar.getByRole('link', { name: 'Refunds' }).click()
  await expect(
    page.getByText('The page could not be loaded. Check your connection and try again.'),
  ).toBeVisible()
  await context.unroute(refundCode)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table', { name: 'Voided sales and refunds' })).toBeVisible()
})
