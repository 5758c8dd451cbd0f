// Payment settings at work, from the console to the payer (docs/company-and-settings.md): a success field the
// merchant adds is required on the payment page and its answer reaches the merchant's callback; support
// details set in the console appear on a payment page and its receipt; share settings change the share
// links of a payment link, in the console and on the payment page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { logIn, merchantToken, skipTourIfShown } from './support.ts'
import { startReceiver } from './receiver.ts'

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

async function api<T>(
  request: APIRequestContext,
  method: 'POST' | 'GET',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await merchantToken(request)
  const res = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { data: body } : {}),
  })
  const json = (await res.json()) as { response_code: number; data: T; description: string }
  expect(json.response_code, json.description).toBe(2000)
  return json.data
}

async function billOf(request: APIRequestContext, title: string, amount: string, callbackUrl?: string) {
  const collection = await api<{ id: string; uuid: string }>(request, 'POST', 'collections', {
    title,
    kind: 'bill',
    ...(callbackUrl ? { callback_url: callbackUrl } : {}),
  })
  const bill = await api<{ uuid: string; invoice_no: string }>(request, 'POST', 'collections/bill-method', {
    collection_id: collection.id,
    payer_name: 'Nurul Huda',
    amount,
  })
  return { collection, bill }
}

async function payByFpx(page: Page, amount: string) {
  await page.getByTestId('channel-fpx').click()
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Maybank2u' })
  await page.getByRole('button', { name: `Pay ${amount}` }).click()
}

async function approveOnBankPage(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  await page.getByRole('button', { name: 'Approve payment' }).click()
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
}

test('a success field is required on the payment page and its answer arrives in the callback', async ({
  page,
  request,
  browser,
}) => {
  const receiver = await startReceiver('/niaga/callback')
  try {
    const { bill } = await billOf(request, 'Yuran sekolah 2027', '75.00', receiver.url)
    await logIn(page, 'merchant@niaga.test')
    await skipTourIfShown(page)
    await page.goto('/settings/success-fields/new')
    const form = page.getByRole('form', { name: 'New success field' })
    await form.getByLabel('Label').fill('Student ID')
    await form.getByLabel('Longest answer (characters)').fill('8')
    await form.getByRole('combobox', { name: 'Shown on' }).selectOption({ label: 'Yuran sekolah 2027' })
    await form.getByText('Payers must fill it in').click()
    await form.getByRole('button', { name: 'Create field' }).click()
    await expect(page.getByText('Success field created')).toBeVisible()
    await expect(page.getByRole('row', { name: /Student ID/ })).toContainText('Yuran sekolah 2027')

    const phone = await browser.newContext(PHONE)
    const payer = await phone.newPage()
    await payer.goto(`/pay/bill/${bill.uuid}`)
    await expect(payer.getByTestId('bill-amount')).toHaveText('RM 75.00')
    const studentId = payer.getByRole('textbox', { name: 'Student ID' })
    await expect(studentId).toBeVisible()
    // Paying without it: the payer is told, on the field, and stays on the page.
    await payByFpx(payer, 'RM 75.00')
    await expect(payer.getByText('Student ID is required')).toBeVisible()
    await expect(studentId).toBeFocused()
    await expect(payer).toHaveURL(new RegExp(`/pay/bill/${bill.uuid}`))
    await studentId.fill('S2027-07')
    await expect(payer.getByText('Student ID is required')).toHaveCount(0)
    await payer.getByRole('button', { name: 'Pay RM 75.00' }).click()
    await approveOnBankPage(payer)
    await phone.close()

    await expect
      .poll(() => receiver.received.find((event) => event.body.invoice_no === bill.invoice_no), {
        timeout: 30_000,
      })
      .toBeTruthy()
    const paid = JSON.parse(
      receiver.received.find((event) => event.body.invoice_no === bill.invoice_no)!.raw,
    ) as { success_fields: unknown }
    expect(paid.success_fields).toEqual([{ key: 'student_id', label: 'Student ID', value: 'S2027-07' }])

    // The merchant sees the answer on the payment record.
    await page.goto(`/collections/payments?search=${bill.invoice_no}`)
    await page.getByLabel(`Details of payment ${bill.invoice_no}`).click()
    await expect(page.getByRole('dialog')).toContainText('S2027-07')
  } finally {
    await receiver.close()
  }
})

test('support details set in the console appear on a payment page and its receipt', async ({
  page,
  request,
  browser,
}) => {
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/settings/support')
  const form = page.getByRole('form', { name: 'Support details' })
  await form.getByLabel('Support email').fill('bantuan@kedai-e2e.my')
  await form.getByLabel('WhatsApp number').fill('+60 11-2233 4455')
  await form.getByLabel('Hours').fill('Every day, 8am–10pm')
  await form.getByRole('button', { name: 'Save support details' }).click()
  await expect(page.getByText('Support details saved')).toBeVisible()

  const { bill } = await billOf(request, 'Kelas mengaji', '20.00')
  const phone = await browser.newContext(PHONE)
  const payer = await phone.newPage()
  await payer.goto(`/pay/bill/${bill.uuid}`)
  const support = payer.getByTestId('support-details')
  await expect(support).toContainText('bantuan@kedai-e2e.my')
  await expect(support).toContainText('Every day, 8am–10pm')
  await expect(support.getByRole('link', { name: '+60 11-2233 4455' })).toHaveAttribute(
    'href',
    'https://wa.me/601122334455',
  )
  await payByFpx(payer, 'RM 20.00')
  await approveOnBankPage(payer)
  await expect(payer.getByTestId('support-details')).toContainText('bantuan@kedai-e2e.my')
  await phone.close()
})

test('share settings change the share links of a payment link', async ({ page, request }) => {
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/settings/share')
  const form = page.getByRole('form', { name: 'Share settings' })
  for (const channel of ['Facebook', 'Email']) {
    await form
      .locator('[data-scope="checkbox"][data-part="label"]', { hasText: new RegExp(`^${channel}$`) })
      .click()
    await expect(form.getByRole('checkbox', { name: channel })).not.toBeChecked()
  }
  await expect(form.getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked()
  await form.getByLabel('Message').fill('Bayar {title} kepada {merchant} ({amount}): {link}')
  await form.getByRole('button', { name: 'Save share settings' }).click()
  await expect(page.getByText('Share settings saved')).toBeVisible()

  const donation = await api<{ id: string; uuid: string }>(request, 'POST', 'collections', {
    title: 'Tabung masjid',
    kind: 'payment_form',
    fixed_amount: '10.00',
  })
  await page.goto(`/collections/view/${donation.id}`)
  const link = (await page.getByTestId('collection-payment-link').textContent())!.trim()
  const share = page.getByTestId('payment-link-share')
  const whatsapp = share.getByTestId('share-whatsapp')
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')
  expect(text).toMatch(
    new RegExp(`^Bayar Tabung masjid kepada .+ \\(RM 10\\.00\\): ${link.replace(/[.?]/g, '\\$&')}$`),
  )
  const telegram = new URL((await share.getByTestId('share-telegram').getAttribute('href'))!)
  expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url')
  expect(telegram.searchParams.get('url')).toBe(link)
  await expect(share.getByTestId('share-facebook')).toHaveCount(0)
  await expect(share.getByTestId('share-email')).toHaveCount(0)

  // The payer's page offers the same channels, sharing the page's own address.
  await page.goto(`/pay/collections/${donation.uuid}`)
  await expect(page.getByRole('heading', { name: 'Share this payment link' })).toBeVisible()
  const payerText = new URL(
    (await page.getByTestId('share-whatsapp').getAttribute('href'))!,
  ).searchParams.get('text')
  expect(payerText).toContain(`Bayar Tabung masjid kepada`)
  expect(payerText).toContain(`/pay/collections/${donation.uuid}`)
  await expect(page.getByTestId('share-facebook')).toHaveCount(0)
})
