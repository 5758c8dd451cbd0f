// A merchant's team member reads the console in Malay: they choose it in the navbar, it shows at once, and
// it is kept in their profile, so a next login on another device opens in Malay too. Validation messages
// and the server's own errors come in Malay as well (docs/languages.md).
import { expect, test, type Page } from '@playwright/test'
import { merchantApi } from './merchant-api.ts'
import { logIn, merchantToken, skipTourIfShown } from './support.ts'

const PASSWORD = 'Pekerja#2026'

const malayNav = async (page: Page) => {
  const nav = page.getByRole('navigation').first()
  await expect(nav.getByRole('link', { name: 'Papan pemuka' })).toBeVisible()
  await expect(page.getByTestId('console-language')).toHaveValue('ms')
}

test('a team member switches the console to Malay, and it follows them to their next login', async ({
  browser,
  page,
  request,
}) => {
  // A member of their own, so the demo logins keep English for the other tests.
  const email = `zainab.${Date.now().toString(36)}@example.my`
  const owner = await merchantApi(request, await merchantToken(request, 'merchant2@niaga.test'))
  await owner('POST', 'users', {
    full_name: 'Zainab Yusof',
    email,
    role_code: 'admin',
    password: PASSWORD,
  })

  await logIn(page, email, PASSWORD)
  await skipTourIfShown(page)
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await page.getByTestId('console-language').selectOption('ms')
  await malayNav(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY')
  await expect(page.getByText('Baki belum selesai')).toBeVisible()

  // Another device: a fresh browser, nothing kept in it, and still Malay after logging in.
  const other = await (await browser.newContext()).newPage()
  await logIn(other, email, PASSWORD)
  await expect(other).toHaveURL(/\/dashboard/)
  await malayNav(other)
  await expect(other.getByText('Pembayaran terkini')).toBeVisible()

  await other.goto('/collections/payments')
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Rekod pembayaran')
  await expect(other.getByRole('columnheader', { name: 'Amaun' })).toBeVisible()
  await expect(other).toHaveTitle(/^Rekod pembayaran/)

  // A form's own checks speak Malay...
  await other.goto('/collections/create-bill-form')
  const form = other.getByRole('form', { name: 'Kutipan baharu' })
  await form.getByRole('button', { name: 'Cipta kutipan bil' }).click()
  await expect(form.getByText('Medan title wajib diisi')).toBeVisible()

  // ...and so does the server, when only it can know: inviting someone who is in the team already.
  await other.goto('/settings/team')
  await other.getByRole('button', { name: 'Jemput ahli' }).click()
  const dialog = other.getByRole('dialog', { name: 'Jemput ahli pasukan' })
  await dialog.getByLabel('E-mel').fill('merchant2@niaga.test')
  await dialog.getByRole('button', { name: 'Hantar jemputan' }).click()
  await expect(other.getByText(/sudah menjadi ahli akaun ini/).first()).toBeVisible()
  await other.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Back to English, for this member on every device.
  await other.getByTestId('console-language').selectOption('en')
  await expect(other.getByRole('navigation').first().getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect
    .poll(async () => {
      const token = await other.evaluate(() => window.localStorage.getItem('accessToken'))
      const me = await other.request.get('/api/v1/users/me', {
        headers: { authorization: `Bearer ${token}` },
      })
      return ((await me.json()) as { data: { language: string } }).data.language
    })
    .toBe('en')
})
