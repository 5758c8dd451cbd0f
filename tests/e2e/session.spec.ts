import { expect, test } from '@playwright/test'
import { logIn, merchantToken, openSignedIn, skipTourIfShown } from './support.ts'

test('a merchant logs in, sees real figures on the dashboard, and logs out', async ({ page, request }) => {
  await logIn(page, 'merchant@niaga.test')
  await expect(page).toHaveURL(/\/dashboard/)
  await skipTourIfShown(page)
  await expect(page).toHaveTitle(/Niaga Sandbox/)
  await expect(page.getByTestId('navbar-account-name')).toHaveText('Niaga Demo Sdn Bhd')

  // The figures on screen are the API's figures for this merchant.
  const token = await merchantToken(request)
  const dash = await request.get('/api/v1/dashboard/merchant-dashboard', {
    headers: { authorization: `Bearer ${token}` },
  })
  const figures = ((await dash.json()) as { data: { balance: { pending: string } } }).data
  const pending = Number(figures.balance.pending).toLocaleString('en-MY', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  await expect(page.getByTestId('dashboard-balance-pending')).toHaveText(`RM ${pending}`)
  await expect(page.getByTestId('dashboard-total-amount')).toHaveText(/^RM [\d,]+\.\d{2}$/)
  await expect(page.getByTestId('dashboard-transaction-count')).toHaveText(/^[1-9]\d*$/)

  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
  const storage = await page.evaluate(() => ({ ...window.localStorage }))
  expect(storage).not.toHaveProperty('accessToken')
  expect(storage).not.toHaveProperty('accountObj')
  // The saved query cache (the merchant's figures) is gone too, and stays gone once the persister's
  // throttled write (up to a second) would have run.
  await page.waitForTimeout(1_500)
  expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain('niagaQueryCache')

  // The session is over on the server too: the dashboard sends the browser back to log in.
  await page.goto('/dashboard')
  await expect(page.getByText('You need to login to access the page')).toBeVisible()
})

test('a protected route opened without login goes to the login page with the message', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByTestId('login-message')).toHaveText('You need to login to access the page')
})

test('a wrong password shows the response code on the login page', async ({ page }) => {
  await logIn(page, 'merchant@niaga.test', 'Wrong#2026')
  await expect(page.getByTestId('login-error')).toContainText('4001')
  await expect(page.getByTestId('login-error')).toContainText('Invalid username or password')
  await expect(page).toHaveURL(/\/login/)
})

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/error-404$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/404/).first()).toBeVisible()
})

test('a record page opened directly that fails shows the error dialog, as it does when reached by a click', async ({
  page,
}) => {
  await openSignedIn(page)
  await skipTourIfShown(page)
  // A bookmark or shared link to a bill that is not this merchant's (or no longer exists).
  await page.goto('/customer-bills/edit/00000000-0000-4000-8000-000000000000')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Error code: 4040')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toHaveCount(0)
})
