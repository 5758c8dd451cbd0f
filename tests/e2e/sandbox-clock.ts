// The sandbox clock as a merchant moves it, from the panel beside the outbox: the whole server's time, so a
// test can reach a settlement day or the end of a subscription period.
import { expect, type Page } from '@playwright/test'

/** The server's time, from the sandbox clock beside the outbox. */
export async function serverNow(page: Page): Promise<Date> {
  await page.goto('/outbox')
  const shown = page.getByRole('region', { name: 'Sandbox clock' }).locator('time')
  return new Date((await shown.getAttribute('datetime'))!)
}

/** Moves the sandbox clock on to `at` (from the server's time now), and waits until the panel shows it. */
async function moveClock(page: Page, at: (now: Date) => Date) {
  const now = await serverNow(page)
  const target = at(now)
  const seconds = Math.ceil((target.getTime() - now.getTime()) / 1000)
  expect(seconds).toBeGreaterThan(0)
  const panel = page.getByRole('region', { name: 'Sandbox clock' })
  await panel.getByRole('textbox', { name: 'Seconds' }).fill(String(seconds))
  await panel.getByRole('button', { name: 'Advance clock' }).click()
  await expect
    .poll(async () => Date.parse((await panel.locator('time').getAttribute('datetime'))!))
    .toBeGreaterThanOrEqual(target.getTime())
}

/** Moves the sandbox clock `seconds` on. */
export const advanceClock = (page: Page, seconds: number) =>
  moveClock(page, (now) => new Date(now.getTime() + seconds * 1000))

/** Moves the sandbox clock on to `at`. */
export const advanceClockTo = (page: Page, at: Date) => moveClock(page, () => at)
