import { expect, test } from '@playwright/test'
import { logIn, skipTourIfShown } from './support.ts'

test('skin and direction chosen in the layout settings survive a reload', async ({ page }) => {
  await logIn(page, 'merchant2@niaga.test')
  await expect(page).toHaveURL(/\/dashboard/)
  await skipTourIfShown(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')

  await page.getByRole('button', { name: 'Layout settings' }).click()
  await page.getByText('Dark', { exact: true }).click()
  await page.getByText('Right to left', { exact: true }).click()
  await page.getByRole('button', { name: 'Close layout settings' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveClass(/dark/)

  await page.reload()
  await expect(page.getByTestId('navbar-account-name')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => window.localStorage.getItem('skin'))).toBe('dark')
})

test('the error dialog shows a server error’s code and description', async ({ page }) => {
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  // The server refuses reports before 1990: a real 4000 from the API, shown in the shared dialog.
  await page.getByLabel('Report date').fill('1985-06-15')
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Error' }))
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Error code: 4000')
  await expect(dialog).toContainText('Validation Failed')
  // An error needs an answer: a click beside the dialog (on its backdrop) does not dismiss it.
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
})

test('the dashboard tour shows on a new merchant’s first visit and remembers that it was finished', async ({
  page,
  request,
}) => {
  const email = `tour-${Date.now()}@example.my`
  const signup = await request.post('/api/v1/jwt/register', {
    data: {
      full_name: 'Tour Tester',
      company_name: 'Tour Test Sdn Bhd',
      email,
      password: 'Tour#2026x',
      password_confirmation: 'Tour#2026x',
    },
  })
  expect(((await signup.json()) as { response_code: number }).response_code).toBe(2000)
  await logIn(page, email, 'Tour#2026x')
  const tour = page.getByRole('dialog', { name: 'Dashboard tour' })
  await expect(tour).toBeVisible()
  await tour.getByRole('button', { name: 'Skip' }).click()
  await expect(tour).toBeHidden()
  await page.reload()
  await expect(page.getByTestId('dashboard-total-amount')).toBeVisible()
  await expect(tour).toBeHidden()
})

test('a logged-in merchant who opens the login page goes to the dashboard', async ({ page }) => {
  await logIn(page, 'merchant2@niaga.test')
  await expect(page).toHaveURL(/\/dashboard/)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard/)
})

test('the collapsed menu’s fly-outs and the account menu work by mouse and by keyboard, their code loaded when first wanted', async ({
  page,
}) => {
  const menuCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/console-menus-/.test(request.url())) menuCode.push(request.url())
  })
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  await expect(page.getByTestId('navbar-account-name')).toBeVisible()
  expect(menuCode).toEqual([])

  await page.getByRole('button', { name: 'Collapse menu' }).click()
  const settings = page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Settings' })
  await settings.click()
  await page.getByRole('menuitem', { name: 'Company information' }).click()
  await expect(page).toHaveURL(/\/info\/view/)
  await expect(page.getByRole('menuitem', { name: 'Company information' })).toBeHidden()

  // Keyboard: focus the Stores fly-out's icon, open it with Enter, move with the arrow keys.
  const stores = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Stores' })
  await stores.focus()
  await expect(stores).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Manage stores' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: 'Manage stores' })).toBeHidden()

  await page.getByRole('button', { name: /Account menu/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Switch account' })).toBeVisible()
  expect(menuCode).toHaveLength(1)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Expand menu' }).click()
})
