import { expect, test } from '@playwright/test'
import { logIn, skipTourIfShown } from './support.ts'

test('the app is installable: titled, with a manifest, icons, a service worker and a strict CSP', async ({ page, request }) => {
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
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(await sw.text()).toContain('index.html')
})

test('offline, a merchant still sees the last loaded dashboard, marked as offline', async ({ page, context }) => {
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  const total = page.getByTestId('dashboard-balance-pending')
  await expect(total).toHaveText(/^RM [\d,]+\.\d{2}$/)
  const shown = await total.textContent()
  // The service worker must control the page before the network goes, or the shell cannot load offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect(total).toHaveText(shown!)
  await page.waitForTimeout(1200) // the persister writes the cache at most once a second

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('offline-badge')).toBeVisible()
  await expect(total).toHaveText(shown!)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await context.setOffline(false)
})
