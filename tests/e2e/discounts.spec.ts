// A shopper on a phone applies a discount code at the storefront's checkout and pays the discounted total the
// server stores; an order queued offline whose code the merchant stopped meanwhile is not charged more
// silently: the shopper is told and places it at the total shown.
import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { failOnMissingRecipes, merchantToken } from './support.ts'

const { defaultBrowserType: _browser, ...pixel5 } = devices['Pixel 5']
test.use(pixel5)
failOnMissingRecipes()

const KUALA_LUMPUR = '2609539358'

interface Answer<T> {
  response_code: number
  data: T
  description: string
}

async function merchantApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await merchantToken(request)}` }
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const body = (await (
      await request.fetch(`/api/v1/${path}`, { method, headers, data })
    ).json()) as Answer<T>
    expect(body.response_code, `${method} ${path}: ${body.description}`).toBe(2000)
    return body.data
  }
}

/**
 * A store selling one RM 12.50 product with RM 8.00 delivery to Kuala Lumpur, and a discount code of its own.
 */
async function openStore(request: APIRequestContext, discount: Record<string, unknown>) {
  const call = await merchantApi(request)
  const suffix = Math.random().toString(36).slice(2, 8)
  const kopi = await call<{ id: string }>('POST', 'products', {
    title: 'Kopi Tarik Beans',
    price: '12.50',
    weight: 0.5,
  })
  const store = await call<{ id: string; unique_id: string; name: string }>('POST', 'stores', {
    name: `Kedai Diskaun ${suffix}`,
    unique_id: `kedai-diskaun-${suffix}`,
  })
  await call('PUT', `stores/${store.id}/products`, { product_ids: [kopi.id] })
  await call('POST', 'stores/create/default-store-collection', {
    store_id: store.id,
    title: `Orders ${suffix}`,
  })
  const profile = await call<{ id: string }>('POST', 'shipping-profiles', { name: `Shipping ${suffix}` })
  const zone = await call<{ id: string }>('POST', 'shipping-zones', {
    name: 'Klang Valley',
    profile_id: profile.id,
    state_ids: [KUALA_LUMPUR],
  })
  await call('POST', 'shipping-rates', { zone_id: zone.id, name: 'Standard', kind: 'flat', price: '8.00' })
  await call('POST', 'store-settings', { store_id: store.id, settings: { shipping_profile_id: profile.id } })
  const code = await call<{ id: string; code: string }>('POST', 'discounts', {
    code: `E2E-${suffix}`,
    store_ids: [store.id],
    ...discount,
  })
  return { call, store, code }
}

async function fillCheckout(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Aminah binti Ali')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Jalan Ampang')
  await page.getByLabel('State').selectOption({ label: 'Kuala Lumpur' })
  await page.getByLabel('Town or area').selectOption({ label: 'Kuala Lumpur' })
  await page.getByLabel('Postcode').fill('50450')
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
  const { call, store, code } = await openStore(request, {
    type: 'percent',
    value: 20,
    max_discount: '4.00',
    min_spend: '20',
  })
  await addTwoBagsAndCheckout(page, store.unique_id)
  await fillCheckout(page, 'aminah@example.my')
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
  const orders = await call<{
    list: { data: { total: string; discount: { code: string; amount: string } | null }[] }
  }>('POST', `shipments/order/merchant-shipments?skip=0&limit=10&store_id=${store.id}`)
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
  const { call, store, code } = await openStore(request, { type: 'fixed', value: '5.00' })
  await addTwoBagsAndCheckout(page, store.unique_id)
  await fillCheckout(page, 'farah@example.my')
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
  const none = await call<{ list: { total: number } }>(
    'POST',
    `shipments/order/merchant-shipments?skip=0&limit=10&store_id=${store.id}`,
  )
  expect(none.list.total).toBe(0)

  await refused.getByRole('button', { name: 'Place order at RM 33.00' }).click()
  await expect(page).toHaveURL(/\/invoice\?order=/, { timeout: 20_000 })
  await expect(page.getByTestId('invoice-total')).toHaveText('RM 33.00')
  await expect(page.getByTestId('invoice-discount')).toHaveCount(0)
  const placed = await call<{ list: { total: number; data: { total: string }[] } }>(
    'POST',
    `shipments/order/merchant-shipments?skip=0&limit=10&store_id=${store.id}`,
  )
  expect(placed.list.total).toBe(1)
  expect(placed.list.data[0]!.total).toBe('33.00')
})
