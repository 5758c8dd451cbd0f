// A shopper reads the storefront in their own language: the browser's first (drawn so by the server, kept by
// the app), then their own choice from the store header's language switch, which survives a reload.
import { expect, test } from '@playwright/test'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const PRODUCT = 'Dodol Durian'

test('a shopper reading Chinese shops the demo store, then checks out in Malay', async ({ browser }) => {
  const page = await (await browser.newContext({ ...PHONE, locale: 'zh-CN' })).newPage()
  await page.goto('/storefront/mobile/niaga-demo')

  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-MY')
  await expect(page.getByLabel('搜索商品')).toBeVisible()
  await expect(page.getByRole('button', { name: '全部', exact: true })).toBeVisible()
  await expect(page.getByText('沙盒商店：不涉及真实资金。')).toBeVisible()
  const product = page.getByRole('listitem', { name: PRODUCT })
  await product.getByRole('button', { name: '加入购物车' }).click()
  await expect(page.getByText(`${PRODUCT} 已加入购物车`)).toBeVisible()
  await expect(page.getByRole('link', { name: '购物车，1 件商品' })).toBeVisible()

  // The cart page of the same store (/store/{id}): its words, money as RM everywhere.
  await page.goto('/store/niaga-demo/cart')
  await expect(page.getByRole('heading', { name: '我的购物车' })).toBeVisible()
  await expect(page.getByText('小计')).toBeVisible()
  await expect(page.getByTestId('cart-total')).toHaveText(/^RM \d/)
  await expect(page.getByRole('button', { name: '清空购物车' })).toBeVisible()
  await expect(page.getByRole('link', { name: '结账' })).toBeVisible()

  // The switch sits in the store's header, the header still one row wide at 390 px.
  const languageSwitch = page.getByRole('banner').getByRole('combobox', { name: '语言' })
  const switchBox = await languageSwitch.boundingBox()
  expect(switchBox, 'the switch is on screen').not.toBeNull()
  expect(switchBox!.x + switchBox!.width).toBeLessThanOrEqual(390)
  await languageSwitch.selectOption('ms')
  await expect(page.getByRole('heading', { name: 'Troli anda' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY')

  await page.getByRole('link', { name: 'Daftar keluar' }).click()
  await expect(page).toHaveURL(/\/store\/niaga-demo\/checkout$/)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY')
  await expect(page.getByRole('heading', { name: 'Daftar keluar', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Maklumat anda' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Alamat penghantaran' })).toBeVisible()
  await expect(page.getByLabel('Nama penuh')).toBeVisible()
  await expect(page.getByText('Pilih negeri anda untuk melihat pilihan penghantaran.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Buat pesanan' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Kod diskaun' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ms')
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(clientWidth)
})
