// The merchant's money lists on a phone (390 × 844): the first record shows its amount and its status on the
// screen without scrolling the list sideways, its actions sit behind one button, and the page itself never
// scrolls sideways.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { ListData } from '../../src/contract/envelope.ts'
import { merchantApi, newBill } from './merchant-api.ts'
import { kopiTarik, openStore, placeOrder } from './shop.ts'
import { merchantToken, openSignedIn, skipTourIfShown } from './support.ts'

const PHONE = { width: 390, height: 844 }

/** Each money list: where it is, the table's name, and the headers of its amount and status. */
const MONEY_LISTS = [
  { path: '/dashboard', table: 'Recent payments', amount: 'Amount', status: 'Status' },
  { path: '/collections/payments', table: 'Payment records', amount: 'Amount', status: 'Status' },
  { path: '/customer-bills/datatable', table: 'Customer bills', amount: 'Amount', status: 'Status' },
  { path: '/settlement/view', table: 'Settlements', amount: 'Net', status: 'Status' },
  { path: '/payout/view', table: 'Payouts', amount: 'Amount', status: 'Status' },
  { path: '/refund/view', table: 'Voided sales and refunds', amount: 'Returned', status: 'Kind' },
  { path: '/stores/order-management', table: 'Orders', amount: 'Total', status: 'Status' },
] as const

/** The first record's cell under the header naming `header` (a phone's may name two: "Amount · Status"). */
async function firstRecordCell(table: Locator, header: string): Promise<Locator> {
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.split(' · '))
  const index = headers.findIndex((names) => names.some((name) => name.trim() === header))
  expect(index, `a "${header}" column in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0)
  return table.locator('tbody tr').first().locator(':scope > td, :scope > th').nth(index)
}

/** A record in each money list the demo account's seed leaves empty: a bill, a payout, a void, an order. */
async function oneOfEach(request: APIRequestContext) {
  const call = await merchantApi(request)
  await newBill(call, { title: 'Yuran phone' }, { payer_name: 'Siti Nur', amount: '45.00' })
  const headers = {
    authorization: `Bearer ${await merchantToken(request)}`,
    'idempotency-key': `phone-${Date.now()}`,
  }
  const keyed = async (path: string, data: unknown) => {
    const body = (await (await request.post(`/api/v1/${path}`, { headers, data })).json()) as {
      response_code: number
    }
    expect(body.response_code, `${path}: ${JSON.stringify(body)}`).toBe(2000)
  }
  const bank = await call<{ id: string }>('POST', 'banks', {
    bank_code: 'MBBEMYKL',
    account_number: '5555666677',
    holder_name: 'Niaga Demo Sdn Bhd',
  })
  await call('POST', 'payment-services/switch/verify-bank-account', { bank_account_id: bank.id })
  await keyed('payment-services/switch/create-payout-invoice', { bank_account_id: bank.id, amount: '10.00' })
  const paid = await call<ListData<{ invoice_no: string }>>('GET', 'payment-records?per_page=1&status=paid')
  await call('POST', 'void-sale-records/merchant/void-record', {
    invoice_no: paid.list.data[0]!.invoice_no,
    reason: 'Customer cancelled',
  })
  const beans = await kopiTarik(call)
  await placeOrder(request, await openStore(call, 'Gerai Telefon', [beans.id]), beans.id)
}

async function onScreen(page: Page, cell: Locator, what: string) {
  await expect(cell, what).toBeVisible()
  await expect(cell, what).not.toBeEmpty()
  const box = (await cell.boundingBox())!
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(page.viewportSize()!.width)
}

test('on a phone, the first record of each money list shows its amount and status on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await oneOfEach(request)
  await page.setViewportSize(PHONE)
  await openSignedIn(page)
  await skipTourIfShown(page)
  for (const list of MONEY_LISTS) {
    await test.step(list.path, async () => {
      await page.goto(list.path)
      const table = page.getByRole('table', { name: list.table })
      await expect(table.locator('tbody tr').first()).toBeVisible()
      await expect(table.locator('tbody [data-testid="data-table-skeleton"]')).toHaveCount(0)
      const amount = await firstRecordCell(table, list.amount)
      await expect(amount).toContainText(/RM [\d,]+\.\d\d/)
      await onScreen(page, amount, `${list.path} amount`)
      await onScreen(page, await firstRecordCell(table, list.status), `${list.path} status`)
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(pageWidth, `${list.path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width)
    })
  }
})

test("on a phone, a record's actions open from one button and none is cut", async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openSignedIn(page)
  await skipTourIfShown(page)
  await page.goto('/collections/list')
  const table = page.getByRole('table', { name: /collections/i })
  const menu = table
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Actions/ })
  await expect(menu).toBeVisible()
  await menu.click()
  const copy = page.getByRole('button', { name: /^Copy link/ })
  await expect(copy).toBeVisible()
  const box = (await copy.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
})
