// What a payer does on the public payment pages: open a link on their own phone, pay by FPX at the sandbox
// bank.
import { expect, type Browser, type Page } from '@playwright/test'

/** A phone: small screen, touch, mobile user agent. */
const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}

/** A payer opens a link on their own phone (a browser with no Niaga session). */
export async function openAsPayer(browser: Browser, path: string): Promise<Page> {
  const payer = await (await browser.newContext(PHONE)).newPage()
  await payer.goto(path)
  return payer
}

/**
 * Pays the bill on screen by FPX: picks the bank, makes `choice` on the sandbox bank's page and ends on the
 * receipt, whose heading says `outcome` (`payLabel`: the pay button's word in the page's language).
 */
export async function payByFpx(
  page: Page,
  amount: string,
  { bank = 'Maybank2u', choice = 'Approve payment', outcome = 'Payment successful', payLabel = 'Pay' } = {},
) {
  await page.getByTestId('channel-fpx').click()
  await page.getByTestId('fpx-bank').selectOption({ label: bank })
  await page.getByRole('button', { name: `${payLabel} ${amount}` }).click()
  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  await page.getByRole('button', { name: choice }).click()
  await expect(page).toHaveURL(/\/pay\/thankyou\?transaction_invoice_no=/)
  await expect(page.getByRole('heading', { name: outcome })).toBeVisible()
}
