import { expect, test } from '@playwright/test'
import { logIn, openSignedIn, skipTourIfShown } from './support.ts'

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
  // In words: what happened and what to do next, the code kept as the reference.
  await expect(dialog.getByTestId('dialog-advice')).toHaveText(
    'Some of what was entered was not accepted. Correct it as listed and try again.',
  )
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

test('on a tablet the sidebar is a rail of icons whose menu button opens the full menu in a drawer; on a desktop it is the full sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 })
  await openSignedIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  const main = page.locator('main')
  // A rail, not a 250 px column: the page's content starts right after it.
  expect((await sidebar.boundingBox())!.width).toBeLessThanOrEqual(80)
  expect((await main.boundingBox())!.x).toBeLessThanOrEqual(80)
  await expect(sidebar.getByRole('link', { name: 'Settlements' })).toBeVisible()
  await expect(sidebar.getByText('Settlements', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeHidden()

  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await menuButton.click()
  const drawer = page.getByRole('dialog')
  const fullMenu = drawer.getByRole('navigation', { name: 'Main menu' })
  await expect(fullMenu.getByRole('link', { name: 'Settlements' })).toHaveText('Settlements')
  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(menuButton).toBeFocused()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

  await menuButton.click()
  await fullMenu.getByRole('link', { name: 'Settlements' }).click()
  await expect(page).toHaveURL(/\/settlement\/view/)
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Settlements' })).toBeVisible()
  await expect(page.getByTestId('settlement-page-totals')).toBeVisible()

  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(menuButton).toBeHidden()
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Settlements' })).toHaveText('Settlements')
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeGreaterThanOrEqual(240)
  expect((await main.boundingBox())!.x).toBeGreaterThanOrEqual(240)
})
