// The introducer portal end to end (SPEC §2 introducer variant): its own build (dist-introducer, `npm run
// build:introducer`) served by its own server on a fresh data directory. A payer pays a bill of the demo
// merchant, whom the demo introducer referred; the sandbox clock moves on to its settlement; the introducer
// logs in to its portal and sees the payment, the commission it earned and the merchant.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { commissionSen } from '../../src/contract/introducer.ts'
import { SETTLEMENT_DAYS, SETTLEMENT_HOUR_MYT } from '../../src/contract/settlements.ts'
import { addBusinessDays, malaysianDate, malaysianTime } from '../../src/lib/business-days.ts'
import { formatMyr, myrToSen } from '../../src/lib/money.ts'
import { startServerProcess, type ServerProcess } from '../support/server-process.ts'
import { openSettled } from './every-route.ts'
import { expectLocalised, inPseudo, PHONE, recordData } from './pseudo.ts'
import { DEMO_PASSWORD, figureSen, logIn } from './support.ts'

const PORT = Number(process.env.E2E_PORT ?? 8181) + 1
const DATA_DIR = '.data-e2e-introducer'
const DIST_DIR = 'dist-introducer'

test.use({ baseURL: `http://127.0.0.1:${PORT}` })

let server: ServerProcess

test.beforeAll(async () => {
  test.setTimeout(300_000)
  // `npm run test:e2e` builds it first; a run of this file alone builds it when it is missing.
  if (!existsSync(`${DIST_DIR}/index.html`)) {
    const built = spawnSync('npx', ['vite', 'build'], {
      env: { ...process.env, VITE_PORTAL: 'introducer' },
      stdio: 'inherit',
    })
    expect(built.status, 'the introducer build').toBe(0)
  }
  rmSync(DATA_DIR, { recursive: true, force: true })
  server = await startServerProcess({ PORT: String(PORT), DATA_DIR, DIST_DIR })
})

test.afterAll(async () => {
  await server?.kill('SIGTERM')
  rmSync(DATA_DIR, { recursive: true, force: true })
})

async function token(username: string, path: string): Promise<string> {
  const login = await server.call<{ access_token: string }>('POST', path, {
    body: { username, password: DEMO_PASSWORD },
  })
  expect(login.body.response_code, `log in as ${username}: ${login.body.description}`).toBe(2000)
  return login.body.data.access_token
}

/** A bill of the demo merchant paid by FPX at the sandbox bank: its invoice number and amount. */
async function paidBill(merchant: string, amount: string) {
  const collection = await server.call<{ id: string }>('POST', '/collections', {
    token: merchant,
    body: { title: 'Kelas Batik', kind: 'bill' },
  })
  expect(collection.body.response_code).toBe(2000)
  const bill = await server.call<{ uuid: string; invoice_no: string }>('POST', '/collections/bill-method', {
    token: merchant,
    body: {
      collection_id: collection.body.data.id,
      payer_name: 'Zulaikha Payer Ujian',
      payer_email: 'siti@example.my',
      amount,
    },
  })
  expect(bill.body.response_code).toBe(2000)
  const services = await server.call<{ list: { data: { name: string; payment_service_id: number }[] } }>(
    'GET',
    `/payment-services/switch/selected-list-payment-services/1?_invoice_uuid=${bill.body.data.uuid}`,
  )
  const fpx = services.body.data.list.data.find((service) => service.name.startsWith('Maybank2u'))
  expect(fpx, 'the Maybank2u FPX service').toBeTruthy()
  const started = await server.call<{ transaction_invoice_no: string }>(
    'POST',
    `/payment-services/switch/payment-bill/_invoice?_invoice=${encodeURIComponent(bill.body.data.invoice_no)}`,
    { body: { payment_service_id: fpx!.payment_service_id } },
  )
  expect(started.body.response_code).toBe(2000)
  // The payer approves at the sandbox bank, as its page's form posts it.
  const approved = await fetch(`${server.baseUrl}/sandbox/pay/${started.body.data.transaction_invoice_no}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'approve' }).toString(),
    redirect: 'manual',
  })
  expect(approved.status).toBe(303)
  return bill.body.data.invoice_no
}

test('the introducer portal shows a referred merchant’s payment and the commission it earned', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { invoiceNo, fee, commission } =
    await test.step('a payer pays the referred merchant’s bill, and it settles', async () => {
      const merchant = await token('merchant@niaga.test', '/auth/merchant-access-token')
      const paid = await paidBill(merchant, '150.00')
      // Niaga's fee on it, as the merchant's own payment record says, and the introducer's share of it.
      const records = await server.call<{ list: { data: { invoice_no: string; fee: string }[] } }>(
        'GET',
        `/payment-records?search=${encodeURIComponent(paid)}`,
        { token: merchant },
      )
      const charged = records.body.data.list.data.find((record) => record.invoice_no === paid)?.fee
      expect(charged, 'the payment record').toBeTruthy()
      const share = (commissionSen(myrToSen(charged!)) / 100).toFixed(2)
      expect(myrToSen(share)).toBeGreaterThan(0)

      // The clock moves on past 10:00 of its settlement day: the settlement run posts the commission.
      const clock = await server.call<{ now: string }>('GET', '/sandbox/clock', { token: merchant })
      const now = new Date(clock.body.data.now)
      const settles = malaysianTime(
        addBusinessDays(malaysianDate(now), SETTLEMENT_DAYS.fpx),
        SETTLEMENT_HOUR_MYT,
      )
      const advanced = await server.call('POST', '/sandbox/clock/advance', {
        token: merchant,
        body: { seconds: Math.ceil((settles.getTime() - now.getTime()) / 1000) + 120 },
      })
      expect(advanced.body.response_code).toBe(2000)
      const introducer = await token('introducer@niaga.test', '/auth/introducer-access-token')
      await expect
        .poll(
          async () => {
            const payments = await server.call<{
              list: { data: { invoice_no: string; commission_state: string }[] }
            }>(
              'POST',
              `/account-introducer/introducer-payment-record-data?search=${encodeURIComponent(paid)}`,
              { token: introducer },
            )
            return payments.body.data.list.data.find((payment) => payment.invoice_no === paid)
              ?.commission_state
          },
          { timeout: 60_000, message: 'the commission is posted when the payment settles' },
        )
        .toBe('posted')
      return { invoiceNo: paid, fee: charged!, commission: share }
    })

  await test.step('the introducer logs in to its own portal and sees the commission earned', async () => {
    // The introducer build: the root leads to its login, which takes the introducer's account.
    await page.goto('/')
    await expect(page).toHaveURL(/\/login/)
    await expect(page).toHaveTitle(/Niaga/)
    await logIn(page, 'introducer@niaga.test')
    await expect(page).toHaveURL(/\/dashboard/)
    // The commission earned includes this payment's, and the referral code can be copied.
    expect(await figureSen(page.getByTestId('introducer-commission-earned'))).toBeGreaterThanOrEqual(
      myrToSen(commission),
    )
    await expect(page.getByTestId('introducer-referral-code')).not.toBeEmpty()
    await expect(page.getByRole('heading', { name: 'Commission and payment volume' })).toBeVisible()
  })

  await test.step('the menu holds the introducer’s pages only', async () => {
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    await expect(nav.getByRole('link', { name: 'Merchants' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveCount(0)
    // A merchant's page leads back to the dashboard.
    await page.goto('/customers/datatable')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  await test.step('the introducer finds the payment, its fee and commission, and nothing about who paid', async () => {
    await page.goto(`/transactions/payment?search=${invoiceNo}`)
    const payments = page.getByRole('table', { name: 'Payments' })
    const row = payments.getByRole('row').filter({ hasText: invoiceNo })
    await expect(row).toContainText('Niaga Demo Sdn Bhd')
    await expect(row).toContainText(formatMyr('150.00'))
    await expect(row).toContainText(formatMyr(fee))
    await expect(row).toContainText(formatMyr(commission))
    await expect(row.getByText('Earned', { exact: true })).toBeVisible()
    await expect(payments).not.toContainText('Zulaikha Payer Ujian')
  })

  await test.step('the introducer exports the filtered payments as CSV', async () => {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export payment transactions as CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^niaga-payment-transactions-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync(await file.path(), 'utf8')
    const lines = csv.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${invoiceNo},Niaga Demo Sdn Bhd,`)
    expect(lines[1]).toContain(`,150.00,${fee},${commission},Earned,`)
  })

  await test.step('the introducer opens the referred merchant’s payments', async () => {
    await page.goto('/merchants')
    const merchants = page.getByRole('table', { name: 'Referred merchants' })
    const merchantRow = merchants.getByRole('row').filter({ hasText: 'Niaga Demo Sdn Bhd' })
    await expect(merchantRow).toBeVisible()
    await merchantRow.getByRole('link', { name: 'Payments of Niaga Demo Sdn Bhd' }).click()
    await expect(page).toHaveURL(/\/transactions\/payment\?merchant=/)
    await expect(page.getByRole('combobox', { name: 'Merchant' })).toHaveValue(/.+/)
  })

  await test.step('the introducer pays out RM 10.00 of its commission', async () => {
    // By DuitNow Transfer (fee RM 1.00), through the money-out flow every account uses, to the introducer's
    // verified bank account.
    await page.goto('/transactions/payout')
    const availableBefore = await figureSen(page.getByTestId('payout-commission-available'))
    expect(availableBefore).toBeGreaterThanOrEqual(myrToSen(commission) + 1_100)
    await page.getByRole('button', { name: 'Request payout' }).click()
    const payoutForm = page.getByRole('dialog', { name: 'Request payout' })
    await payoutForm.getByLabel('Amount').fill('10')
    await expect(payoutForm.getByTestId('payout-fee-preview')).toContainText('RM 11.00')
    await payoutForm.getByRole('button', { name: 'Review payout' }).click()
    const confirmPayout = page.getByRole('alertdialog', { name: 'Request this payout?' })
    await expect(confirmPayout).toContainText('RM 10.00 goes to Maybank')
    await confirmPayout.getByRole('button', { name: 'Request payout' }).click()
    // The new payout's timeline opens, as for a merchant's payout.
    const payoutDrawer = page.getByTestId('payout-drawer')
    await expect(
      payoutDrawer.getByTestId('payout-timeline').getByText('Requested', { exact: true }),
    ).toBeVisible()
    await expect(page).toHaveURL(/payout=/)
    await page.keyboard.press('Escape')
    await expect(payoutDrawer).toBeHidden()
    const payouts = page.getByRole('table', { name: 'Payouts' })
    // Requested, or already taken on by the sandbox's payout job (it starts within seconds).
    await expect(
      payouts
        .getByRole('row')
        .filter({ hasText: 'RM 10.00' })
        .getByRole('cell', { name: /^(Requested|Processing)$/ }),
    ).toBeVisible()
    await expect
      .poll(() => figureSen(page.getByTestId('payout-commission-available')))
      .toBe(availableBefore - 1_100)
    await expect(page.getByTestId('payout-commission-in-transit')).toHaveText('RM 10.00')
  })
})

test('the introducer portal’s pages read wholly in the pseudo-language, and their labels fit', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await (await browser.newContext(PHONE)).newPage()
  await logIn(page, 'introducer@niaga.test')
  await expect(page).toHaveURL(/\/dashboard/)
  await inPseudo(page)
  const data = recordData(page)
  // The introducer variant's pages (SPEC §2); /merchants is theirs alone.
  for (const path of ['/dashboard', '/transactions/payment', '/transactions/payout', '/merchants']) {
    await test.step(path, async () => {
      await openSettled(page, path)
      await expectLocalised(page, data)
    })
  }
})
