// A shopper on a phone applies a discount code at the storefront's checkout and pays the discounted total the
// server stores; an order queued offline whose code the merchant stopped meanwhile is not charged more
// silently: the shopper is told and places it at the total shown.
import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { merchantApi } from './merchant-api.ts'
import { fillCheckout, kopiTarik, openStore, storeOrders } from './shop.ts'

const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5']
test.use(pixel5)
/**
 * A store selling one RM 12.50 product with RM 8.00 delivery to Kuala Lumpur, and a discount code of its own.
 */
async function openDiscountStore(request: APIRequestContext, discount: Record<string, unknown>) {
  const call = await merchantApi(request)
  const kopi = await kopiTarik(call)
  const { store, suffix } = await openStore(call, 'Kedai Diskaun', [kopi.id])
  const code = await call<{ id: string; code: string }>('POST', 'discounts', {
    code: `E2E-${suffix}`,
    store_ids: [store.id],
    ...discount,
  })
  return { call, store, code }
}

/** The shopper's details, with standard delivery. */
async function fillShopper(page: Page, email: string) {
  await fillCheckout(page, 'Aminah binti Ali', email)
  await page.getByText(/^Standard — RM 8\.00/).click()
}

async function addTwoBagsAndCheckout(page: Page, uniqueId: string) {
  await page.goto(`/storefront/mobile/${uniqueId}`)
  const kopi = page.getByRole('listitem', { name: 'Kopi Tarik Beans' })
  await kopi.getByRole('button', { name: 'Add to cart' }).click()
  await kopi.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await page.getByRole('link', { name: /^Cart/ }).click()
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
}

test('a shopper on a phone applies a discount code and the order is placed at the discounted total', async ({
  page,
  request,
}) => {
  // 20% off RM 25.00 of items, at most RM 4.00: RM 4.00 off; with RM 8.00 delivery the order is RM 29.00.
  const { call, store, code } = await openDiscountStore(request, {
    type: 'percent',
    value: 20,
    max_discount: '4.00',
    min_spend: '20',
  })
  await addTwoBagsAndCheckout(page, store.unique_id)
  await fillShopper(page, 'aminah@example.my')
  await expect(page.getByTestId('checkout-total')).toHaveText('RM 33.00')

  const field = page.getByRole('textbox', { name: 'Discount code' })
  // An unknown code is refused with a message under the field, and nothing changes.
  await field.fill('nosuchcode')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('NOSUCHCODE is not a valid code for this store')).toBeVisible()
  await expect(page.getByTestId('checkout-total')).toHaveText('RM 33.00')

  // Typed in lower case, the store's code applies.
  await field.fill(code.code.toLowerCase())
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('discount-applied')).toContainText(`${code.code} applied: -RM 4.00`)
  await expect(page.getByTestId('checkout-discount')).toHaveText('-RM 4.00')
  await expect(page.getByTestId('checkout-total')).toHaveText('RM 29.00')

  // One bag is below the minimum spend: the shopper is told, and the total is the full price.
  await page.getByRole('button', { name: 'One fewer Kopi Tarik Beans' }).click()
  await expect(page.getByTestId('discount-applied')).toContainText('Spend RM 7.50 more on items')
  await expect(page.getByTestId('checkout-total')).toHaveText('RM 20.50')
  await page.getByRole('button', { name: 'One more Kopi Tarik Beans' }).click()
  await expect(page.getByTestId('checkout-total')).toHaveText('RM 29.00')

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/storefront\/mobile\/[^/]+\/invoice\?order=/, { timeout: 20_000 })
  await expect(page.getByTestId('invoice-discount')).toHaveText('-RM 4.00')
  await expect(page.getByTestId('invoice-total')).toHaveText('RM 29.00')

  // What the server stored: the order's total and its bill, and one use of the code.
  const orders = await storeOrders<{ total: string; discount: { code: string; amount: string } | null }>(
    call,
    store.id,
  )
  expect(orders.list.data).toEqual([
    expect.objectContaining({ total: '29.00', discount: { code: code.code, amount: '4.00' } }),
  ])
  const used = await call<{ times_used: number; total_discounted: string }>('GET', `discounts/${code.id}`)
  expect(used).toMatchObject({ times_used: 1, total_discounted: '4.00' })
})

test('an order queued offline whose code was stopped meanwhile waits for the shopper, who places it at the new total', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const { call, store, code } = await openDiscountStore(request, { type: 'fixed', value: '5.00' })
  await addTwoBagsAndCheckout(page, store.unique_id)
  await fillShopper(page, 'farah@example.my')
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code.code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('checkout-total')).toHaveText('RM 28.00')

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByTestId('order-queued')).toContainText(`RM 28.00 with ${code.code}`)
  // The merchant stops the code before the phone is back online.
  await call('PUT', `discounts/${code.id}`, { is_active: false })
  await context.setOffline(false)

  const refused = page.getByTestId('order-discount-refused')
  await expect(refused).toContainText(`${code.code} is no longer available`, { timeout: 20_000 })
  await expect(refused.getByTestId('refused-total')).toHaveText('RM 33.00')
  const none = await storeOrders(call, store.id)
  expect(none.list.total).toBe(0)

  await refused.getByRole('button', { name: 'Place order at RM 33.00' }).click()
  await expect(page).toHaveURL(/\/invoice\?order=/, { timeout: 20_000 })
  await expect(page.getByTestId('invoice-total')).toHaveText('RM 33.00')
  await expect(page.getByTestId('invoice-discount')).toHaveCount(0)
  const placed = await storeOrders<{ total: string }>(call, store.id)
  expect(placed.list.total).toBe(1)
  expect(placed.list.data[0]!.total).toBe('33.00')
})
