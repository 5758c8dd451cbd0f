// A payer reads the payment page in their own language: the browser's first (Accept-Language and
// navigator.languages), then their own choice from the language switch, which survives a reload.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { merchantApi, newBill } from './merchant-api.ts'
import { payByFpx } from './payer.ts'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const makeBill = async (request: APIRequestContext) =>
  newBill(
    await merchantApi(request),
    { title: 'Yuran sekolah' },
    { payer_name: 'Nurul Huda', amount: '88.00', description: 'Penggal 1' },
  )

const payerIn = async (browser: Browser, locale: string) =>
  (await browser.newContext({ ...PHONE, locale })).newPage()

test('a payer whose browser prefers Malay pays a bill by FPX and gets a Malay receipt', async ({
  browser,
  request,
}) => {
  const bill = await makeBill(request)
  const page = await payerIn(browser, 'ms-MY')
  await page.goto(`/pay/bill/${bill.uuid}`)

  // Drawn in Malay by the server, and still in Malay once the app has taken over.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY')
  await expect(page).toHaveTitle('Bayar RM 88.00 kepada Niaga Demo Sdn Bhd | Niaga Sandbox')
  await expect(page.getByText('Bayar kepada')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Kaedah pembayaran' })).toBeVisible()
  await expect(page.getByTestId('channel-fpx')).toContainText('Perbankan Dalam Talian (FPX)')
  // On a phone the merchant's name keeps the header's width beside the switch.
  await expect(page.getByTestId('merchant-legal-name')).toHaveText('Niaga Demo Sdn Bhd')
  const name = await page
    .getByTestId('merchant-legal-name')
    .evaluate((el) => el.scrollWidth <= el.clientWidth)
  expect(name, 'the merchant name is not cut').toBe(true)

  await payByFpx(page, 'RM 88.00', { payLabel: 'Bayar', outcome: 'Pembayaran berjaya' })
  const receipt = page.getByTestId('receipt')
  await expect(receipt).toContainText('Dibayar kepada')
  await expect(receipt).toContainText('Perbankan Dalam Talian (FPX) · Maybank2u')
  await expect(receipt).toContainText(/PTG MYT|PG MYT/)
  await expect(page.getByRole('button', { name: 'Semak status' })).toBeVisible()
})

test('a payer reading Chinese switches to Malay, and the choice survives a reload', async ({
  browser,
  request,
}) => {
  const bill = await makeBill(request)
  const page = await payerIn(browser, 'zh-CN')
  await page.goto(`/pay/bill/${bill.uuid}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-MY')
  await expect(page.getByText('收款方')).toBeVisible()
  await expect(page.getByRole('heading', { name: '付款方式' })).toBeVisible()
  await expect(page.getByRole('button', { name: '支付 RM 88.00' })).toBeVisible()

  // A half-chosen payment is kept through the switch: the page re-renders, it does not reload.
  await page.getByRole('combobox', { name: '银行' }).selectOption({ label: 'Maybank2u' })
  await page.getByRole('combobox', { name: '语言' }).selectOption('ms')
  await expect(page.getByRole('heading', { name: 'Kaedah pembayaran' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Bank' })).toHaveValue(/\d+/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY')

  await page.reload()
  await expect(page.getByText('Bayar kepada')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bayar RM 88.00' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ms')
})

test('with no language the browser asks for, the page stays in English', async ({ browser, request }) => {
  const bill = await makeBill(request)
  const page = await payerIn(browser, 'ta-MY')
  await page.goto(`/pay/bill/${bill.uuid}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY')
  await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
})
