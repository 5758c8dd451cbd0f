// The developers' platform end to end: a merchant makes an API key in the console (its secret shown once),
// whitelists the address their server calls from and points webhooks at it; their server (this test's Node
// code, with the typed client) creates a bill with the key; a payer pays it on a phone; the server receives a
// signed payment.paid event; and the key's report in the console shows the call. Real Chromium, real server.
import { createHmac } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { createNiagaClient } from '../../sdk/index.ts'
import { startReceiver } from './receiver.ts'
import { logIn, skipTourIfShown } from './support.ts'

/** A phone: small screen, touch, mobile user agent. */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

/** Opens a page of the Settings menu, as a merchant would. */
async function openSettings(page: Page, item: string) {
  const group = page.getByRole('button', { name: 'Settings', exact: true })
  // The group stays open from one Settings page to the next.
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click()
  await page.getByRole('link', { name: item, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item)
}

/** Pays the bill on screen by FPX through the sandbox bank, ending on the receipt. */
async function payByFpx(page: Page, amount: string) {
  await page.getByTestId('channel-fpx').click()
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Maybank2u' })
  await page.getByRole('button', { name: `Pay ${amount}` }).click()
  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  await page.getByRole('button', { name: 'Approve payment' }).click()
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
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
    const secret = (await dialog.getByTestId('api-key-secret').textContent())!.trim()
    expect(secret).toMatch(/^nk_sandbox_[A-Za-z0-9_-]{40}$/)
    await dialog.getByRole('button', { name: 'I have saved the key' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/api\/view\/[0-9a-f-]{36}$/)
    const keyPath = new URL(page.url()).pathname
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API key')
    await expect(page.getByTestId('api-key-masked')).toHaveText(`${secret.slice(0, 23)}…${secret.slice(-4)}`)
    await expect(page.getByText('Bills: write')).toBeVisible()
    await expect(page.getByText('Customers: read')).toBeVisible()
    await expect(page.locator('body')).not.toContainText(secret)
    // Wait for the query cache's next save to storage: the secret must not be in it, nor anywhere else there.
    const shownAt = await page.evaluate(() => Date.now())
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await expect
      .poll(() =>
        page.evaluate(
          (key) =>
            (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { timestamp?: number }).timestamp ?? 0,
          'niagaQueryCache',
        ),
      )
      .toBeGreaterThanOrEqual(shownAt)
    expect(
      await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage })),
    ).not.toContain(secret)

    // The server the key is used from, on the whitelist.
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
    await expect(row).toContainText('active')
    await expect(page.getByTestId('whitelist-notice')).toContainText('allowed only from the active addresses')

    // Webhooks go to the merchant's server, signed with the callback secret the console shows.
    await openSettings(page, 'Webhooks')
    const url = page.getByRole('textbox', { name: 'Endpoint URL' })
    await url.fill(receiver.url)
    await page.getByRole('button', { name: 'Save endpoint' }).click()
    await expect(page.getByText('Webhook endpoint saved')).toBeVisible()
    await page.reload()
    await expect(url).toHaveValue(receiver.url)
    await page.getByRole('button', { name: 'Callback secret' }).click()
    await page.getByRole('button', { name: 'Reveal' }).click()
    const signingSecret = (await page.getByTestId('callback-secret').textContent())!.trim()
    expect(signingSecret).toMatch(/^whsec_/)
    await page.keyboard.press('Escape')

    // The merchant's server: a collection and a bill, through the typed client, with the key.
    const niaga = createNiagaClient(baseURL!, secret)
    const collection = await niaga.POST('/collections', {
      body: { title: 'Yuran tuisyen (API)', kind: 'bill' },
    })
    expect(collection.data?.response_code, collection.data?.description).toBe(2000)
    const created = await niaga.POST('/collections/bill-method', {
      body: { collection_id: collection.data!.data.id, payer_name: 'Siti Aminah', amount: '42.50' },
    })
    expect(created.data?.response_code, created.data?.description).toBe(2000)
    const bill = created.data!.data

    // The payer pays it on their phone.
    const phone = await browser.newContext(PHONE)
    const payer = await phone.newPage()
    await payer.goto(`/pay/bill/${bill.uuid}`)
    await expect(payer.getByTestId('bill-amount')).toHaveText('RM 42.50')
    await payByFpx(payer, 'RM 42.50')
    await phone.close()

    // The merchant's server hears of it, and the signature checks out with the secret from the console.
    await expect
      .poll(() => receiver.received.find((event) => event.body.invoice_no === bill.invoice_no), {
        timeout: 30_000,
      })
      .toBeTruthy()
    const paid = receiver.received.find((event) => event.body.invoice_no === bill.invoice_no)!
    expect(paid.body.event).toBe('payment.paid')
    expect(paid.body.status).toBe('paid')
    expect(paid.body.amount).toBe('42.50')
    expect(paid.timestamp).toMatch(/^\d+$/)
    expect(paid.signature).toBe(
      createHmac('sha256', signingSecret).update(`${paid.timestamp}.${paid.raw}`).digest('hex'),
    )

    // The event is in the console's log, delivered to the receiver.
    await page.reload()
    const events = page.getByRole('table', { name: 'Webhook events' })
    await events.getByRole('link', { name: 'Payment paid' }).first().click()
    await expect(page).toHaveURL(/\/webhooks\/view\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('webhook-payload')).toContainText(bill.invoice_no)
    const attempts = page.getByRole('table', { name: 'Delivery attempts' })
    await expect(attempts.getByRole('row').filter({ hasText: '200' }).first()).toContainText('success')

    // The key's report for today lists the bill it created.
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

    // Revoked in the console (after a confirmation), the key stops working at once.
    await page.getByRole('link', { name: 'Back to the key' }).click()
    await page.getByRole('button', { name: 'Revoke key' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this key?' })
    await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Revoke key' }).click()
    await expect(page.getByRole('definition').filter({ hasText: /^Revoked$/ })).toBeVisible()
    const refused = await niaga.GET('/collections')
    expect(refused.response.status).toBe(401)

    // The endpoint removed again (after a confirmation): the receiver is about to stop.
    await openSettings(page, 'Webhooks')
    await page.getByRole('button', { name: 'Remove endpoint' }).click()
    await page
      .getByRole('alertdialog', { name: 'Remove the webhook endpoint?' })
      .getByRole('button', { name: 'Remove endpoint' })
      .click()
    await expect(page.getByText('No endpoint yet: events are logged but not sent.')).toBeVisible()
  } finally {
    await receiver.close()
  }
})
