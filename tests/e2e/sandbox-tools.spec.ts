// The sandbox tools a merchant sees: the demo logins the server announces on the login page, and the
// sandbox clock beside the outbox, which moves the server's time on.
import { expect, test } from '@playwright/test'
import { skipTourIfShown } from './support.ts'

test('the login page fills in a demo login the server announces, and logs in with it', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sandbox demo logins' }).click()
  await expect(page.getByText('Password for all: Sandbox#2026')).toBeVisible()
  await page.getByRole('button', { name: 'Fill in merchant@niaga.test' }).click()
  await expect(page.getByLabel('Username')).toHaveValue('merchant@niaga.test')
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('Sandbox#2026')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard/)
})

test('the sandbox clock beside the outbox moves the server’s time on by the seconds asked for', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sandbox demo logins' }).click()
  await page.getByRole('button', { name: 'Fill in merchant@niaga.test' }).click()
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await skipTourIfShown(page)

  await page.goto('/outbox')
  const panel = page.getByRole('region', { name: 'Sandbox clock' })
  const shown = panel.locator('time')
  const before = Date.parse((await shown.getAttribute('datetime'))!)
  expect(before).toBeGreaterThan(0)

  // A bad amount is refused in the browser with the contract's message; nothing moves.
  const seconds = panel.getByRole('textbox', { name: 'Seconds' })
  await seconds.fill('0')
  await panel.getByRole('button', { name: 'Advance clock' }).click()
  await expect(panel.getByText('The seconds field must be at least 1')).toBeVisible()

  // Five minutes on: the time shown (the server's) is at least 300 s later than before, and the session
  // that moved it stays logged in. A small step, so the later tests' dates are not disturbed.
  await seconds.fill('300')
  await panel.getByRole('button', { name: 'Advance clock' }).click()
  await expect
    .poll(async () => Date.parse((await shown.getAttribute('datetime'))!) - before)
    .toBeGreaterThanOrEqual(300_000)
  // Other tests may have moved the clock days on before this one: the offset is at least these minutes.
  await expect(panel.getByText(/\((\d+ \w+ )+ahead of real time\)/)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Sandbox outbox' })).toBeVisible()
  await expect(page).toHaveURL(/\/outbox/)
})
