// The storefront's cart and checkout hold their layout on a phone (390 px) and on a desktop screen (1440 px):
// the mobile storefront's checkout keeps the cart readable (names on one line, quantity buttons inside the
// cart's card), the cart page sits in the middle of the page, and nothing scrolls sideways.
import { expect, test, type Locator, type Page } from '@playwright/test'

const PRODUCT = 'Dodol Durian'

/** The demo store's catalogue, with one bag of dodol put in the cart. */
async function cartWithDodol(page: Page) {
  await page.goto('/storefront/mobile/niaga-demo')
  await page.getByRole('listitem', { name: PRODUCT }).getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, 'on screen').not.toBeNull()
  return box!
}

async function expectInside(inner: Locator, outer: Locator) {
  const a = await boxOf(inner)
  const b = await boxOf(outer)
  expect(a.x, 'left edge inside').toBeGreaterThanOrEqual(b.x)
  expect(a.x + a.width, 'right edge inside').toBeLessThanOrEqual(b.x + b.width)
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(clientWidth)
}

/** The cart line's product name: wide enough to read, on one line. */
async function expectReadableName(line: Locator) {
  const name = line.getByText(PRODUCT, { exact: true })
  const box = await boxOf(name)
  const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
  expect(box.width, 'name column width').toBeGreaterThan(120)
  expect(box.height, 'name on one line').toBeLessThan(lineHeight * 1.5)
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the mobile storefront’s checkout keeps the cart readable', async ({ page }) => {
      await cartWithDodol(page)
      await page.getByRole('link', { name: /^Cart/ }).click()
      await expect(page).toHaveURL(/\/storefront\/mobile\/niaga-demo\/checkout$/)
      const summary = page.getByRole('region', { name: 'Order summary' })
      const line = summary.getByRole('listitem', { name: PRODUCT })
      await expect(line).toBeVisible()
      await expectReadableName(line)
      for (const control of [
        line.getByRole('button', { name: `One fewer ${PRODUCT}` }),
        line.getByRole('textbox', { name: `Quantity of ${PRODUCT}` }),
        line.getByRole('button', { name: `One more ${PRODUCT}` }),
        line.getByRole('button', { name: `Remove ${PRODUCT}` }),
        line.getByTestId('cart-line-total'),
      ])
        await expectInside(control, summary)
      // The shopper's details are as wide as the cart, below it: the mobile storefront is one column.
      const form = page.getByLabel('Full name')
      expect((await boxOf(form)).y).toBeGreaterThan((await boxOf(summary)).y)
      await expectNoSidewaysScroll(page)
    })

    test('the cart page uses the width of the page', async ({ page }) => {
      await cartWithDodol(page)
      await page.goto('/store/niaga-demo/cart')
      const cart = page.getByTestId('cart')
      const line = cart.getByRole('listitem', { name: PRODUCT })
      await expect(line).toBeVisible()
      await expectReadableName(line)
      await expectInside(line.getByRole('button', { name: `Remove ${PRODUCT}` }), cart)
      // The page's content sits in the middle of the main area: no half of the screen left empty.
      const main = await boxOf(page.getByRole('main'))
      const heading = await boxOf(page.getByRole('heading', { name: 'Your cart', level: 1 }))
      const content = await boxOf(page.getByRole('link', { name: 'Checkout' }))
      const left = content.x - main.x
      const right = main.x + main.width - (content.x + content.width)
      expect(Math.abs(left - right), 'centred').toBeLessThanOrEqual(2)
      expect(heading.x).toBeLessThanOrEqual(content.x)
      expect(content.width, 'as wide as a phone screen allows, or a readable column').toBeGreaterThanOrEqual(
        Math.min(main.width - 100, 560),
      )
      await expectNoSidewaysScroll(page)
    })
  })
}
