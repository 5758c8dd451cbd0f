// The console's chart (src/app/ui/chart/bar-chart.tsx): a drawn chart with a tooltip naming each bar's
// figures and a table of the same figures for screen readers; on a phone its drawing code arrives only when
// the merchant scrolls to it, so the dashboard's first screen carries none of it.
import { expect, test } from '@playwright/test'
import { openSignedIn, skipTourIfShown } from './support.ts'

const THIS_YEAR = '/dashboard?period=year'
const isChartCode = (url: string) => /\/assets\/bar-chart-plot[^/]*\.js$/.test(url)

test("the dashboard's chart names each bar's figures, and a screen reader gets them as a table", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openSignedIn(page)
  await skipTourIfShown(page)
  await page.goto(THIS_YEAR)
  const table = page.getByRole('table', { name: /^Payments by period/ })
  // January to December, each with its amount and transactions.
  await expect(table.locator('tbody tr')).toHaveCount(12)
  const chart = page.getByTestId('bar-chart')
  await expect(chart.locator('canvas')).toBeVisible()
  const box = (await chart.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2)
  await expect(chart.getByText(/^Amount: RM [\d,]+\.\d\d$/)).toBeVisible()
})

test("on a phone, the chart's code loads only when the merchant scrolls to it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const chartCode: string[] = []
  page.on('request', (request) => {
    if (isChartCode(request.url())) chartCode.push(request.url())
  })
  await openSignedIn(page)
  await skipTourIfShown(page)
  await page.goto(THIS_YEAR)
  await expect(page.getByRole('table', { name: /^Payments by period/ })).toBeAttached()
  await page.waitForTimeout(1000)
  expect(chartCode).toEqual([])
  const chart = page.getByTestId('bar-chart')
  await chart.scrollIntoViewIfNeeded()
  await expect(chart.locator('canvas')).toBeVisible()
  expect(chartCode).toHaveLength(1)
})
