// The money loop end to end: a merchant bills payers in the console, payers pay on the public pages
// through the sandbox bank and card acquirer, and the merchant sees the payments, the paid bills and the
// signed callbacks their server received. Real Chromium, real server, real database.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { payByFpx } from './payer.ts'
import { startReceiver } from './receiver.ts'
import { verifiesWith } from '../support/standard-webhooks.ts'
import { awaitQueryCacheSave, fieldValue, logIn, skipTourIfShown } from './support.ts'

/** In the console: a bill of the collection on screen; answers its invoice number and public link. */
async function createBill(page: Page, collectionUrl: string, payer: string, amount: string) {
  await page.goto(collectionUrl)
  await page.getByRole('link', { name: 'Create bill' }).first().click()
  await expect(page.getByRole('form', { name: 'New bill' })).toBeVisible()
  await page.getByLabel('Payer name').fill(payer)
  await page.getByLabel('Payer email').fill('payer@example.my')
  await page.getByLabel('Amount').fill(amount)
  await page.getByRole('button', { name: 'Create bill' }).click()
  await expect(page).toHaveURL(/\/bills\/view\/[0-9a-f-]+$/)
  await expect(page.getByTestId('bill-status')).toHaveText('Pending')
  const invoiceNo = (await fieldValue(page, 'Invoice').textContent())!.trim()
  expect(invoiceNo).toMatch(/^NGA-\d{8}-[0-9A-Z]+$/)
  const link = (await page.getByTestId('bill-payment-link').textContent())!.trim()
  return { invoiceNo, path: new URL(link).pathname, viewUrl: page.url() }
}

/** A payer's browser: no Niaga session. */
async function payerPage(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}

test('a merchant bills payers who pay by FPX and card; a rejected payment is retried; callbacks arrive', async ({
  page,
  browser,
}) => {
  // Three browsers, six payments and a callback wait: generous, for a loaded machine.
  test.setTimeout(300_000)
  const receiver = await startReceiver('/niaga/callback')
  try {
    const bills =
      await test.step('the merchant creates a bill collection that calls their server back, and three bills', async () => {
        await logIn(page, 'merchant@niaga.test')
        await expect(page).toHaveURL(/\/dashboard$/)
        await skipTourIfShown(page)
        await page.goto('/collections/create-bill-form')
        const title = `Yuran Tuisyen ${Date.now()}`
        await page.getByLabel('Title').fill(title)
        await page.getByLabel('Callback URL').fill(receiver.url)
        await page.getByRole('button', { name: 'Create bill collection' }).click()
        await expect(page).toHaveURL(/\/collections\/view\/[0-9a-f-]+$/)
        await expect(page.getByRole('heading', { name: title })).toBeVisible()
        const collectionUrl = new URL(page.url()).pathname
        return {
          fpx: await createBill(page, collectionUrl, 'Aisyah binti Rahman', '30.00'),
          card: await createBill(page, collectionUrl, 'Tan Wei Ming', '45.90'),
          retried: await createBill(page, collectionUrl, 'Muthu a/l Rajan', '12.00'),
        }
      })
    const { fpx: fpxBill, card: cardBill, retried: retriedBill } = bills

    const payer = await payerPage(browser)
    await test.step('payer 1 pays by FPX, personal banking, and the link cannot be paid twice', async () => {
      await payer.goto(fpxBill.path)
      await expect(payer.getByTestId('bill-amount')).toHaveText('RM 30.00')
      await payByFpx(payer, 'RM 30.00')
      const receipt = payer.getByTestId('receipt')
      await expect(payer.getByTestId('receipt-amount')).toHaveText('RM 30.00')
      await expect(receipt).toContainText(fpxBill.invoiceNo)
      await expect(receipt).toContainText('FPX')
      await expect(receipt).toContainText('Maybank2u')
      await expect(receipt).toContainText(/Paid at/)
      await payer.getByRole('button', { name: 'Check status' }).click()
      await expect(receipt).toHaveAttribute('data-status', 'paid')
      await payer.goto(fpxBill.path)
      await expect(payer.getByText('This bill has been paid')).toBeVisible()
      await expect(payer.getByRole('button', { name: /^Pay RM/ })).toHaveCount(0)
    })

    await test.step('payer 2 pays with the sandbox acquirer’s test Visa', async () => {
      await payer.goto(cardBill.path)
      await payer.getByTestId('channel-credit_card').click()
      await payer.getByLabel('Card number').fill('4111 1111 1111 1111')
      await payer.getByLabel('Month').fill('08')
      await payer.getByLabel('Year').fill(String(new Date().getFullYear() + 2))
      await payer.getByLabel('CVV').fill('321')
      await payer.getByRole('button', { name: 'Pay RM 45.90' }).click()
      await expect(payer.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
      await expect(payer.getByTestId('receipt')).toContainText('411111XXXXXX1111')
      await expect(payer.getByTestId('receipt-amount')).toHaveText('RM 45.90')
    })

    const records = page.getByRole('table', { name: 'Payment records' })
    await test.step('payer 3’s bank rejects; the merchant sees the failed attempt; the payer tries again and pays', async () => {
      await payer.goto(retriedBill.path)
      await payByFpx(payer, 'RM 12.00', {
        bank: 'SBI Bank B (test: rejects)',
        choice: 'Continue',
        outcome: 'Payment failed',
      })
      await expect(payer.getByRole('alert').filter({ hasText: 'Rejected by the bank' })).toBeVisible()
      // The failed attempt is among the payment records, with nothing to receive.
      await page.goto(`/collections/payments?search=${retriedBill.invoiceNo}`)
      const failedRow = records.getByRole('row').filter({ hasText: retriedBill.invoiceNo })
      await expect(failedRow.getByRole('cell', { name: 'Failed', exact: true })).toBeVisible()
      await expect(failedRow).toContainText('RM 0.00')
      await expect(records.getByRole('row')).toHaveCount(2)
      await payer.getByRole('link', { name: 'Try again' }).click()
      await expect(payer.getByTestId('bill-amount')).toHaveText('RM 12.00')
      await payByFpx(payer, 'RM 12.00', { bank: 'SBI Bank A (test: approves)', choice: 'Continue' })
      await payer.context().close()
    })

    await test.step('the merchant sees each bill paid', async () => {
      for (const bill of [fpxBill, cardBill, retriedBill]) {
        await page.goto(bill.viewUrl)
        await expect(page.getByTestId('bill-status')).toHaveText('Paid')
      }
    })

    await test.step('the merchant finds the payment by invoice number, with the callback delivered', async () => {
      await page.goto('/collections/payments')
      await page.getByRole('searchbox', { name: 'Search invoice number' }).fill(fpxBill.invoiceNo)
      await expect(records.getByRole('row').filter({ hasText: fpxBill.invoiceNo })).toContainText('RM 30.00')
      await expect(records.getByRole('row')).toHaveCount(2) // header + the one payment
      await records.getByRole('button', { name: `Details of payment ${fpxBill.invoiceNo}` }).click()
      const drawer = page.getByTestId('payment-record-drawer')
      await expect(fieldValue(drawer, 'Status')).toHaveText('Paid')
      await expect(fieldValue(drawer, 'Fee')).toHaveText('RM 1.00') // the sandbox FPX fee
      await expect(async () => {
        await drawer.getByRole('button', { name: 'Refresh' }).click()
        await expect(drawer.getByRole('table', { name: 'Callback deliveries' })).toContainText('HTTP 200', {
          timeout: 1000,
        })
      }).toPass({ timeout: 30_000 })
      await expect(drawer).toContainText(receiver.url)
    })

    await test.step('the third bill’s record shows the retry that paid it', async () => {
      await page.keyboard.press('Escape')
      await page.getByRole('searchbox', { name: 'Search invoice number' }).fill(retriedBill.invoiceNo)
      const retriedRow = records.getByRole('row').filter({ hasText: retriedBill.invoiceNo })
      await expect(retriedRow.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible()
      await expect(retriedRow).toContainText('RM 11.00') // net of the RM 1.00 FPX fee
      await expect(records.getByRole('row')).toHaveCount(2)
    })

    await test.step('the merchant’s server got one callback per paid bill, signed with the secret the console shows', async () => {
      await expect
        .poll(() => receiver.received.map((callback) => callback.body.invoice_no).sort(), { timeout: 30_000 })
        .toEqual([fpxBill.invoiceNo, cardBill.invoiceNo, retriedBill.invoiceNo].sort())
      // Each verifies with the secret the console shows, by the Standard Webhooks library the dialog names.
      await page.goto('/collections/payments')
      await page.getByRole('button', { name: 'Callback secret' }).click()
      await page.getByRole('button', { name: 'Reveal' }).click()
      const secret = (await page.getByTestId('callback-secret').textContent())!.trim()
      expect(secret).toMatch(/^whsec_/)
      for (const callback of receiver.received) {
        expect(callback.body.status).toBe('paid')
        expect(verifiesWith(secret, callback.headers, callback.raw)).toBe(true)
      }
      // With the secret on screen, the query cache is saved: the secret, in memory then, must not be in it.
      await awaitQueryCacheSave(page)
      await expect(page.getByTestId('callback-secret')).toHaveText(secret)
      expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(secret)
    })
  } finally {
    await receiver.close()
  }
})
