// Shared steps of the end-to-end tests: what a merchant does, in the words on the screen.
import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Sandbox#2026'

export async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** The dashboard tour opens on a merchant's first visit; a test that is not about it skips it. */
export async function skipTourIfShown(page: Page) {
  const tour = page.getByRole('dialog', { name: 'Dashboard tour' })
  try {
    await tour.waitFor({ state: 'visible', timeout: 5000 })
  } catch {
    return
  }
  await tour.getByRole('button', { name: 'Skip' }).click()
  await expect(tour).toBeHidden()
}
