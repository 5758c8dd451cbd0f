// Payment settings at work, from the console to the payer (docs/company-and-settings.md): a success field the
// merchant adds is required on the payment page and its answer reaches the merchant's callback; support
// details set in the console appear on a payment page and its receipt; share settings change the share
// links of a payment link, in the console and on the payment page.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { merchantApi, newBill } from './merchant-api.ts'
import { openAsPayer, payByFpx } from './payer.ts'
import { startReceiver } from './receiver.ts'
import { logIn, skipTourIfShown } from './support.ts'

const billOf = async (request: APIRequestContext, title: string, amount: string, callbackUrl?: string) =>
  newBill(
    await merchantApi(request),
    { title, ...(callbackUrl ? { callback_url: callbackUrl } : {}) },
    { payer_name: 'Nurul Huda', amount },
  )

test('a success field is required on the payment page and its answer arrives in the callback', async ({
  page,
  request,
  browser,
}) => {
  const receiver = await startReceiver('/niaga/callback')
  try {
    const bill = await billOf(request, 'Yuran sekolah 2027', '75.00', receiver.url)
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

    const payer = await openAsPayer(browser, `/pay/bill/${bill.uuid}`)
    await expect(payer.getByTestId('bill-amount')).toHaveText('RM 75.00')
    const studentId = payer.getByRole('textbox', { name: 'Student ID' })
    await expect(studentId).toBeVisible()
    // Paying without it: the payer is told, on the field, and stays on the page.
    await payer.getByTestId('channel-fpx').click()
    await payer.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Maybank2u' })
    await payer.getByRole('button', { name: 'Pay RM 75.00' }).click()
    await expect(payer.getByText('Student ID is required')).toBeVisible()
    await expect(studentId).toBeFocused()
    await expect(payer).toHaveURL(new RegExp(`/pay/bill/${bill.uuid}`))
    await studentId.fill('S2027-07')
    await expect(payer.getByText('Student ID is required')).toHaveCount(0)
    await payer.getByRole('button', { name: 'Pay RM 75.00' }).click()
    await expect(payer).toHaveURL(/\/sandbox\/pay\//)
    await payer.getByRole('button', { name: 'Approve payment' }).click()
    await expect(payer.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await payer.context().close()

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

  const bill = await billOf(request, 'Kelas mengaji', '20.00')
  const payer = await openAsPayer(browser, `/pay/bill/${bill.uuid}`)
  const support = payer.getByTestId('support-details')
  await expect(support).toContainText('bantuan@kedai-e2e.my')
  await expect(support).toContainText('Every day, 8am–10pm')
  await expect(support.getByRole('link', { name: '+60 11-2233 4455' })).toHaveAttribute(
    'href',
    'https://wa.me/601122334455',
  )
  // The footer names the same address as the help card, not the company information's own.
  const footer = payer.getByTestId('merchant-footer')
  await expect(footer.getByRole('link', { name: 'bantuan@kedai-e2e.my' })).toHaveAttribute(
    'href',
    'mailto:bantuan@kedai-e2e.my',
  )
  await expect(footer).not.toContainText('support@niaga-demo.test')
  await payByFpx(payer, 'RM 20.00')
  await expect(payer.getByTestId('support-details')).toContainText('bantuan@kedai-e2e.my')
  await expect(payer.getByTestId('merchant-footer')).toContainText('bantuan@kedai-e2e.my')
  await payer.context().close()
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

  const call = await merchantApi(request)
  const donation = await call<{ id: string; uuid: string }>('POST', 'collections', {
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
