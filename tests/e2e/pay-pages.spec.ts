// The public payment pages as a payer meets them, against the real server and its sandbox bank and acquirer.
import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  allConsoleModules,
  allStyleRuntimeModules,
  consoleModulesIn,
  styleRuntimeModulesIn,
} from '../../scripts/module-map.ts'
import { merchantApi, newBill } from './merchant-api.ts'
import { holdRequests } from './support.ts'

const makeBill = async (request: APIRequestContext, amount: string) =>
  newBill(
    await merchantApi(request),
    { title: 'School fees 2026' },
    { payer_name: 'Nurul Huda', amount, description: 'Term 1' },
  )

test('the FPX status page lists personal and corporate banks with their health', async ({ page }) => {
  await page.goto('/fpx-status')
  await expect(page).toHaveTitle('FPX Bank Status | Niaga Sandbox')
  const personal = page.getByRole('region', { name: 'Personal banking (B2C)' })
  const corporate = page.getByRole('region', { name: 'Corporate banking (B2B)' })
  await expect(personal.getByRole('listitem').filter({ hasText: 'Maybank2u' })).toContainText('Online')
  await expect(personal.getByRole('listitem').filter({ hasText: 'Kuwait Finance House' })).toContainText(
    'Offline',
  )
  await expect(corporate.getByRole('listitem').filter({ hasText: 'Maybank2E' })).toContainText('Online')
  await expect(personal).toContainText(/Last updated .* MYT/)
})

test('a payer on a slow link reads who is paid and how much before the app arrives, then pays on the same page', async ({
  page,
  request,
}) => {
  const bill = await makeBill(request, '1234.50')
  // The app's code held back, as on a link that has delivered the page but not yet its scripts.
  const code = await holdRequests(page, '**/assets/*.js')

  await page.goto(`/pay/bill/${bill.uuid}`, { waitUntil: 'commit' })
  await expect(page.getByTestId('bill-amount')).toHaveText('RM 1,234.50')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niaga Demo Sdn Bhd')
  await expect(page.getByText('Term 1')).toBeVisible()
  await expect(page).toHaveTitle('Pay RM 1,234.50 to Niaga Demo Sdn Bhd | Niaga Sandbox')
  await expect(page.getByRole('status')).toHaveText('Loading payment methods…')

  code.release()
  // The app takes over the same page: one summary, and the payment methods where the placeholder was.
  await expect(page.getByRole('combobox', { name: 'Bank' })).toBeVisible()
  await expect(page.getByTestId('bill-amount')).toHaveCount(1)
  await expect(page.getByTestId('bill-amount')).toHaveText('RM 1,234.50')
  await expect(page.getByRole('button', { name: 'Pay RM 1,234.50' })).toBeVisible()
})

test('an invoice link that names the bill by its invoice number opens the bill, then moves to its address', async ({
  page,
  request,
}) => {
  const bill = await makeBill(request, '42.00')
  await page.goto(`/pay/invoice/${bill.invoice_no}`)
  await expect(page.getByTestId('bill-amount')).toHaveText('RM 42.00')
  await expect(page).toHaveURL(new RegExp(`/pay/invoice/${bill.uuid}$`))
  await expect(page.getByRole('button', { name: 'Pay RM 42.00' })).toBeVisible()
  await expect(page.getByTestId('bill-amount')).toHaveCount(1)

  await page.goto('/pay/invoice/NGA-20261122-ZZZZZZZZ')
  await expect(page).toHaveURL(/\/pay\/invoice\/not-found$/)
  await expect(page.getByText('This invoice could not be found')).toBeVisible()
})

test('an unknown bill link ends on the not-found page', async ({ page }) => {
  await page.goto('/pay/bill/0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21')
  await expect(page).toHaveURL(/\/pay\/bill\/not-found$/)
  await expect(page.getByText('This bill could not be found')).toBeVisible()
})

test('a mistyped payment address ends on the not-found page', async ({ page }) => {
  await page.goto('/pay/bil/0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21')
  await expect(page).toHaveURL(/\/error-404$/)
  await expect(page.getByText('Page not found')).toBeVisible()
})

test('a payer pays a bill by FPX through the sandbox bank and gets a receipt', async ({ page, request }) => {
  const bill = await makeBill(request, '12.50')
  await page.goto(`/pay/bill/${bill.uuid}`)
  await expect(page.getByTestId('bill-amount')).toHaveText('RM 12.50')
  await expect(page).toHaveTitle('Pay RM 12.50 to Niaga Demo Sdn Bhd | Niaga Sandbox')

  const bank = page.getByRole('combobox', { name: 'Bank' })
  await expect(bank.locator('option', { hasText: 'Kuwait Finance House (Offline)' })).toBeDisabled()
  await bank.selectOption({ label: 'SBI Bank A (test: approves)' })
  await page.getByRole('button', { name: 'Pay RM 12.50' }).click()

  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/pay\/thankyou\?transaction_invoice_no=/)
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  await expect(page.getByTestId('receipt-amount')).toHaveText('RM 12.50')
  await expect(page.getByTestId('receipt')).toContainText('SBI Bank A')

  // The same link now shows the bill as paid, with nothing left to pay.
  await page.goto(`/payment/bills/${bill.uuid}`)
  await expect(page.getByText('This bill has been paid')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay RM/ })).toHaveCount(0)
})

test('a payer who loses the network on the payment page is told so, and pays once it is back', async ({
  page,
  context,
  request,
}) => {
  const bill = await makeBill(request, '18.90')
  await page.goto(`/pay/bill/${bill.uuid}`)
  await expect(page.getByTestId('bill-amount')).toHaveText('RM 18.90')
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'SBI Bank A (test: approves)' })

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Pay RM 18.90' }).click()
  await expect(page.getByTestId('pay-error')).toHaveText(
    'We could not reach Niaga. Check your internet connection and try again.',
  )
  await expect(page).toHaveURL(new RegExp(`/pay/bill/${bill.uuid}$`))

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Pay RM 18.90' }).click()
  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  await expect(page.getByTestId('receipt-amount')).toHaveText('RM 18.90')
})

test('the card form reports the first failing check, then pays with the card encrypted', async ({
  page,
  request,
}) => {
  const bill = await makeBill(request, '45.00')
  const sent: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST') sent.push(req.postData() ?? '')
  })
  await page.goto(`/modern-payment/bill/${bill.uuid}`)
  await page.getByText('Credit / debit card').click()
  await page.getByLabel('Card number').fill('4111111111111112')
  await page.getByRole('button', { name: 'Pay RM 45.00' }).click()
  await expect(page.getByRole('alert')).toHaveText('card number is invalid')

  await page.getByLabel('Card number').fill('4111 1111 1111 1111')
  await page.getByLabel('Month').fill('12')
  await page.getByLabel('Year').fill(String(new Date().getFullYear() + 3))
  await page.getByLabel('CVV').fill('123')
  await page.getByRole('button', { name: 'Pay RM 45.00' }).click()

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  await expect(page.getByTestId('receipt')).toContainText('411111XXXXXX1111')
  // The channel once, then the card's brand.
  await expect(page.getByTestId('receipt').locator('dt', { hasText: 'Method' }).locator('+ dd')).toHaveText(
    'Credit / debit card · Visa',
  )
  expect(sent.some((body) => body.includes('4111111111111111'))).toBe(false)
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain('411111')
})

test('a payment page loads no console module and no style runtime', async ({ page, request }) => {
  // Vite's build manifest says which file holds each console route's code (keys like
  // "src/routes/_console/dashboard.tsx?tsr-split=component").
  // The build's module map names every source module in each file (scripts/module-map.ts).
  expect(allConsoleModules().length).toBeGreaterThan(50)
  // Chakra and Emotion are in the build (the console's), and in none of a payment page's files.
  expect(allStyleRuntimeModules().length).toBeGreaterThan(50)
  const scripts: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname)
  })
  const bill = await makeBill(request, '9.90')
  await page.goto(`/pay/bill/${bill.uuid}`)
  await expect(page.getByRole('button', { name: 'Pay RM 9.90' })).toBeVisible()
  await page.getByTestId('channel-credit_card').click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  expect(scripts.length).toBeGreaterThan(1)
  expect(consoleModulesIn(scripts)).toEqual([])
  expect(styleRuntimeModulesIn(scripts)).toEqual([])
})
