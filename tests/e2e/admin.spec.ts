// Admin in the browser: the admin logs in and sees the platform totals, switches into merchant@'s account
// from the merchants list (after a confirmation), sees the support banner over the merchant's dashboard, goes
// back to the admin account, and finds the switch in the audit log.
import { expect, test, type Page } from '@playwright/test'
import { myrToSen } from '../../src/lib/money.ts'
import { logIn, skipTourIfShown } from './support.ts'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

test('an admin switches into a merchant account and finds the switch in the audit log', async ({ page }) => {
  await logIn(page, 'admin@niaga.test')
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(page.getByTestId('admin-volume-all')).toHaveText(/^RM [\d,]+\.\d{2}$/)
  await expect(page.getByTestId('admin-payouts-pending')).toHaveText(/^RM /)
  await expect(page.getByTestId('admin-merchants-by-plan')).toContainText('Niaga Pro')
  // Niaga's own dashboard, under its own subtitle (not the merchant's "Your balance…"); the merchant's paid
  // year of Niaga Pro (RM 990.00) counts as subscription revenue.
  await expect(
    page.getByText('Payment volume, revenue, merchants and payouts across all of Niaga', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText('Your balance, payments and reports at a glance')).toHaveCount(0)
  const subscriptionRevenue = page.getByTestId('admin-subscription-revenue')
  await expect(subscriptionRevenue).toHaveText(/^RM [\d,]+\.\d{2}$/)
  expect(
    myrToSen((await subscriptionRevenue.innerText()).replace(/^RM /, '').replace(/,/g, '')),
  ).toBeGreaterThanOrEqual(99_000)
  await expect(page.getByRole('link', { name: 'Manage plans' })).toHaveAttribute(
    'href',
    '/subscriptions/view',
  )

  await menu(page).getByRole('link', { name: 'Merchants', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/merchants/)
  const merchants = page.getByRole('table', { name: 'Merchants' })
  const demo = merchants.getByRole('row').filter({ hasText: 'Niaga Demo Sdn Bhd' })
  await expect(demo).toContainText('Niaga Pro')
  await expect(demo).toContainText('Rakan Niaga Referral')
  await demo.getByRole('button', { name: 'Switch into Niaga Demo Sdn Bhd' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Switch into Niaga Demo Sdn Bhd?' })
  await expect(dialog).toContainText('audit log')
  // Keep first: nothing happens.
  await dialog.getByRole('button', { name: /keep|cancel/i }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('support-banner')).toHaveCount(0)
  await demo.getByRole('button', { name: 'Switch into Niaga Demo Sdn Bhd' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Switch into account' }).click()

  const banner = page.getByTestId('support-banner')
  await expect(banner).toContainText('Acting in Niaga Demo Sdn Bhd as Niaga admin')
  await skipTourIfShown(page)
  await expect(page.getByTestId('dashboard-balance-pending')).toHaveText(/^RM /)

  await banner.getByRole('button', { name: 'Back to Niaga Platform' }).click()
  await expect(page.getByTestId('admin-volume-all')).toHaveText(/^RM /)
  await expect(page.getByTestId('support-banner')).toHaveCount(0)

  await menu(page).getByRole('link', { name: 'Audit log', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/audit-log/)
  await page.getByRole('combobox', { name: 'Action' }).selectOption('accounts.switch')
  const log = page.getByRole('table', { name: 'Audit log' })
  const into = log.getByRole('row').filter({ hasText: 'in Niaga Platform' }).first()
  await expect(into).toContainText('accounts.switch')
  await expect(into).toContainText('admin@niaga.test')
  await into.getByText('Details').click()
  await expect(into).toContainText('"to_account_name": "Niaga Demo Sdn Bhd"')
  await expect(into).toContainText('"support": true')
  // And back again, from inside the merchant's account.
  await expect(log.getByRole('row').filter({ hasText: 'in Niaga Demo Sdn Bhd' }).first()).toContainText(
    'accounts.switch',
  )
})
