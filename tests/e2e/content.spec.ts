// Pages as a merchant writes them and as shoppers and payers read them, against the real server: a refund
// policy written in the console appears in the storefront footer (every flavour) and opens; the demo's
// policies are linked under a bill's payment page; a policy page once seen opens offline; /testPage shows
// the sandbox clock and navigates to /second-page and back.
import { expect, test, type Page } from '@playwright/test'
import { cachedPaths, logIn, merchantToken, pageChunk, skipTourIfShown } from './support.ts'

async function openMenuLink(page: Page, group: string, link: string) {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  const item = menu.getByRole('link', { name: link })
  if (!(await item.isVisible())) await menu.getByRole('button', { name: group }).click()
  await item.click()
}

test('a merchant writes a refund policy; a shopper finds it in the storefront footer and reads it', async ({
  page,
}) => {
  const title = `Pre-order refund policy ${Math.random().toString(36).slice(2, 6)}`
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await openMenuLink(page, 'Settings', 'Pages and policies')
  await expect(page).toHaveURL(/\/pages\/datatable/)
  const table = page.getByRole('table')
  await expect(table.getByRole('link', { name: 'Refund policy', exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'New page' }).click()
  await page.getByLabel('Kind').selectOption('refund')
  await expect(page.getByLabel('Title')).toHaveValue('Refund policy')
  await page.getByLabel('Title').fill(title)
  const editor = page.getByRole('textbox', { name: 'Page text' })
  await editor.click()
  await page.getByRole('button', { name: 'Bold' }).click()
  await editor.pressSequentially('Deposits are refundable')
  await page.getByRole('button', { name: 'Bold' }).click()
  await editor.pressSequentially(' until the item ships.')
  await page.getByText('Published: shoppers and payers can open it').click()
  await expect(page.getByRole('checkbox', { name: /Published/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /storefronts’ footer/ })).toBeChecked()
  await page.getByRole('button', { name: 'Create page' }).click()

  await expect(page).toHaveURL(/\/pages\/view\//)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText('Deposits are refundable', { exact: true })).toHaveJSProperty(
    'tagName',
    'STRONG',
  )
  const slug = title.toLowerCase().replaceAll(' ', '-')
  await expect(page.getByText(slug, { exact: true })).toBeVisible()

  // Saved in place: editing keeps the merchant on the form and says so with the Success dialog.
  await page.getByRole('link', { name: 'Edit' }).click()
  await page.getByText('Link it on my payment pages').click()
  await page.getByRole('button', { name: 'Save page' }).click()
  const success = page.getByTestId('success-dialog')
  await expect(success).toBeVisible()
  await expect(success.getByRole('heading', { name: 'Success' })).toBeVisible()
  await expect(success).toContainText('Page Updated')
  await success.getByRole('button', { name: 'Confirm' }).click()
  await expect(success).toBeHidden()
  await expect(page).toHaveURL(/\/pages\/edit\//)

  // The shopper, on a phone-sized storefront.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/storefront/mobile/niaga-demo')
  const footer = page.getByRole('navigation', { name: 'Store policies' })
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toBeVisible()
  await footer.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/storefront/mobile/niaga-demo/pages/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByTestId('policy-body')).toContainText('Deposits are refundable until the item ships.')
  await expect(page).toHaveTitle(new RegExp(`^${title} · Kedai Niaga Demo`))
  await page.getByRole('link', { name: '← Back to Kedai Niaga Demo' }).click()
  await expect(page).toHaveURL(/\/storefront\/mobile\/niaga-demo$/)

  // The other storefront flavours link it too.
  for (const home of ['/store/niaga-demo', '/storefront/web/niaga-demo']) {
    await page.goto(home)
    await page.getByRole('navigation', { name: 'Store policies' }).getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(`${home}/pages/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  }
})

test('a payer finds the merchant’s policies under a bill’s payment page', async ({ page, request }) => {
  const token = await merchantToken(request)
  const headers = { authorization: `Bearer ${token}` }
  const collection = (await (
    await request.post('/api/v1/collections', { headers, data: { title: 'Policy fees', kind: 'bill' } })
  ).json()) as { data: { id: string } }
  const bill = (await (
    await request.post('/api/v1/collections/bill-method', {
      headers,
      data: {
        collection_id: collection.data.id,
        payer_name: 'Nurul Huda',
        payer_email: 'nurul@example.my',
        amount: '45.00',
      },
    })
  ).json()) as { data: { id: string } }

  await page.goto(`/pay/bill/${bill.data.id}`)
  const links = page.getByRole('navigation', { name: 'Merchant policies' })
  const refund = links.getByRole('link', { name: /Refund policy/ })
  await expect(refund).toBeVisible()
  await expect(refund).toHaveAttribute('target', '_blank')
  const [policy] = await Promise.all([page.waitForEvent('popup'), refund.click()])
  await expect(policy.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible()
  await expect(policy.getByTestId('policy-body')).toContainText('14 days')
  await expect(policy.getByText(/Niaga Demo Sdn Bhd · Last updated/)).toBeVisible()

  // A page that is not published says so.
  await policy.goto(policy.url().replace(/refund-policy$/, 'no-such-page'))
  await expect(policy.getByRole('heading', { name: 'This page is not available' })).toBeVisible()
})

test('a policy page seen once opens offline', async ({ page, context }) => {
  await page.goto('/storefront/mobile/niaga-demo/pages/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  // Once more under the worker, which keeps the store and the page as they pass.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('niaga-storefront-v1')
        return (await cache.keys()).map((request) => new URL(request.url).pathname)
      }),
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/pages\/privacy-policy$/),
        expect.stringMatching(/\/pages$/),
      ]),
    )
  await expect
    .poll(() => cachedPaths(page))
    .toContain(pageChunk('src/routes/storefront/mobile/$storeID/pages/$slug.tsx'))

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expect(page.getByTestId('policy-body')).toContainText('Personal Data Protection Act 2010')
    await expect(
      page
        .getByRole('navigation', { name: 'Store policies' })
        .getByRole('link', { name: 'Terms and conditions' }),
    ).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})

test('/testPage shows the build and the sandbox clock, and navigates to /second-page and back', async ({
  page,
}) => {
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/testPage')
  await expect(page.getByRole('heading', { name: 'Test page' }).first()).toBeVisible()
  const clock = page.getByRole('region', { name: 'Sandbox clock' })
  await expect(clock.getByTestId('sandbox-clock-now')).toHaveText(/\d{4}/)
  await expect(clock).toContainText('Ahead of real time')
  const build = page.getByRole('region', { name: 'Build' })
  await expect(build).toContainText('0.1.0')
  await expect(build).toContainText('merchant')
  await expect(page.getByTestId('api-base')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/$/)
  await expect(page.getByRole('region', { name: 'Sandbox outbox (latest 5)' })).toBeVisible()
  // Not offered in the menu.
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /test page/i }),
  ).toHaveCount(0)

  const started = await page.getByTestId('app-started').textContent()
  await page.getByRole('link', { name: 'Go to the second page' }).click()
  await expect(page).toHaveURL(/\/second-page$/)
  await expect(page.getByText('This page exists to test navigation')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the test page' }).click()
  await expect(page).toHaveURL(/\/testPage$/)
  // Client-side both ways: the app did not restart.
  await expect(page.getByTestId('app-started')).toHaveText(started ?? '')
})
