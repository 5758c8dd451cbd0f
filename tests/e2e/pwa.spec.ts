import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { logIn, skipTourIfShown } from './support.ts'

/** The service worker is active and controls this page, so the next navigation can be served offline. */
async function waitForWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The worker claims open pages when it activates (sw/sw.ts); wait until this one is claimed.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

test('the app is installable: titled, with a manifest, icons, a service worker and a strict CSP', async ({ page, request, context }) => {
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

  // Once the worker controls the page, the shell opens with no network, on a page not visited before.
  await waitForWorkerControl(page)
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

test('offline, a merchant still sees the last loaded dashboard, marked as offline', async ({ page, context }) => {
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

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('offline-badge')).toBeVisible()
  await expect(total).toHaveText(shown!)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await context.setOffline(false)
})

test("a payer's phone precaches the payment pages and none of the console's screens", async ({ page }) => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
  const chunkOf = (route: string) => Object.entries(manifest).find(([key]) => key.startsWith(route))![1].file
  const consoleScreens = ['src/routes/_console/dashboard.tsx', 'src/routes/_console/collections/list.tsx', 'src/routes/_console/customers/datatable.tsx'].map(chunkOf)

  await page.goto('/pay/bill/00000000-0000-4000-8000-000000000000')
  await waitForWorkerControl(page)
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
  expect(cached).toContain(`/${chunkOf('src/routes/pay/bill/$uuid.tsx')}`)
  expect(cached).toContain('/favicon.svg')
  for (const screen of consoleScreens) expect(cached).not.toContain(`/${screen}`)
})
