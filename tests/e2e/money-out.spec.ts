// Money out end to end: payers pay two bills, the sandbox clock moves on to their settlement day and the
// merchant sees the settlement; then adds and verifies a bank account, pays out part of the available
// balance, refunds part of a settled payment, and downloads the payout report. Real Chromium, real server,
// real database; every balance is read off the page.
import ExcelJS from 'exceljs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { SETTLEMENT_DAYS, SETTLEMENT_HOUR_MYT } from '../../src/contract/settlements.ts'
import { addBusinessDays, malaysianDate, malaysianTime } from '../../src/lib/business-days.ts'
import { formatSen, myrToSen } from '../../src/lib/money.ts'
import { logIn, merchantToken, skipTourIfShown } from './support.ts'

interface Answer<T> {
  response_code: number
  data: T
}

/** A payer pays a bill's link by FPX on their own phone (a browser with no Niaga session). */
async function payByFpx(browser: Browser, billPath: string, amount: string) {
  const context = await browser.newContext()
  const payer = await context.newPage()
  await payer.goto(billPath)
  await expect(payer.getByTestId('bill-amount')).toHaveText(amount)
  await payer.getByTestId('channel-fpx').click()
  await payer.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Maybank2u' })
  await payer.getByRole('button', { name: `Pay ${amount}` }).click()
  await expect(payer).toHaveURL(/\/sandbox\/pay\//)
  await payer.getByRole('button', { name: 'Approve payment' }).click()
  await expect(payer.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  await context.close()
}

/** The server's time, from the sandbox clock beside the outbox. */
async function serverNow(page: Page): Promise<Date> {
  await page.goto('/outbox')
  const shown = page.getByRole('region', { name: 'Sandbox clock' }).locator('time')
  return new Date((await shown.getAttribute('datetime'))!)
}

/** Moves the sandbox clock on from the console, as a merchant would, and waits for the new time. */
async function advanceClock(page: Page, seconds: number) {
  const before = await serverNow(page)
  const panel = page.getByRole('region', { name: 'Sandbox clock' })
  await panel.getByRole('textbox', { name: 'Seconds' }).fill(String(seconds))
  await panel.getByRole('button', { name: 'Advance clock' }).click()
  await expect
    .poll(async () => Date.parse((await panel.locator('time').getAttribute('datetime'))!) - before.getTime())
    .toBeGreaterThanOrEqual(seconds * 1000)
}

/** A balance figure off the page, in sen. */
async function balanceSen(page: Page, figure: 'available' | 'in-transit' | 'pending') {
  const figureText = page.getByTestId(`balance-${figure}`)
  await expect(figureText).toHaveText(/^RM /)
  return myrToSen((await figureText.textContent())!.replace(/^RM /, '').replace(/,/g, ''))
}

test('a merchant sees payments settle, pays out to a verified bank account, refunds part of a payment and downloads the payout report', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  // Two bills, paid by FPX (T+1).
  const headers = { authorization: `Bearer ${await merchantToken(request)}` }
  const collection = (await (
    await request.post('/api/v1/collections', { headers, data: { title: 'Kelas Memasak', kind: 'bill' } })
  ).json()) as Answer<{ id: string }>
  const bill = async (payer_name: string, amount: string) => {
    const created = (await (
      await request.post('/api/v1/collections/bill-method', {
        headers,
        data: { collection_id: collection.data.id, payer_name, payer_email: 'payer@example.my', amount },
      })
    ).json()) as Answer<{ id: string; uuid: string; invoice_no: string }>
    expect(created.response_code).toBe(2000)
    return created.data
  }
  const paidOut = await bill('Nurul Aina binti Kamal', '250.00')
  const refunded = await bill('Lee Chong Wei', '80.00')
  await payByFpx(browser, `/pay/bill/${paidOut.uuid}`, 'RM 250.00')
  await payByFpx(browser, `/pay/bill/${refunded.uuid}`, 'RM 80.00')

  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)

  // The paid bill leads to its payment record, where voids and refunds are made.
  await page.goto(`/collections/view/${collection.data.id}/bills/view/${refunded.id}`)
  await page.getByRole('link', { name: 'Payment record (void or refund)' }).click()
  await expect(page).toHaveURL(new RegExp(`/collections/payments\\?search=${refunded.invoice_no}`))

  // Until their settlement day the payments are pending: voidable, not refundable.
  await page.getByRole('button', { name: `Details of payment ${refunded.invoice_no}` }).click()
  const paymentDrawer = page.getByTestId('payment-record-drawer')
  await expect(paymentDrawer).toContainText('Not settled yet')
  await expect(paymentDrawer.getByRole('button', { name: 'Void' })).toBeVisible()
  await expect(paymentDrawer.getByRole('button', { name: 'Refund' })).toHaveCount(0)

  // The clock moves on to 10:00 of the first Malaysian business day after the day they were paid.
  const now = await serverNow(page)
  const settlementTime = malaysianTime(
    addBusinessDays(malaysianDate(now), SETTLEMENT_DAYS.fpx),
    SETTLEMENT_HOUR_MYT,
  )
  await advanceClock(page, Math.ceil((settlementTime.getTime() - now.getTime()) / 1000) + 60)

  // The newest FPX settlement holds both payments.
  await page.goto('/settlement/view?channel=fpx')
  const settlements = page.getByRole('table', { name: 'Settlements' })
  await settlements
    .getByRole('button', { name: /^Details of settlement / })
    .first()
    .click()
  const settlementDrawer = page.getByTestId('settlement-drawer')
  const settledPayments = settlementDrawer.getByRole('table', { name: 'Payments in this settlement' })
  await expect(settledPayments).toContainText(paidOut.invoice_no)
  await expect(settledPayments).toContainText(refunded.invoice_no)
  await expect(settlementDrawer).toContainText(`Settlement day`)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('settlement-page-totals')).toContainText('Net')

  // A bank account for payouts: the sandbox number that always verifies.
  await page.goto('/payout/view')
  await page.getByRole('tab', { name: 'Bank accounts' }).click()
  await page.getByRole('button', { name: 'Add bank account' }).first().click()
  const bankForm = page.getByRole('dialog', { name: 'Add bank account' })
  await expect(bankForm).toContainText('Sandbox: 1111222233 always verifies')
  await bankForm.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Maybank' })
  await bankForm.getByLabel('Account number').fill('1111222233')
  await bankForm.getByLabel('Account holder name').fill('Niaga Demo Sdn Bhd')
  await bankForm.getByRole('button', { name: 'Add bank account' }).click()
  await expect(bankForm).toBeHidden()
  const banks = page.getByRole('table', { name: 'Bank accounts' })
  const bankRow = banks.getByRole('row').filter({ hasText: 'Maybank' })
  await expect(bankRow).toContainText('unverified')
  await bankRow.getByRole('button', { name: /^Verify / }).click()
  await expect(page.getByText('Bank account verified')).toBeVisible()
  await expect(bankRow).toContainText('verified')
  await expect(bankRow.getByRole('button', { name: /^Verify / })).toHaveCount(0)

  // The same account again is refused in the form itself, with the response code (SPEC §8), not a dialog.
  await page.getByRole('button', { name: 'Add bank account' }).first().click()
  await bankForm.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Maybank' })
  await bankForm.getByLabel('Account number').fill('1111 2222 33')
  await bankForm.getByLabel('Account holder name').fill('Niaga Demo Sdn Bhd')
  await bankForm.getByRole('button', { name: 'Add bank account' }).click()
  const refusal = bankForm.getByTestId('bank-account-error')
  await expect(refusal).toContainText('This bank account is already on your account')
  await expect(refusal).toContainText('Error code: 4090')
  await expect(
    page.getByRole('alertdialog', { name: 'Error' }).or(page.getByRole('dialog', { name: 'Error' })),
  ).toHaveCount(0)
  await bankForm.getByRole('button', { name: 'Cancel' }).click()
  await expect(bankForm).toBeHidden()
  await expect(banks.getByRole('row').filter({ hasText: 'Maybank' })).toHaveCount(1)

  // A payout of RM 100.00 by DuitNow Transfer (fee RM 1.00): RM 101.00 leaves the available balance.
  await page.getByRole('tab', { name: 'Payouts' }).click()
  const availableBefore = await balanceSen(page, 'available')
  await page.getByRole('button', { name: 'Request payout' }).click()
  const payoutForm = page.getByRole('dialog', { name: 'Request payout' })
  await payoutForm.getByRole('combobox', { name: 'Bank account' }).selectOption({ index: 1 })
  await expect(
    payoutForm.getByRole('combobox', { name: 'Payout service' }).locator('option:checked'),
  ).toHaveText(/^DuitNow Transfer/)
  await payoutForm.getByLabel('Amount').fill('100')
  await expect(payoutForm.getByTestId('payout-fee-preview')).toContainText('RM 1.00')
  await expect(payoutForm.getByTestId('payout-fee-preview')).toContainText('RM 101.00')
  await payoutForm.getByRole('button', { name: 'Review payout' }).click()
  const confirmPayout = page.getByRole('alertdialog', { name: 'Request this payout?' })
  await expect(confirmPayout).toContainText('RM 100.00 goes to Maybank')
  await expect(confirmPayout).toContainText('RM 101.00 leaves your available balance')
  await confirmPayout.getByRole('button', { name: 'Request payout' }).click()
  const payoutDrawer = page.getByTestId('payout-drawer')
  await expect(payoutDrawer.getByTestId('payout-timeline')).toContainText('Requested')
  const payoutInvoice = (await payoutDrawer
    .locator('dt', { hasText: /^Invoice$/ })
    .locator('+ dd')
    .textContent())!.trim()
  await expect(page).toHaveURL(/payout=/)
  const payoutUrl = new URL(page.url())
  await page.keyboard.press('Escape')
  // The amount is on its way to the bank; the fee is Niaga's and stays behind.
  expect(await balanceSen(page, 'in-transit')).toBe(10_000)
  expect(await balanceSen(page, 'available')).toBe(availableBefore - 10_100)

  // Past the bank's processing time the payout is paid; the balance is down by exactly amount + fee.
  await advanceClock(page, 15 * 60)
  await page.goto(payoutUrl.pathname + payoutUrl.search)
  await expect(payoutDrawer.getByTestId('payout-timeline')).toContainText('Paid')
  await page.keyboard.press('Escape')
  const payouts = page.getByRole('table', { name: 'Payouts' })
  await expect(payouts.getByRole('row').filter({ hasText: payoutInvoice })).toContainText('paid')
  expect(await balanceSen(page, 'in-transit')).toBe(0)
  const availableAfterPayout = await balanceSen(page, 'available')
  expect(availableAfterPayout).toBe(availableBefore - 10_100)

  // RM 30.00 of the settled RM 80.00 payment goes back to its payer, from the available balance.
  await page.goto(`/collections/payments?search=${refunded.invoice_no}`)
  await page.getByRole('button', { name: `Details of payment ${refunded.invoice_no}` }).click()
  await expect(paymentDrawer.getByRole('button', { name: 'Void' })).toHaveCount(0)
  await paymentDrawer.getByRole('button', { name: 'Refund' }).click()
  const refundForm = page.getByRole('dialog', { name: `Refund ${refunded.invoice_no}` })
  await expect(refundForm.getByLabel('Amount to refund')).toHaveValue('80.00')
  await refundForm.getByLabel('Amount to refund').fill('30')
  await refundForm.getByLabel('Reason').fill('One class cancelled')
  await refundForm.getByRole('button', { name: 'Review refund' }).click()
  const confirmRefund = page.getByRole('alertdialog', { name: 'Refund this payment?' })
  await expect(confirmRefund).toContainText('RM 30.00 goes back to Lee Chong Wei')
  await confirmRefund.getByRole('button', { name: 'Refund RM 30.00' }).click()
  await expect(page.getByText(`Refunded RM 30.00 of ${refunded.invoice_no}`)).toBeVisible()
  await expect(paymentDrawer).toContainText('partially refunded')
  await expect(paymentDrawer.locator('dt', { hasText: /^Refunded$/ }).locator('+ dd')).toHaveText('RM 30.00')

  // The payer, opening the bill's link again, is told part of the payment came back.
  const payerContext = await browser.newContext()
  const payerPage = await payerContext.newPage()
  await payerPage.goto(`/pay/bill/${refunded.uuid}`)
  await expect(payerPage.getByText('The merchant has refunded part of your payment.')).toBeVisible()
  await expect(payerPage.getByText('partially refunded', { exact: true })).toBeVisible()
  await payerContext.close()

  await page.goto('/refund/view?kind=refund')
  const refunds = page.getByRole('table', { name: 'Voided sales and refunds' })
  const refundRow = refunds.getByRole('row').filter({ hasText: refunded.invoice_no })
  await expect(refundRow).toContainText('Refund')
  await expect(refundRow).toContainText('RM 30.00')
  await expect(refundRow).toContainText('One class cancelled')

  await page.goto('/payout/view')
  expect(await balanceSen(page, 'available')).toBe(availableAfterPayout - 3_000)
  await expect(page.getByTestId('balance-available')).toHaveText(formatSen(availableAfterPayout - 3_000))

  // The payout report of the server's day (the sandbox clock's, ahead of the browser's) is a real workbook.
  const serverDay = malaysianDate(await serverNow(page))
  await page.goto('/payout/view')
  await page.getByRole('button', { name: 'Download report' }).click()
  const reportForm = page.getByRole('dialog', { name: 'Payout report' })
  await reportForm.getByLabel('From').fill(serverDay)
  await reportForm.getByLabel('To').fill(serverDay)
  const downloading = page.waitForEvent('download')
  await reportForm.getByRole('button', { name: 'Download XLSX' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const cells: string[] = []
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))))
  expect(cells).toContain(payoutInvoice)
})
