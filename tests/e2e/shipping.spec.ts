// Shipping set up through the console screens: a profile with a free-shipping threshold, a zone of states,
// a flat rate that is then changed and deleted; the forms say what is missing before anything is saved.
import { expect, test } from '@playwright/test'
import { logIn, skipTourIfShown, merchantToken } from './support.ts'

test('a merchant sets up a shipping profile, a zone and a rate, changes the rate and deletes it', async ({
  page,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7)
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)

  await page.goto('/shipping/zones')
  await page.getByRole('button', { name: 'New profile' }).click()
  const profileForm = page.getByRole('form', { name: 'New shipping profile' })
  await profileForm.getByRole('button', { name: 'Save profile' }).click()
  await expect(profileForm.getByText('The name field is required')).toBeVisible()
  await profileForm.getByLabel('Name').fill(`Kurier ${suffix}`)
  await profileForm.getByLabel('Free shipping from (RM)').fill('200')
  await profileForm.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Shipping profile created')).toBeVisible()
  const profiles = page.getByRole('table', { name: 'Shipping profiles' })
  await expect(profiles.getByRole('row', { name: new RegExp(`Kurier ${suffix}`) })).toContainText('RM 200.00')

  await page.getByRole('button', { name: 'New zone' }).click()
  const zoneForm = page.getByRole('form', { name: 'New shipping zone' })
  await zoneForm.getByLabel('Name').fill(`Utara ${suffix}`)
  await zoneForm.getByLabel('Shipping profile').selectOption({ label: `Kurier ${suffix}` })
  await zoneForm.getByText('Kedah', { exact: true }).click()
  await zoneForm.getByText('Perlis', { exact: true }).click()
  await zoneForm.getByRole('button', { name: 'Save zone' }).click()
  await expect(page.getByText('Shipping zone created')).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: 'Shipping zones' })
      .getByRole('row', { name: new RegExp(`Utara ${suffix}`) }),
  ).toContainText('Kedah, Perlis')

  await page.goto('/shipping/rates')
  await page.getByRole('button', { name: 'New rate' }).click()
  const rateForm = page.getByRole('form', { name: 'New shipping rate' })
  await rateForm.getByLabel('Zone').selectOption({ label: `Utara ${suffix}` })
  await rateForm.getByLabel('Name shoppers see').fill(`Pos ${suffix}`)
  await rateForm.getByText('Flat, any weight').click()
  await rateForm.getByLabel('Price (RM)').fill('7.5')
  await rateForm.getByRole('button', { name: 'Save rate' }).click()
  await expect(page.getByText('Shipping rate created')).toBeVisible()
  const rates = page.getByRole('table', { name: 'Shipping rates' })
  const row = rates.getByRole('row', { name: new RegExp(`Pos ${suffix}`) })
  await expect(row).toContainText('RM 7.50')

  await row.getByRole('button', { name: `Edit Pos ${suffix}` }).click()
  const editForm = page.getByRole('form', { name: 'Edit shipping rate' })
  await editForm.getByLabel('Price (RM)').fill('9')
  await editForm.getByRole('button', { name: 'Save rate' }).click()
  await expect(page.getByText('Shipping rate saved')).toBeVisible()
  await expect(row).toContainText('RM 9.00')

  await row.getByRole('button', { name: `Delete Pos ${suffix}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete rate' }).click()
  await expect(row).toHaveCount(0)
})

test('a reload shows what changed on the server since, not the snapshot the app saved for offline', async ({
  page,
  request,
}) => {
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/shipping/zones')
  const profiles = page
    .getByRole('table', { name: 'Shipping profiles' })
    .or(page.getByText('No shipping profiles yet'))
  await expect(profiles.first()).toBeVisible()
  // The app has saved its query cache (with this list, fresh for 30 s) for offline use.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('niagaQueryCache') ?? ''))
    .toContain('shipping')

  // Meanwhile the list changes on the server (another tab, a colleague, the API).
  const token = await merchantToken(request, 'merchant2@niaga.test')
  const name = `Dari API ${Math.random().toString(36).slice(2, 7)}`
  const created = await request.post('/api/v1/shipping-profiles', {
    headers: { authorization: `Bearer ${token}` },
    data: { name },
  })
  expect(((await created.json()) as { response_code: number }).response_code).toBe(2000)

  // Well within the 30 s the saved list counts as fresh, a reload still asks the server.
  await page.reload()
  await expect(
    page.getByRole('table', { name: 'Shipping profiles' }).getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible({
    timeout: 5_000,
  })
})
