// Reports end to end: a merchant generates a payout report on /reports/view, watches it go from queued to
// ready, and downloads its XLSX, which opens as a workbook holding every payout of the range. The dashboard
// report of a day has a page of its own; a bad report path is said in words. Real Chromium, real server.
import ExcelJS from 'exceljs'
import { expect, test } from '@playwright/test'
import { logIn, merchantToken, skipTourIfShown } from './support.ts'

const FROM = '2026-01-01'
const TO = '2027-12-31'
const apiDay = (day: string) => day.split('-').reverse().join('-')

test('a merchant generates a payout report, sees it complete and downloads the XLSX', async ({
  page,
  request,
}) => {
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click()
  await expect(page).toHaveURL(/\/reports\/view$/)

  const form = page.getByRole('form', { name: 'Generate a report' })
  await form.getByRole('combobox', { name: 'Report' }).selectOption({ label: 'Payouts' })
  // The range opens on this month so far; a wider one catches every payout the other tests made.
  await expect(form.getByLabel('To')).not.toHaveValue('')
  await form.getByLabel('From').fill(FROM)
  await form.getByLabel('To').fill(TO)
  await form.getByRole('button', { name: 'Generate report' }).click()
  await expect(page.getByText('Payouts report queued')).toBeVisible()

  const range = `${apiDay(FROM)} to ${apiDay(TO)}`
  const table = page.getByRole('table', { name: 'Reports' })
  const row = table.getByRole('row').filter({ hasText: 'Payouts' }).filter({ hasText: range }).first()
  await expect(row).toBeVisible()
  // Queued or writing, then ready: the list keeps asking until it is done, with nobody reloading the page.
  const xlsx = row.getByRole('button', { name: /as XLSX$/ })
  await expect(xlsx).toBeVisible({ timeout: 30_000 })
  await expect(row.getByRole('cell', { name: 'Ready', exact: true })).toBeVisible()
  await expect(row.getByRole('progressbar')).toHaveCount(0)

  const [download] = await Promise.all([page.waitForEvent('download'), xlsx.click()])
  expect(download.suggestedFilename()).toBe(`payout-report-${apiDay(FROM)}-to-${apiDay(TO)}.xlsx`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.getWorksheet('Payouts')!
  expect(sheet.getRow(1).getCell(1).value).toBe('Invoice no')

  // The file holds exactly the payouts the API lists for the range, and the list says how many.
  const token = await merchantToken(request)
  const listed = await request.get(
    `/api/v1/payout-records?start_date=${apiDay(FROM)}&end_date=${apiDay(TO)}&limit=1`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  )
  const total = ((await listed.json()) as { data: { list: { total: number } } }).data.list.total
  expect(sheet.rowCount - 1).toBe(total)
  await expect(row).toContainText(`${total.toLocaleString('en-MY')} rows`)
  for (let r = 2; r <= sheet.rowCount; r++) {
    expect(sheet.getRow(r).getCell(2).value).toBeInstanceOf(Date)
    expect(typeof sheet.getRow(r).getCell(4).value).toBe('number')
  }
})

test('the dashboard report has its own page, and a bad report path says what is wrong', async ({ page }) => {
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  // The dashboard's report opens on a page of its own.
  await page.getByRole('link', { name: 'Open this report on its own page' }).click()
  await expect(page).toHaveURL(/\/reports\/view\/day\/\d{2}-\d{2}-\d{4}$/)
  await expect(page.getByTestId('dashboard-total-amount')).toHaveText(/^RM /)

  await page.goto('/reports/view/month/15-11-2026')
  await expect(
    page.getByRole('region', { name: 'Report' }).getByText('Nov 2026', { exact: true }),
  ).toBeVisible()
  await expect(page.getByTestId('dashboard-total-amount')).toHaveText(/^RM /)
  await page.getByRole('radiogroup', { name: 'Report period' }).getByText('Year', { exact: true }).click()
  await expect(page).toHaveURL(/\/reports\/view\/year\/15-11-2026$/)

  await page.goto('/reports/view/fortnight/15-11-2026')
  await expect(page.getByRole('alert')).toContainText(
    'There is no “fortnight” report: the report is a day, week, month or year.',
  )
  await page.goto('/reports/view/day/31-02-2026')
  await expect(page.getByRole('alert')).toContainText('“31-02-2026” is not a date')
  await page.getByRole('link', { name: 'Show today’s report' }).click()
  await expect(page).toHaveURL(/\/reports\/view\/day\/\d{2}-\d{2}-\d{4}$/)
  await expect(page.getByTestId('dashboard-total-amount')).toHaveText(/^RM /)
})
