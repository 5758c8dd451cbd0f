// The payer's other pages in their own language: an open payment form in Malay (its labels and its form
// messages) and a pool's top-up page in Chinese, on a phone, as the browser asks.
import { expect, test, type Browser } from '@playwright/test'
import type { Pool } from '../../src/contract/pools.ts'
import { merchantApi } from './merchant-api.ts'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const payerIn = async (browser: Browser, locale: string) =>
  (await browser.newContext({ ...PHONE, locale })).newPage()

test('a payer whose browser prefers Malay fills a payment form in Malay', async ({ browser, request }) => {
  const call = await merchantApi(request)
  const form = await call<{ uuid: string }>('POST', 'collections', {
    title: 'Derma surau',
    kind: 'payment_form',
  })
  const page = await payerIn(browser, 'ms-MY')
  await page.goto(`/pay/collections/${form.uuid}`)

  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY')
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ms')
  await expect(page.getByText('Bayar kepada')).toBeVisible()
  await expect(page).toHaveTitle(/^Bayar kepada .+ \| Niaga Sandbox$/)
  const details = page.getByRole('form', { name: 'Butiran anda' })
  await expect(details.getByLabel('Nama penuh')).toBeVisible()
  await expect(details.getByLabel('Amaun')).toBeVisible()
  await expect(details.getByText('Telefon (pilihan)')).toBeVisible()

  // The name left empty: the form says so in Malay, under the field.
  await details.getByLabel('E-mel').fill('aminah@example.my')
  await details.getByLabel('Amaun').fill('25')
  await details.getByRole('button', { name: 'Teruskan ke pembayaran' }).click()
  await expect(details.getByText(/^Medan .+ wajib diisi$/)).toBeVisible()
  await expect(details.getByLabel('Nama penuh')).toHaveAttribute('aria-invalid', 'true')
})

test("a payer whose browser prefers Chinese reads a pool's top-up page in Chinese", async ({
  browser,
  request,
}) => {
  const call = await merchantApi(request)
  const { list } = await call<{ list: { data: Pool[] } }>('GET', 'pools')
  const prefund = list.data.find((pool) => pool.pool_type === 'prefund')!
  const page = await payerIn(browser, 'zh-CN')
  await page.goto(new URL(prefund.topup_url).pathname + new URL(prefund.topup_url).search)

  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-MY')
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh')
  const target = page.getByTestId('topup-target')
  await expect(target).toContainText('充值')
  await expect(page.getByTestId('topup-limits')).toHaveText(/^每次充值 RM [\d,.]+ 至 RM [\d,.]+$/)
  const form = page.getByRole('form', { name: '充值详情' })
  await expect(form.getByLabel('您的姓名')).toBeVisible()
  await expect(form.getByText('电子邮件（选填）')).toBeVisible()
  await expect(form.getByText('用于接收收据。')).toBeVisible()
  await expect(form.getByRole('button', { name: '继续付款' })).toBeVisible()
})
