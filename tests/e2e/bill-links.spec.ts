// Getting a bill's payment link to its payer: copy with a toast, a QR code, and email or SMS through the
// sandbox outbox, where the merchant reads what was sent and the link opens the payer's page.
import { expect, test } from '@playwright/test'
import { merchantApi, newBill } from './merchant-api.ts'
import { logIn, skipTourIfShown } from './support.ts'

test('a merchant copies, shows and sends a bill’s payment link, and reads it in the sandbox outbox', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const phone = `+6012${String(Date.now()).slice(-7)}`
  const bill = await newBill(
    await merchantApi(request),
    { title: 'Yuran Kelas Mengaji' },
    {
      payer_name: 'Siti Nurhaliza',
      payer_email: 'siti@example.my',
      payer_phone: phone,
      amount: '88.00',
    },
  )

  await logIn(page, 'merchant@niaga.test')
  await expect(page).toHaveURL(/\/dashboard$/)
  await skipTourIfShown(page)
  await page.goto(`/collections/view/${bill.collection_id}/bills/view/${bill.id}`)
  await expect(page.getByTestId('bill-amount')).toHaveText('RM 88.00')

  const link = (await page.getByTestId('bill-payment-link').textContent())!.trim()
  expect(new URL(link).pathname).toBe(`/pay/bill/${bill.uuid}`)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Payment link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await expect(
    page.getByRole('img', { name: `QR code of the payment link of bill ${bill.invoice_no}` }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Send by email' }).click()
  await expect(page.getByText('Payment link sent')).toBeVisible()
  await page.getByRole('button', { name: 'Send by SMS' }).click()
  await expect(page.getByText('Payment link sent').first()).toBeVisible()

  // The outbox, from the menu: both messages, filterable by channel, each opening with the link.
  await page.goto('/outbox')
  const outbox = page.getByRole('table', { name: 'Sandbox outbox' })
  await expect(outbox.getByRole('row').filter({ hasText: 'siti@example.my' })).toContainText(
    `Bill ${bill.invoice_no}`,
  )
  await expect(outbox.getByRole('row').filter({ hasText: phone })).toContainText('SMS')
  await page.getByRole('combobox', { name: 'Channel' }).selectOption('sms')
  await expect(page).toHaveURL(/channel=sms/)
  await expect(outbox.getByRole('row').filter({ hasText: 'siti@example.my' })).toHaveCount(0)
  await outbox.getByRole('button', { name: new RegExp(`^Open SMS to \\${phone}`) }).click()
  const message = page.getByRole('dialog')
  await expect(message.getByTestId('outbox-message-body')).toContainText('RM 88.00')
  const sentLink = message.getByRole('link', { name: link })
  await expect(sentLink).toHaveAttribute('href', link)

  // The payer's page behind the link the SMS carried, opened in another tab: logging out of the console
  // in this tab sends this tab to the login page and leaves the payment page alone.
  const payerTab = await context.newPage()
  await payerTab.goto(new URL(link).pathname)
  await expect(payerTab.getByTestId('bill-amount')).toHaveText('RM 88.00')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(payerTab).toHaveURL(new RegExp(`/pay/bill/${bill.uuid}$`))
  await expect(payerTab.getByRole('button', { name: 'Pay RM 88.00' })).toBeVisible()
})
