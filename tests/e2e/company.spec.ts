// Company information and business owners as a merchant fills them in, and the company as a payer then meets
// it: in the payment page's header and footer (already in the server's first screen) and on the receipt.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { logIn, merchantToken, skipTourIfShown } from './support.ts'

const COMPANY = {
  name: 'Tan Runcit Sdn Bhd',
  ssm: '201901012345',
  line1: '12, Jalan Besar',
  postcode: '08000',
  city: 'Sungai Petani',
  state: 'Kedah',
  email: 'help@tan-runcit.example.my',
}

async function fillCompany(page: Page) {
  await page.goto('/info/view')
  await expect(page.getByText('No company information yet')).toBeVisible()
  await page.getByRole('link', { name: 'Add company information' }).click()
  await expect(page).toHaveURL(/\/info\/new$/)
  await page.getByLabel('Registered name').fill(COMPANY.name)
  // A number SSM does not issue is explained under its field, before anything is sent.
  await page.getByLabel('SSM registration number').fill('202007012345')
  await page.getByLabel('Address line 1').fill(COMPANY.line1)
  await page.getByLabel('Postcode').fill(COMPANY.postcode)
  await page.getByLabel('City').fill(COMPANY.city)
  await page.getByLabel('State').selectOption(COMPANY.state)
  await page.getByRole('button', { name: 'Create company information' }).click()
  await expect(
    page.getByText('Digits 5 and 6 of the SSM registration number are its entity type, 01 to 06'),
  ).toBeVisible()
  await expect(
    page.getByText('Give a support email or a support phone, so payers can reach you'),
  ).toBeVisible()
  await page.getByLabel('SSM registration number').fill(COMPANY.ssm)
  await page.getByLabel('Support email').fill(COMPANY.email)
  await page.getByRole('button', { name: 'Create company information' }).click()
  await expect(page).toHaveURL(/\/info\/view\/[0-9a-f-]+$/)
  await expect(page.getByTestId('company-name')).toHaveText(COMPANY.name)
  await expect(page.getByTestId('company-ssm')).toHaveText(COMPANY.ssm)
  await expect(page.getByText('Local company (Sdn Bhd / Bhd)')).toBeVisible()
  // /info/view now shows the record.
  await page.goto('/info/view')
  await expect(page.getByTestId('company-name')).toHaveText(COMPANY.name)
}

async function payerPage(browser: Browser) {
  return (await browser.newContext()).newPage()
}

test('the merchant fills in company information; a payer sees it on the bill page and the receipt', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  await fillCompany(page)

  // A bill of this merchant (set up through the API: billing is another test's subject).
  const headers = { authorization: `Bearer ${await merchantToken(request, 'merchant2@niaga.test')}` }
  const collection = await request.post('/api/v1/collections', {
    headers,
    data: { title: 'Kedai orders', kind: 'bill' },
  })
  const bill = await request.post('/api/v1/collections/bill-method', {
    headers,
    data: {
      collection_id: ((await collection.json()) as { data: { id: string } }).data.id,
      payer_name: 'Lim Mei Ling',
      amount: '25.00',
    },
  })
  const { uuid } = ((await bill.json()) as { data: { uuid: string } }).data

  // The server's first screen already names the company, before any script runs.
  const html = await (await request.get(`/pay/bill/${uuid}`)).text()
  expect(html).toContain(COMPANY.name)
  expect(html).toContain(`SSM ${COMPANY.ssm}`)

  const payer = await payerPage(browser)
  await payer.goto(`/pay/bill/${uuid}`)
  const header = payer.getByRole('banner')
  await expect(header.getByTestId('merchant-legal-name')).toHaveText(COMPANY.name)
  await expect(header.getByTestId('merchant-ssm')).toHaveText(`SSM ${COMPANY.ssm}`)
  const footer = payer.getByRole('contentinfo')
  await expect(footer.getByTestId('merchant-footer')).toContainText(
    `${COMPANY.line1}, ${COMPANY.postcode} ${COMPANY.city}, ${COMPANY.state}`,
  )
  await expect(footer.getByRole('link', { name: COMPANY.email })).toHaveAttribute(
    'href',
    `mailto:${COMPANY.email}`,
  )

  await payer.getByTestId('channel-fpx').click()
  await payer.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Maybank2u' })
  await payer.getByRole('button', { name: 'Pay RM 25.00' }).click()
  await expect(payer).toHaveURL(/\/sandbox\/pay\//)
  await payer.getByRole('button', { name: 'Approve payment' }).click()
  await expect(payer).toHaveURL(/\/pay\/thankyou\?transaction_invoice_no=/)
  await expect(payer.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  const receipt = payer.getByTestId('receipt')
  await expect(receipt.locator('dt', { hasText: 'Paid to' }).locator('+ dd')).toHaveText(
    `${COMPANY.name} (${COMPANY.ssm})`,
  )
  await expect(payer.getByRole('banner').getByTestId('merchant-legal-name')).toHaveText(COMPANY.name)
  await payer.context().close()
})

test('the merchant adds a director and shareholder, sees the shares held, and deletes after confirming', async ({
  page,
}) => {
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/business-owner-details/datatable')
  // The seeded owners hold 90%.
  await expect(page.getByTestId('shares-held')).toHaveText('Shares held: 90.00% of 100% (10.00% remaining)')
  await page.getByRole('link', { name: 'New business owner' }).click()
  await page.getByLabel('Full name').fill('Farah Nadia binti Hassan')
  await page.getByLabel('Role').selectOption({ label: 'Director and shareholder' })
  await page.getByLabel('IC number').fill('900230-10-5234')
  await page.getByLabel('Share of the business').fill('12.5')
  await page.getByRole('button', { name: 'Add business owner' }).click()
  await expect(
    page.getByText('The first 6 digits of the IC number are a date of birth (YYMMDD) that exists'),
  ).toBeVisible()
  await page.getByLabel('IC number').fill('900215-10-5234')
  await page.getByRole('button', { name: 'Add business owner' }).click()
  // The browser cannot know the other owners' shares: the server says what remains.
  const remains = "The owners' shares may not exceed 100%: the others hold 90.00%, so only 10.00% remains"
  // The shared error dialog (SPEC §8) reports the refusal too; the message stays under the field.
  const errorDialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Error' }))
  await expect(errorDialog).toContainText('Error code: 4000')
  await errorDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('form', { name: 'New business owner' }).getByText(remains)).toBeVisible()
  await page.getByLabel('Share of the business').fill('10')
  await page.getByRole('button', { name: 'Add business owner' }).click()
  await expect(page).toHaveURL(/\/business-owner-details\/view\/[0-9a-f-]+$/)
  // An owner of the account reads the number in full.
  await expect(page.getByTestId('owner-id-number')).toHaveText('900215-10-5234')

  await page.getByRole('link', { name: 'Back to business owners' }).click()
  await expect(page.getByTestId('shares-held')).toHaveText('Shares held: 100.00% of 100% (0.00% remaining)')
  await page.getByRole('link', { name: 'Farah Nadia binti Hassan' }).click()
  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this business owner?' })
  await expect(confirm).toContainText('freeing their 10.00% share')
  await confirm.getByRole('button', { name: 'Delete business owner' }).click()
  await expect(page).toHaveURL(/\/business-owner-details\/datatable/)
  await expect(page.getByTestId('shares-held')).toHaveText('Shares held: 90.00% of 100% (10.00% remaining)')
  await expect(page.getByRole('link', { name: 'Farah Nadia binti Hassan' })).toHaveCount(0)
})
