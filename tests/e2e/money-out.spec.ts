// Money out end to end: payers pay two bills, the sandbox clock moves on to their settlement day and the
// merchant sees the settlement; then adds and verifies a bank account, pays out part of the available
// balance, refunds part of a settled payment, and downloads the payout report. Real Chromium, real server,
// real database; every balance is read off the page.
import ExcelJS from 'exceljs'
import { expect, test, type Page } from '@playwright/test'
import { SETTLEMENT_DAYS, SETTLEMENT_HOUR_MYT } from '../../src/contract/settlements.ts'
import { addBusinessDays, malaysianDate, malaysianTime } from '../../src/lib/business-days.ts'
import { formatSen } from '../../src/lib/money.ts'
import { merchantApi } from './merchant-api.ts'
import { openAsPayer, payByFpx } from './payer.ts'
import { advanceClock, advanceClockTo, serverNow } from './sandbox-clock.ts'
import { fieldValue, figureSen, logIn, skipTourIfShown } from './support.ts'

/** A balance figure off the page, in sen. */
const balanceSen = (page: Page, figure: 'available' | 'in-transit' | 'pending') =>
  figureSen(page.getByTestId(`balance-${figure}`))

test('a merchant sees payments settle, pays out to a verified bank account, refunds part of a payment and downloads the payout report', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const { collectionId, paidOut, refunded } =
    await test.step('two payers pay their bills by FPX', async () => {
      const call = await merchantApi(request)
      const collection = await call<{ id: string }>('POST', 'collections', {
        title: 'Kelas Memasak',
        kind: 'bill',
      })
      const bill = (payer_name: string, amount: string) =>
        call<{ id: string; uuid: string; invoice_no: string }>('POST', 'collections/bill-method', {
          collection_id: collection.id,
          payer_name,
          payer_email: 'payer@example.my',
          amount,
        })
      const bills = {
        paidOut: await bill('Nurul Aina binti Kamal', '250.00'),
        refunded: await bill('Lee Chong Wei', '80.00'),
      }
      for (const [paid, amount] of [
        [bills.paidOut, 'RM 250.00'],
        [bills.refunded, 'RM 80.00'],
      ] as const) {
        const payer = await openAsPayer(browser, `/pay/bill/${paid.uuid}`)
        await expect(payer.getByTestId('bill-amount')).toHaveText(amount)
        await payByFpx(payer, amount)
        await payer.context().close()
      }
      return { collectionId: collection.id, ...bills }
    })

  const paymentDrawer = page.getByTestId('payment-record-drawer')
  await test.step('the merchant opens a paid bill’s payment: pending settlement, voidable, not refundable', async () => {
    await logIn(page, 'merchant@niaga.test')
    await skipTourIfShown(page)
    // The paid bill leads to its payment record, where voids and refunds are made.
    await page.goto(`/collections/view/${collectionId}/bills/view/${refunded.id}`)
    await page.getByRole('link', { name: 'Payment record (void or refund)' }).click()
    await expect(page).toHaveURL(new RegExp(`/collections/payments\\?search=${refunded.invoice_no}`))
    await page.getByRole('button', { name: `Details of payment ${refunded.invoice_no}` }).click()
    await expect(fieldValue(paymentDrawer, 'Settled at')).toHaveText('Not settled yet')
    await expect(paymentDrawer.getByRole('button', { name: 'Void' })).toBeVisible()
    await expect(paymentDrawer.getByRole('button', { name: 'Refund' })).toHaveCount(0)
  })

  await test.step('on the settlement day the merchant finds both payments in the FPX settlement', async () => {
    // The clock moves on to 10:00 of the first Malaysian business day after the day they were paid.
    const now = await serverNow(page)
    const settlementTime = malaysianTime(
      addBusinessDays(malaysianDate(now), SETTLEMENT_DAYS.fpx),
      SETTLEMENT_HOUR_MYT,
    )
    await advanceClockTo(page, new Date(settlementTime.getTime() + 60_000))
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
  })

  const banks = page.getByRole('table', { name: 'Bank accounts' })
  const bankForm = page.getByRole('dialog', { name: 'Add bank account' })
  // The sandbox number that always verifies; a retry, finding it already added, uses another number, which
  // the sandbox bank verifies because its holder is the company's name.
  const accountNumber = test.info().retry === 0 ? '1111222233' : `55${String(Date.now()).slice(-8)}`
  const masked = `••••${accountNumber.slice(-4)}`
  await test.step('the merchant adds a bank account and verifies it', async () => {
    await page.goto('/payout/view')
    await page.getByRole('tab', { name: 'Bank accounts' }).click()
    await page.getByRole('button', { name: 'Add bank account' }).first().click()
    await expect(bankForm).toContainText('Sandbox: 1111222233 always verifies')
    await bankForm.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Maybank' })
    await bankForm.getByLabel('Account number').fill(accountNumber)
    await bankForm.getByLabel('Account holder name').fill('Niaga Demo Sdn Bhd')
    await bankForm.getByRole('button', { name: 'Add bank account' }).click()
    await expect(bankForm).toBeHidden()
    const bankRow = banks.getByRole('row').filter({ hasText: masked })
    await expect(bankRow.getByText('Unverified', { exact: true })).toBeVisible()
    await bankRow.getByRole('button', { name: /^Verify / }).click()
    await expect(page.getByText('Bank account verified')).toBeVisible()
    await expect(bankRow.getByText('Verified', { exact: true })).toBeVisible()
    await expect(bankRow.getByText('Unverified', { exact: true })).toHaveCount(0)
    await expect(bankRow.getByRole('button', { name: /^Verify / })).toHaveCount(0)
  })

  await test.step('adding the same account again is refused in the form, with its response code', async () => {
    // In the form itself (SPEC §8), not a dialog.
    await page.getByRole('button', { name: 'Add bank account' }).first().click()
    await bankForm.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Maybank' })
    await bankForm
      .getByLabel('Account number')
      .fill(`${accountNumber.slice(0, 4)} ${accountNumber.slice(4, 8)} ${accountNumber.slice(8)}`)
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
    await expect(banks.getByRole('row').filter({ hasText: masked })).toHaveCount(1)
  })

  const payoutDrawer = page.getByTestId('payout-drawer')
  const payout = await test.step('the merchant pays out RM 100.00 by DuitNow Transfer', async () => {
    // The fee is RM 1.00: RM 101.00 leaves the available balance.
    await page.getByRole('tab', { name: 'Payouts' }).click()
    const availableBefore = await balanceSen(page, 'available')
    await page.getByRole('button', { name: 'Request payout' }).click()
    const payoutForm = page.getByRole('dialog', { name: 'Request payout' })
    await payoutForm
      .getByRole('combobox', { name: 'Bank account' })
      .selectOption({ label: `Maybank ${masked} · Niaga Demo Sdn Bhd` })
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
    await expect(
      payoutDrawer.getByTestId('payout-timeline').getByText('Requested', { exact: true }),
    ).toBeVisible()
    const invoiceNo = (await fieldValue(payoutDrawer, 'Invoice').textContent())!.trim()
    await expect(page).toHaveURL(/payout=/)
    const url = new URL(page.url())
    await page.keyboard.press('Escape')
    // The amount is on its way to the bank; the fee is Niaga's and stays behind.
    expect(await balanceSen(page, 'in-transit')).toBe(10_000)
    expect(await balanceSen(page, 'available')).toBe(availableBefore - 10_100)
    return { availableBefore, invoiceNo, url }
  })

  const availableAfterPayout =
    await test.step('past the bank’s processing time the payout is paid', async () => {
      await advanceClock(page, 15 * 60)
      await page.goto(payout.url.pathname + payout.url.search)
      await expect(
        payoutDrawer.getByTestId('payout-timeline').getByText('Paid', { exact: true }),
      ).toBeVisible()
      await page.keyboard.press('Escape')
      const payouts = page.getByRole('table', { name: 'Payouts' })
      await expect(
        payouts
          .getByRole('row')
          .filter({ hasText: payout.invoiceNo })
          .getByRole('cell', { name: 'Paid', exact: true }),
      ).toBeVisible()
      // The balance is down by exactly amount + fee.
      expect(await balanceSen(page, 'in-transit')).toBe(0)
      const available = await balanceSen(page, 'available')
      expect(available).toBe(payout.availableBefore - 10_100)
      return available
    })

  await test.step('the merchant refunds RM 30.00 of the settled RM 80.00 payment', async () => {
    // It goes back to its payer from the available balance.
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
    await expect(fieldValue(paymentDrawer, 'Status')).toHaveText('Partially refunded')
    await expect(fieldValue(paymentDrawer, 'Refunded')).toHaveText('RM 30.00')
  })

  await test.step('the payer, opening the bill’s link again, is told part of the payment came back', async () => {
    const payer = await openAsPayer(browser, `/pay/bill/${refunded.uuid}`)
    await expect(payer.getByText('The merchant has refunded part of your payment.')).toBeVisible()
    await expect(payer.getByText('Partially refunded', { exact: true })).toBeVisible()
    await payer.context().close()
  })

  await test.step('the refund is listed, and the available balance is down by it', async () => {
    await page.goto('/refund/view?kind=refund')
    const refunds = page.getByRole('table', { name: 'Voided sales and refunds' })
    const refundRow = refunds.getByRole('row').filter({ hasText: refunded.invoice_no })
    await expect(refundRow.getByRole('cell', { name: 'Refund', exact: true })).toBeVisible()
    await expect(refundRow).toContainText('RM 30.00')
    await expect(refundRow).toContainText('One class cancelled')
    await page.goto('/payout/view')
    expect(await balanceSen(page, 'available')).toBe(availableAfterPayout - 3_000)
    await expect(page.getByTestId('balance-available')).toHaveText(formatSen(availableAfterPayout - 3_000))
  })

  await test.step('the merchant downloads the day’s payout report, a real workbook holding the payout', async () => {
    // The payout's Malaysian day, as its number says (PO-yyyyMMdd-…): the sandbox clock's, ahead of the
    // browser's.
    const [, y, m, d] = /^PO-(\d{4})(\d{2})(\d{2})-/.exec(payout.invoiceNo)!
    const payoutDay = `${y}-${m}-${d}`
    await page.goto('/payout/view')
    await page.getByRole('button', { name: 'Download report' }).click()
    const reportForm = page.getByRole('dialog', { name: 'Payout report' })
    await reportForm.getByLabel('From').fill(payoutDay)
    await reportForm.getByLabel('To').fill(payoutDay)
    const downloading = page.waitForEvent('download')
    await reportForm.getByRole('button', { name: 'Download XLSX' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`payouts-${d}-${m}-${y}-to-${d}-${m}-${y}.xlsx`)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await download.path())
    const cells: string[] = []
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))),
    )
    expect(cells).toContain(payout.invoiceNo)
  })
})
