// A merchant's catalogue reaching a shopper and back, all through the screens: the merchant creates a
// product with a priced variant in the console and puts it in the demo store; a shopper buys that variant
// on the storefront and pays on the payment pages; the merchant sees the paid order in order management.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { fillCheckout } from './shop.ts'
import { logIn, skipTourIfShown } from './support.ts'

test('a product made in the console is bought on the storefront, paid, and shows up as a paid order', async ({
  page,
  browser,
}) => {
  // Three browser contexts and a dozen screens: past the 60 s default on a slow shared machine.
  test.setTimeout(180_000)
  const title = `Keropok Lekor ${Math.random().toString(36).slice(2, 7)}`

  await test.step('the merchant creates a product with a priced variant', async () => {
    await logIn(page, 'merchant@niaga.test')
    await skipTourIfShown(page)
    // With variants on, creating it leads to its edit page, where variants are added.
    await page.goto('/products/new')
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page.getByText('The title field is required')).toBeVisible()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Price').fill('9.90')
    await page.getByLabel('Weight (kg)').fill('0.3')
    await page.getByText('Has variants (colours, sizes…)').click()
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page).toHaveURL(/\/products\/edit\/[0-9a-f-]{36}$/)
    await page.getByRole('button', { name: 'Add variant row' }).click()
    const row = page.getByRole('group', { name: 'New variant 1' })
    await row.getByLabel('Title').fill('Pedas')
    await row.getByText('Own price').click()
    await row.getByLabel('Price (RM)').fill('11.50')
    await page.getByRole('button', { name: 'Save 1 new variant' }).click()
    await expect(page.getByRole('list', { name: 'Saved variants' })).toContainText('Pedas')
  })

  await test.step('the merchant puts it in the demo store', async () => {
    await page.goto('/stores/store-products')
    await page.getByLabel('Store').selectOption({ label: 'Kedai Niaga Demo' })
    await page.getByLabel('Search your products').fill(title)
    await page.getByRole('button', { name: `Add ${title}` }).click()
    await page.getByRole('button', { name: 'Save order and products' }).click()
    await expect(page.getByText('Store products saved')).toBeVisible()
  })

  const shopperContext = await browser.newContext()
  const shopper = await shopperContext.newPage()
  await test.step('a shopper opens the demo store, which installs with icons drawn from its logo', async () => {
    await shopper.goto('/storefront/mobile/niaga-demo')
    await expect(shopper.getByRole('listitem', { name: title })).toBeVisible()
    // iOS reads apple-touch-icon.
    const touchIcon = shopper.locator('link[rel="apple-touch-icon"]')
    await expect(touchIcon).toHaveAttribute(
      'href',
      /^\/storefront\/manifest\/[0-9a-f-]{36}\/icon-192\.png\?v=/,
    )
    const iconResponse = await shopper.request.get((await touchIcon.getAttribute('href'))!)
    expect([iconResponse.status(), iconResponse.headers()['content-type']]).toEqual([200, 'image/png'])
    const manifestHref = (await shopper.locator('link[rel="manifest"]').first().getAttribute('href'))!
    const icons = ((await (await shopper.request.get(manifestHref)).json()) as { icons: { src: string }[] })
      .icons
    expect(icons.map((icon) => icon.src)).toEqual([
      expect.stringMatching(/^\/storefront\/manifest\/niaga-demo\/icon-192\.png\?v=/),
      expect.stringMatching(/^\/storefront\/manifest\/niaga-demo\/icon-512\.png\?v=/),
      expect.stringMatching(/^\/storefront\/manifest\/niaga-demo\/icon-maskable-512\.png\?v=/),
    ])
  })

  const orderNo = await test.step('the shopper buys the variant and pays by FPX', async () => {
    await shopper.getByRole('link', { name: title }).click()
    await expect(shopper.getByRole('heading', { name: title })).toBeVisible()
    await shopper.getByLabel('Option').selectOption({ label: 'Pedas' })
    await expect(shopper.getByTestId('product-price')).toHaveText('RM 11.50')
    await shopper.getByRole('button', { name: 'Add to cart' }).click()
    await expect(shopper.getByTestId('cart-count')).toHaveText('1')
    await shopper.getByRole('link', { name: /^Cart/ }).click()
    await fillCheckout(shopper, 'Siti Nurhaliza', 'siti@example.my')
    // 0.3 kg to the peninsula: the demo store's lightest band.
    await shopper.getByText(/^Standard \(below 1 kg\) — RM 6\.00/).click()
    await expect(shopper.getByTestId('checkout-total')).toHaveText('RM 17.50')
    await shopper.getByRole('button', { name: 'Place order' }).click()
    const invoice = shopper.getByTestId('invoice')
    await expect(invoice).toContainText(`${title} (Pedas)`)
    await expect(invoice.getByTestId('order-status')).toHaveText('Awaiting payment')
    const placed = new URL(shopper.url()).searchParams.get('order')!
    await invoice.getByRole('link', { name: 'Pay now' }).click()
    await expect(shopper.getByTestId('bill-amount')).toHaveText('RM 17.50')
    await shopper
      .getByRole('combobox', { name: 'Bank' })
      .selectOption({ label: 'SBI Bank A (test: approves)' })
    await shopper.getByRole('button', { name: 'Pay RM 17.50' }).click()
    await shopper.getByRole('button', { name: 'Continue' }).click()
    await expect(shopper.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await shopperContext.close()
    return placed
  })

  const drawer = page.getByRole('dialog')
  await test.step('the merchant finds the order, paid, with the variant on it', async () => {
    await page.goto('/stores/order-management')
    await page.getByLabel('Search order number').fill(orderNo)
    await page.getByRole('button', { name: orderNo }).click()
    await expect(drawer.getByRole('table', { name: 'Items' })).toContainText(title)
    await expect(drawer.getByRole('table', { name: 'Items' })).toContainText('Pedas')
    await expect(drawer.getByLabel('Paid', { exact: true })).toBeVisible()
  })

  await test.step('the merchant pays for the courier label and downloads it as a PDF', async () => {
    // After a confirmation.
    await drawer.getByRole('button', { name: 'Pay shipping' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Pay shipping' }).click()
    await expect(page.getByText('Shipping paid')).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download consignment note' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const pdf = readFileSync(await download.path())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})

test('a merchant gives a new store a logo from the image library, and the store installs with it', async ({
  page,
}) => {
  // Image upload, analysis and icon rendering on the server: generous on a slow machine too.
  test.setTimeout(120_000)
  const name = `Kedai Logo ${Math.random().toString(36).slice(2, 7)}`
  const logo = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#b91c1c' } })
    .png()
    .toBuffer()

  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/stores/create')
  await page.getByLabel('Store name').fill(name)
  await page.getByRole('button', { name: 'Choose logo' }).click()
  const library = page.getByRole('dialog', { name: 'Choose a logo' })
  // What was just uploaded is chosen already.
  await library
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
  await expect(page.getByText('Image uploaded')).toBeVisible()
  await library.getByRole('button', { name: 'Use as logo' }).click()
  await expect(library).toBeHidden()
  await expect(page.getByRole('img', { name: 'Store logo' })).toBeVisible()
  await page.getByRole('button', { name: 'Create store' }).click()
  await expect(page).toHaveURL(/\/stores\/manage\?store=[0-9a-f-]{36}/)
  const storeId = new URL(page.url()).searchParams.get('store')!
  await expect(page.getByRole('img', { name: 'Store logo' })).toBeVisible()

  // Installing the store gives its logo as the home-screen icon: a 512 px PNG, red in the middle.
  const manifest = (await (await page.request.get(`/storefront/manifest/${storeId}.webmanifest`)).json()) as {
    name: string
    icons: { src: string; sizes: string }[]
  }
  expect(manifest.name).toBe(name)
  const large = manifest.icons.find((icon) => icon.sizes === '512x512')!
  const icon = await page.request.get(large.src)
  expect(icon.headers()['content-type']).toBe('image/png')
  const png = await icon.body()
  const centre = await sharp(png)
    .extract({ left: 256, top: 256, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer()
  expect([...centre]).toEqual([0xb9, 0x1c, 0x1c])
})
