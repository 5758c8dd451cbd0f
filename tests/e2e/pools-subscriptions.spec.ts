// Pools and subscriptions end to end: a payer tops up a merchant's pool from a phone and the merchant sees
// the balance and its history; transfers to a virtual account, closed afterwards; a merchant upgrades to a
// plan with more channels, pays for it, and its payers are offered the new channel; and, last (it moves
// the shared sandbox clock more than a month on), a period and its grace pass unpaid and payments stop.
// Real Chromium, real server, real database; every figure is read off the page.
import { expect, test, type Page } from '@playwright/test'
import type { Envelope } from '../../src/contract/envelope.ts'
import { formatSen, myrToSen } from '../../src/lib/money.ts'
import { merchantApi, newBill } from './merchant-api.ts'
import { openAsPayer, payByFpx } from './payer.ts'
import { advanceClockTo } from './sandbox-clock.ts'
import { fieldValue, figureSen, logIn, skipTourIfShown } from './support.ts'

/** A pool figure off the page, in sen. */
const poolSen = (page: Page, testId: string) => figureSen(page.getByTestId(testId))

/** A new merchant signed up through the API: no plan yet, every channel off. Answers its login and token. */
async function registerMerchant(page: Page, company: string) {
  const email = `${company.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now()}@example.my`
  const password = 'Kedai#2026x'
  const signup = await page.request.post('/api/v1/jwt/register', {
    data: {
      full_name: 'Farah Nadia',
      company_name: company,
      email,
      password,
      password_confirmation: password,
    },
  })
  const body = (await signup.json()) as Envelope<{ access_token: string }>
  expect(body.response_code, body.description).toBe(2000)
  return { email, password, token: body.data.access_token }
}

/** A bill of the merchant's, to open its payment page as a payer would. */
async function makeBill(page: Page, token: string, payer: string, amount: string) {
  const bill = await newBill(
    await merchantApi(page.request, token),
    { title: 'Yuran tuisyen' },
    { payer_name: payer, amount },
  )
  return `/pay/bill/${bill.uuid}`
}

test('a payer tops up a merchant’s pool on a phone by FPX, and the merchant sees the new balance and its history', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.getByRole('button', { name: 'Pools' }).click()
  await page.getByRole('link', { name: 'Master virtual accounts' }).click()
  await expect(page).toHaveURL(/\/pools\/list$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master virtual accounts')
  const prefund = page.getByRole('article', { name: 'Prefund pool' })
  await expect(prefund).toContainText(
    'Covers payouts and refunds at once when your available balance is short.',
  )
  const before = await poolSen(page, 'pool-balance-prefund')
  const totalBefore = await poolSen(page, 'pool-balance-total')
  const link = (await page.getByTestId('pool-topup-link-prefund').textContent())!.trim()
  expect(link).toMatch(/\/pay\/pool-topup\?pool_id=[0-9a-f-]{36}$/)
  await expect(prefund.getByRole('link', { name: 'Open top-up page Prefund pool' })).toHaveAttribute(
    'href',
    link,
  )

  // The merchant's customer tops the pool up from their phone: who is topped up, the amount, FPX.
  const payer = await openAsPayer(browser, link)
  const target = payer.getByTestId('topup-target')
  await expect(target).toContainText('Niaga Demo Sdn Bhd')
  await expect(target).toContainText('Prefund pool')
  const form = payer.getByTestId('topup-form')
  await form.getByTestId('topup-amount').fill('5')
  await form.getByLabel('Your name').fill('Lim Mei Ling')
  await form.getByLabel('Your reference (optional)').fill('Deposit for Dec stock')
  await form.getByRole('button', { name: 'Continue to payment' }).click()
  // Below the documented minimum: refused on the page, nothing opened.
  await expect(form).toContainText('A top-up is at least RM 10.00')
  await form.getByTestId('topup-amount').fill('1250.50')
  await form.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(payer.getByTestId('bill-amount')).toHaveText('RM 1,250.50')
  await payByFpx(payer, 'RM 1,250.50')
  await payer.context().close()

  // The merchant sees the pool up by exactly the top-up (no fee), and the top-up first in the history.
  await page.reload()
  const after = before + 125_050
  await expect(page.getByTestId('pool-balance-prefund')).toHaveText(formatSen(after))
  await expect(page.getByTestId('pool-balance-total')).toHaveText(formatSen(totalBefore + 125_050))
  const history = page.getByRole('table', { name: 'Pool balance history' })
  const row = history.getByRole('row').nth(1)
  await expect(row).toContainText('Top-up')
  await expect(row).toContainText('Prefund pool')
  await expect(row).toContainText('+RM 1,250.50')
  await expect(row).toContainText(formatSen(after))
  await expect(row).toContainText('Deposit for Dec stock')
  await expect(row).toContainText('Lim Mei Ling')

  // The payout pool's history has no part of it.
  await page.getByRole('combobox', { name: 'Pool' }).selectOption({ label: 'Payout pool' })
  await expect(page).toHaveURL(/pool_type=payout/)
  await expect(history).not.toContainText('Deposit for Dec stock')
})

test('a merchant opens a virtual account, a payer’s bank transfer to it fills its pool, and once closed it refuses transfers', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/pools/list?pool_type=payout')
  const payoutBefore = await poolSen(page, 'pool-balance-payout')

  await page.goto('/pools/eol/list2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual accounts')
  await page.getByRole('button', { name: 'New virtual account' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New virtual account' })
  // The contract's messages, before anything is sent.
  await dialog.getByLabel('Callback URL').fill('kedai niaga')
  await dialog.getByRole('button', { name: 'Create virtual account' }).click()
  await expect(dialog).toContainText('The name field is required')
  await expect(dialog.getByLabel('Callback URL')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Name').fill('Sewa gerai Pasar Seni')
  await dialog.getByLabel('Callback URL').fill('')
  await dialog.getByRole('combobox', { name: 'Pool' }).selectOption({ label: 'Payout pool' })
  await dialog
    .getByRole('combobox', { name: 'Customer' })
    .selectOption({ label: 'Lim Mei Ling (lim.3@example.my)' })
  await dialog.getByLabel('Description').fill('Monthly stall rent')
  await dialog.getByRole('button', { name: 'Create virtual account' }).click()
  await expect(dialog).toBeHidden()

  const drawer = page.getByTestId('virtual-account-drawer')
  const drawerStatus = fieldValue(drawer, 'Status')
  const accountNo = (await drawer.getByTestId('virtual-account-number').textContent())!.trim()
  expect(accountNo).toMatch(/^8808\d{10}$/)
  await expect(drawer).toContainText('Lim Mei Ling')
  await expect(drawer).toContainText('Payout pool')
  await expect(drawerStatus).toHaveText('Active')

  // The payer sends a DuitNow transfer from the sandbox bank's page the account links to.
  const [bank] = await Promise.all([
    context.waitForEvent('page'),
    drawer.getByRole('link', { name: 'Sandbox bank transfer' }).click(),
  ])
  await expect(bank.getByLabel('Virtual account number')).toHaveValue(accountNo)
  await bank.getByLabel(/^Amount/).fill('120')
  await bank.getByLabel('Your name').fill('Lim Mei Ling')
  await bank.getByLabel('Reference (shown to the recipient)').fill('Rent November')
  await bank.getByRole('button', { name: 'Send transfer' }).click()
  await expect(bank.getByRole('heading', { name: 'Transfer sent' })).toBeVisible()
  await expect(bank.getByText('RM 120.00')).toBeVisible()

  // The account's row shows what it received (after a reload that first shows the list kept in the browser).
  await page.keyboard.press('Escape')
  await page.reload()
  const accounts = page.getByRole('table', { name: 'Virtual accounts' })
  const row = accounts.getByRole('row').filter({ hasText: accountNo })
  await expect(row).toContainText('Sewa gerai Pasar Seni')
  await expect(row).toContainText('RM 120.00')
  await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible()

  // With the API unreachable, a reload still shows the accounts kept in the browser (SPEC §3).
  await page.route('**/api/v1/virtual-accounts**', (route) => route.abort())
  await page.reload()
  await expect(row).toContainText('RM 120.00')
  await page.unroute('**/api/v1/virtual-accounts**')

  // The transfer is in the payout pool's history with the payer's reference and the account number.
  await page.goto('/pools/list?pool_type=payout')
  await expect(page.getByTestId('pool-balance-payout')).toHaveText(formatSen(payoutBefore + 12_000))
  const movement = page.getByRole('table', { name: 'Pool balance history' }).getByRole('row').nth(1)
  await expect(movement).toContainText('Transfer to a virtual account')
  await expect(movement).toContainText('+RM 120.00')
  await expect(movement).toContainText('Rent November')
  await expect(movement).toContainText(accountNo)

  // Closing asks first; a closed account says so, and the bank's next transfer is refused.
  await page.goto('/pools/eol/list2')
  await accounts.getByRole('button', { name: `Details of virtual account ${accountNo}` }).click()
  await drawer.getByRole('button', { name: 'Close account' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Close this virtual account?' })
  await expect(confirm).toContainText(`Transfers to ${accountNo} will be refused from now on`)
  await confirm.getByRole('button', { name: 'Close account' }).click()
  await expect(drawerStatus).toHaveText('Closed')
  await expect(drawer).toContainText('Closed: transfers to this account number are refused.')
  await expect(drawer.getByRole('link', { name: 'Sandbox bank transfer' })).toHaveCount(0)
  await drawer.getByRole('button', { name: 'Close virtual account details' }).click()
  await expect(drawer).toBeHidden()
  await expect(row.getByRole('cell', { name: 'Closed', exact: true })).toBeVisible()

  await bank.goto(`/sandbox/transfer?virtual_account_no=${accountNo}`)
  await bank.getByLabel(/^Amount/).fill('50')
  await bank.getByLabel('Your name').fill('Lim Mei Ling')
  await bank.getByRole('button', { name: 'Send transfer' }).click()
  await expect(bank.getByRole('alert')).toContainText(/closed/i)
  await page.goto('/pools/list?pool_type=payout')
  await expect(page.getByTestId('pool-balance-payout')).toHaveText(formatSen(payoutBefore + 12_000))
})

test('a merchant upgrades to a plan with more channels, pays for it, and its payers are offered the new channel', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const merchant = await registerMerchant(page, 'Kedai Kopi Farah')
  const bill = await makeBill(page, merchant.token, 'Ahmad Faizal', '35.00')

  // With no plan, every channel is off: the dashboard says why and leads to the plans.
  await logIn(page, merchant.email, merchant.password)
  await skipTourIfShown(page)
  const notice = page.getByTestId('dashboard-subscription-notice')
  await expect(notice).toContainText('You have no subscription plan')
  await notice.getByRole('link', { name: 'See your subscription' }).click()
  await expect(page).toHaveURL(/\/subscriptions\/view$/)
  await expect(page.getByTestId('current-plan-name')).toHaveText('No plan')

  // The free plan first: nothing to pay, it applies at once.
  const plans = page.getByRole('table', { name: 'Plans compared' })
  await plans.getByRole('button', { name: 'Choose Niaga Starter' }).click()
  const confirmStart = page.getByRole('alertdialog', { name: 'Start this plan?' })
  await expect(confirmStart).toContainText(
    'Niaga Starter (monthly) is free. Nothing to pay: it applies at once.',
  )
  await confirmStart.getByRole('button', { name: 'Change plan' }).click()
  await expect(page.getByTestId('current-plan-name')).toHaveText('Niaga Starter')
  await expect(page.getByTestId('subscription-status')).toHaveText('Active')
  await expect(page.getByTestId('current-plan')).toContainText('Online banking (FPX), Credit / debit card')
  await expect(plans.getByRole('button', { name: 'Current plan' })).toBeVisible()

  // Its payer sees FPX and cards, not e-wallets.
  const first = await openAsPayer(browser, bill)
  await expect(first.getByTestId('channel-fpx')).toBeVisible()
  await expect(first.getByTestId('channel-credit_card')).toBeVisible()
  await expect(first.getByTestId('channel-ewallet')).toHaveCount(0)
  await first.context().close()

  // Upgrade to Growth (e-wallets and DuitNow QR): the quote says what is due now.
  await plans.getByRole('button', { name: 'Upgrade to Niaga Growth' }).click()
  const confirmUpgrade = page.getByRole('alertdialog', { name: 'Upgrade your plan?' })
  await expect(confirmUpgrade).toContainText('Niaga Growth (monthly) costs RM 49.00 a month.')
  await expect(confirmUpgrade).toContainText(/Amount due now: RM \d+\.\d{2}\./)
  const due = /Amount due now: (RM [\d,]+\.\d{2})/.exec((await confirmUpgrade.textContent())!)![1]!
  await confirmUpgrade.getByRole('button', { name: 'Continue to payment' }).click()
  const pending = page.getByTestId('pending-subscription-payment')
  await expect(pending).toContainText(`Upgrade to Niaga Growth (monthly) awaits payment: ${due}`)
  // Until it is paid, the plan stays as it was.
  await expect(page.getByTestId('current-plan-name')).toHaveText('Niaga Starter')

  // "Pay now" opens Niaga's payment page, paid like any bill.
  const [payment] = await Promise.all([
    page.context().waitForEvent('page'),
    pending.getByRole('link', { name: 'Pay now' }).click(),
  ])
  await expect(payment).toHaveURL(/\/pay\/subscription-payment\?invoice_no=/)
  await expect(payment.getByTestId('subscription-summary')).toContainText('Niaga Growth')
  await expect(payment.getByTestId('bill-amount')).toHaveText(due)
  await payByFpx(payment, due)
  // The receipt leads the merchant back to the subscription page, on this site.
  const back = payment.getByRole('link', { name: /^Return to / })
  await expect(back).toHaveAttribute('href', new URL('/subscriptions/view', payment.url()).href)
  await back.click()
  await expect(payment).toHaveURL(/\/subscriptions\/view$/)
  await expect(payment.getByTestId('current-plan-name')).toHaveText('Niaga Growth')
  await payment.close()

  // Paid: the new plan applies at once, and the history has the payment with its receipt.
  await page.reload()
  await expect(page.getByTestId('current-plan-name')).toHaveText('Niaga Growth')
  await expect(page.getByTestId('current-plan')).toContainText('E-wallet')
  await expect(page.getByTestId('pending-subscription-payment')).toHaveCount(0)
  const history = page.getByRole('table', { name: 'Subscription history' })
  const upgrade = history.getByRole('row').filter({ hasText: 'Upgrade' })
  await expect(upgrade).toContainText('Niaga Growth')
  await expect(upgrade).toContainText(due)
  await expect(upgrade.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible()
  const [receipt] = await Promise.all([
    page.context().waitForEvent('page'),
    upgrade.getByRole('link', { name: /^Receipt of / }).click(),
  ])
  await expect(receipt.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  await expect(receipt.locator('body')).toContainText(due)
  await receipt.close()

  // The same bill's page now offers e-wallets to the payer.
  const second = await openAsPayer(browser, bill)
  await expect(second.getByTestId('channel-ewallet')).toBeVisible()
  await expect(second.getByTestId('channel-fpx')).toBeVisible()
  await second.context().close()
})

// Last in the file: the sandbox clock is the whole server's, and this moves it more than a month on. The demo
// merchants are on a yearly plan (merchant@niaga.test) and a free one (merchant2@niaga.test, renewed by
// itself), so the specs after this one still take payments; this merchant is this test's own.
test('after a period and its grace pass unpaid, the merchant’s payment page says payment is unavailable and the dashboard says why', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const merchant = await registerMerchant(page, 'Butik Tudung Aina')
  const call = await merchantApi(page.request, merchant.token)
  const plans = await call<{ list: { data: { id: string; name: string }[] } }>(
    'GET',
    'subscriptions?skip=0&limit=100',
  )
  const growth = plans.list.data.find((plan) => plan.name === 'Niaga Growth')!
  const upgrade = await call<{ payment_url: string; amount: string }>(
    'POST',
    `subscription-histories/upgrade-plan?plan_id=${growth.id}&time_period=monthly`,
  )
  // The merchant pays its first month on Niaga's payment page.
  const paying = await browser.newContext()
  const payment = await paying.newPage()
  await payment.goto(upgrade.payment_url)
  await payByFpx(payment, formatSen(myrToSen(upgrade.amount)))
  await paying.close()
  const bill = await makeBill(page, merchant.token, 'Siti Aminah', '60.00')

  await logIn(page, merchant.email, merchant.password)
  await skipTourIfShown(page)
  await expect(page.getByTestId('dashboard-subscription-notice')).toHaveCount(0)
  await page.goto('/subscriptions/view')
  await expect(page.getByTestId('current-plan-name')).toHaveText('Niaga Growth')
  await expect(page.getByTestId('subscription-status')).toHaveText('Active')
  const details = await call<{ current_period_end: string }>('GET', 'subscriptions/details/me')
  const periodEnd = new Date(details.current_period_end)

  // An hour past the period's end, the renewal is due: past due, channels still on until the grace ends.
  await advanceClockTo(page, new Date(periodEnd.getTime() + 3600_000))
  await page.goto('/subscriptions/view')
  await expect(page.getByTestId('subscription-status')).toHaveText('Past due')
  await expect(page.getByTestId('subscription-notice')).toContainText(
    'Your Niaga Growth renewal of RM 49.00 is due.',
  )
  await expect(page.getByTestId('pending-subscription-payment')).toContainText(
    'Renewal of Niaga Growth (monthly) awaits payment: RM 49.00',
  )
  const during = await openAsPayer(browser, bill)
  await expect(during.getByTestId('channel-fpx')).toBeVisible()
  await during.context().close()

  // The grace (7 days) passes unpaid: the plan lapses and every channel is off.
  await advanceClockTo(page, new Date(periodEnd.getTime() + 7 * 86_400_000 + 2 * 3600_000))
  const after = await openAsPayer(browser, bill)
  await expect(after.getByText('Payment is unavailable for this bill')).toBeVisible()
  await expect(after.getByTestId('channel-fpx')).toHaveCount(0)
  await after.context().close()

  await page.goto('/dashboard')
  const notice = page.getByTestId('dashboard-subscription-notice')
  await expect(notice).toContainText('Your Niaga Growth plan lapsed')
  await expect(notice).toContainText('Every payment channel is off until you pay.')
  await notice.getByRole('link', { name: 'See your subscription' }).click()
  await expect(page.getByTestId('subscription-status')).toHaveText('Lapsed')
  await expect(page.getByTestId('current-plan')).toContainText('None: payers cannot pay you')

  // The demo merchant on its yearly plan is untouched by the month that passed.
  const demo = await (
    await merchantApi(page.request)
  )<{ status: string; notice: string | null }>('GET', 'subscriptions/details/me')
  expect(demo).toMatchObject({ status: 'active', notice: null })
})
