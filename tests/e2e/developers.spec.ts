// The developers' platform end to end: a merchant makes an API key in the console (its secret shown once),
// whitelists the address their server calls from and points webhooks at it; their server (this test's Node
// code, with the typed client) creates a bill with the key; a payer pays it on a phone; the server receives a
// signed payment.paid event; and the key's report in the console shows the call. Real Chromium, real server.
import { expect, test, type Page } from '@playwright/test'
import { createNiagaClient } from '../../sdk/index.ts'
import { openAsPayer, payByFpx } from './payer.ts'
import { startReceiver } from './receiver.ts'
import { verifiesWith } from '../support/standard-webhooks.ts'
import { awaitQueryCacheSave, logIn, skipTourIfShown } from './support.ts'

/** Opens a page of the Settings menu, as a merchant would. */
async function openSettings(page: Page, item: string) {
  const group = page.getByRole('button', { name: 'Settings', exact: true })
  // The group stays open from one Settings page to the next.
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  await page.getByRole('link', { name: item, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item)
}

test('the whitelist form refuses what is not an IP address or range, in place, before asking the server', async ({
  page,
}) => {
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await openSettings(page, 'IP whitelist')
  await page.getByRole('link', { name: 'Add address' }).first().click()
  await expect(page).toHaveURL(/\/whitelist\/new$/)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/white-list-address')
      sent.push(request.url())
  })
  const form = page.getByRole('form', { name: 'New whitelist entry' })
  const address = form.getByRole('textbox', { name: 'Address' })
  const message = 'Enter an IPv4 or IPv6 address, or a range such as 203.0.113.0/24 or 2001:db8::/32'

  for (const bad of ['300.1.2.3', '203.0.113.0/33', 'my-server.example.my']) {
    await address.fill(bad)
    await form.getByRole('button', { name: 'Add address' }).click()
    await expect(form.getByText(message)).toBeVisible()
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(address).toBeFocused()
  }
  // Blank is "required"; typing again clears the message.
  await address.fill('')
  await form.getByRole('button', { name: 'Add address' }).click()
  await expect(form.getByText('The address field is required')).toBeVisible()
  await address.fill('2001:db8::/32')
  await expect(form.getByText('The address field is required')).toHaveCount(0)
  await expect(page).toHaveURL(/\/whitelist\/new$/)
  expect(sent).toEqual([])
})

test('a merchant’s server creates a bill with an API key from a whitelisted address, hears the signed payment, and the key’s report shows the call', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const receiver = await startReceiver()
  try {
    const { secret, keyPath } =
      await test.step('the merchant creates an API key that may write bills', async () => {
        await logIn(page, 'merchant@niaga.test')
        await skipTourIfShown(page)
        // An API key that may create collections and bills (and read the rest).
        await openSettings(page, 'API keys')
        await page.getByRole('link', { name: 'Create key' }).first().click()
        await expect(page).toHaveURL(/\/api\/new$/)
        const form = page.getByRole('form', { name: 'New API key' })
        const name = `Billing server ${Date.now()}`
        await form.getByRole('textbox', { name: 'Name' }).fill(name)
        for (const group of ['Collections', 'Bills']) {
          const access = form.getByRole('radiogroup', { name: group })
          await expect(access.getByRole('radio', { name: 'Read' })).toBeChecked()
          await access.getByText('Write', { exact: true }).click()
          await expect(access.getByRole('radio', { name: 'Write' })).toBeChecked()
        }
        await form.getByRole('button', { name: 'Create key' }).click()

        // The secret, once, with the warning; then the key's page, which never shows it again.
        const dialog = page.getByRole('alertdialog', { name: 'Your new API key' })
        await expect(dialog).toContainText('you will not see it again')
        const shown = (await dialog.getByTestId('api-key-secret').textContent())!.trim()
        expect(shown).toMatch(/^nk_sandbox_[A-Za-z0-9_-]{40}$/)
        await dialog.getByRole('button', { name: 'I have saved the key' }).click()
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL(/\/api\/view\/[0-9a-f-]{36}$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('API key')
        await expect(page.getByTestId('api-key-masked')).toHaveText(
          `${shown.slice(0, 23)}…${shown.slice(-4)}`,
        )
        await expect(page.getByText('Bills: write', { exact: true })).toBeVisible()
        await expect(page.getByText('Customers: read', { exact: true })).toBeVisible()
        await expect(page.locator('body')).not.toContainText(shown)
        return { secret: shown, keyPath: new URL(page.url()).pathname }
      })

    await test.step('the secret is nowhere in the browser’s storage', async () => {
      // The query cache's next save to storage: the secret must not be in it, nor anywhere else there.
      await awaitQueryCacheSave(page)
      expect(
        await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage })),
      ).not.toContain(secret)
    })

    await test.step('the merchant whitelists the address their server calls from', async () => {
      await openSettings(page, 'IP whitelist')
      await page.getByRole('link', { name: 'Add address' }).first().click()
      const entry = page.getByRole('form', { name: 'New whitelist entry' })
      await entry.getByRole('textbox', { name: 'Address' }).fill('127.0.0.1')
      await entry.getByRole('textbox', { name: 'Label' }).fill('Billing server')
      await entry.getByRole('button', { name: 'Add address' }).click()
      await expect(page).toHaveURL(/\/whitelist\/datatable$/)
      const row = page
        .getByRole('table', { name: 'IP whitelist' })
        .getByRole('row')
        .filter({ hasText: '127.0.0.1/32' })
      await expect(row).toContainText('Billing server')
      await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible()
      await expect(page.getByTestId('whitelist-notice')).toContainText(
        'allowed only from the active addresses',
      )
    })

    const signingSecret = await test.step('the merchant points webhooks at their server', async () => {
      // Signed with the callback secret the console shows.
      await openSettings(page, 'Webhooks')
      const url = page.getByRole('textbox', { name: 'Endpoint URL' })
      await url.fill(receiver.url)
      await page.getByRole('button', { name: 'Save endpoint' }).click()
      await expect(page.getByText('Webhook endpoint saved')).toBeVisible()
      await page.reload()
      await expect(url).toHaveValue(receiver.url)
      await page.getByRole('button', { name: 'Callback secret' }).click()
      await page.getByRole('button', { name: 'Reveal' }).click()
      const revealed = (await page.getByTestId('callback-secret').textContent())!.trim()
      expect(revealed).toMatch(/^whsec_/)
      await page.keyboard.press('Escape')
      return revealed
    })

    const niaga = createNiagaClient(baseURL!, secret)
    const bill = await test.step('the merchant’s server creates a bill with the key', async () => {
      // A collection and a bill, through the typed client.
      const collection = await niaga.POST('/collections', {
        body: { title: 'Yuran tuisyen (API)', kind: 'bill' },
      })
      expect(collection.data?.response_code, collection.data?.description).toBe(2000)
      const created = await niaga.POST('/collections/bill-method', {
        body: { collection_id: collection.data!.data.id, payer_name: 'Siti Aminah', amount: '42.50' },
      })
      expect(created.data?.response_code, created.data?.description).toBe(2000)
      return created.data!.data
    })

    await test.step('a payer pays it on their phone', async () => {
      const payer = await openAsPayer(browser, `/pay/bill/${bill.uuid}`)
      await expect(payer.getByTestId('bill-amount')).toHaveText('RM 42.50')
      await payByFpx(payer, 'RM 42.50')
      await payer.context().close()
    })

    await test.step('the merchant’s server hears of it, signed with the secret from the console', async () => {
      await expect
        .poll(() => receiver.received.find((event) => event.body.invoice_no === bill.invoice_no), {
          timeout: 30_000,
        })
        .toBeTruthy()
      const paid = receiver.received.find((event) => event.body.invoice_no === bill.invoice_no)!
      expect(paid.body.event).toBe('payment.paid')
      expect(paid.body.status).toBe('paid')
      expect(paid.body.amount).toBe('42.50')
      expect(verifiesWith(signingSecret, paid.headers, paid.raw)).toBe(true)
    })

    await test.step('the merchant reads the event in the console, delivered to their server', async () => {
      await page.reload()
      const events = page.getByRole('table', { name: 'Webhook events' })
      await events.getByRole('link', { name: 'Payment paid' }).first().click()
      await expect(page).toHaveURL(/\/webhooks\/view\/[0-9a-f-]{36}$/)
      await expect(page.getByTestId('webhook-payload')).toContainText(bill.invoice_no)
      const attempts = page.getByRole('table', { name: 'Delivery attempts' })
      await expect(
        attempts
          .getByRole('row')
          .filter({ hasText: '200' })
          .first()
          .getByRole('cell', { name: 'Successful', exact: true }),
      ).toBeVisible()
    })

    await test.step('the merchant reads the key’s report: the call that created the bill', async () => {
      await page.goto(keyPath)
      await expect(page.getByTestId('usage-today')).toContainText(/Calls\s*[1-9]/)
      await page.getByRole('region', { name: 'Key details' }).getByRole('link', { name: 'Reports' }).click()
      await expect(page).toHaveURL(/\/api\/view\/[0-9a-f-]{36}\/reports\/day\/\d{2}-\d{2}-\d{4}$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('API key report')
      const operations = page.getByRole('table', { name: 'Calls by operation' })
      const createBill = operations.getByRole('row').filter({ hasText: 'collections.createBill' })
      await expect(createBill).toBeVisible()
      const calls = Number((await createBill.getByRole('cell').nth(1).textContent())!.replace(/,/g, ''))
      expect(calls).toBeGreaterThanOrEqual(1)
      await expect(page.getByRole('table', { name: 'Calls by response code' })).toContainText('2000 Success')
      // The week around it shows the same call.
      await page.getByRole('radiogroup', { name: 'Report period' }).getByText('Week', { exact: true }).click()
      await expect(page).toHaveURL(/\/reports\/week\//)
      await expect(operations.getByRole('row').filter({ hasText: 'collections.createBill' })).toBeVisible()
    })

    await test.step('the merchant revokes the key, and it stops working at once', async () => {
      // After a confirmation.
      await page.getByRole('link', { name: 'Back to the key' }).click()
      await page.getByRole('button', { name: 'Revoke key' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Revoke this key?' })
      await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused()
      await confirm.getByRole('button', { name: 'Revoke key' }).click()
      await expect(page.getByRole('definition').filter({ hasText: /^Revoked$/ })).toBeVisible()
      const refused = await niaga.GET('/collections')
      expect(refused.response.status).toBe(401)
    })

    await test.step('the merchant removes the webhook endpoint', async () => {
      // After a confirmation: the receiver is about to stop.
      await openSettings(page, 'Webhooks')
      await page.getByRole('button', { name: 'Remove endpoint' }).click()
      await page
        .getByRole('alertdialog', { name: 'Remove the webhook endpoint?' })
        .getByRole('button', { name: 'Remove endpoint' })
        .click()
      await expect(page.getByText('No endpoint yet: events are logged but not sent.')).toBeVisible()
    })
  } finally {
    await receiver.close()
  }
})
