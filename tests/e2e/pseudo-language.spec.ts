// The pseudo-language (docs/languages.md): every message accented and a third longer. A page read in it shows
// at a glance a word that bypassed the catalogs (it stays plain) and a label too tight for a longer language
// (it is cut or spills out of its box). Run over the pages whose words are in the catalogs, on a phone,
// where space is tightest.
import { expect, test } from '@playwright/test'
import type { Pool } from '../../src/contract/pools.ts'
import { merchantApi, newBill } from './merchant-api.ts'
import { pseudoText } from '../../src/i18n/pseudo.ts'
import { expectLocalised, inPseudo, PHONE, recordData } from './pseudo.ts'
import { logIn, skipTourIfShown } from './support.ts'

test('a payment page reads wholly in the pseudo-language, and its labels fit', async ({
  browser,
  request,
}) => {
  const bill = await newBill(
    await merchantApi(request),
    { title: 'Yuran tuisyen' },
    { payer_name: 'Siti Aminah', amount: '120.00', description: 'Bulan Disember' },
  )
  const page = await (await browser.newContext(PHONE)).newPage()
  await inPseudo(page)
  const data = recordData(page)
  await page.goto(`/pay/bill/${bill.uuid}`)
  await expect(page.getByRole('heading', { name: pseudoText('Payment method') })).toBeVisible()
  await expectLocalised(page, data)
})

test("the console's dashboard and payment records read wholly in the pseudo-language", async ({
  browser,
}) => {
  const page = await (await browser.newContext(PHONE)).newPage()
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await inPseudo(page)
  const data = recordData(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoText('Dashboard'))
  await expectLocalised(page, data)

  await page.goto('/collections/payments')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoText('Payment records'))
  await expectLocalised(page, data)
})

test("a payment form and a pool's top-up page read wholly in the pseudo-language", async ({
  browser,
  request,
}) => {
  const call = await merchantApi(request)
  const form = await call<{ uuid: string }>('POST', 'collections', {
    title: 'Derma surau',
    kind: 'payment_form',
  })
  const { list } = await call<{ list: { data: Pool[] } }>('GET', 'pools')
  const prefund = list.data.find((pool) => pool.pool_type === 'prefund')!
  const page = await (await browser.newContext(PHONE)).newPage()
  await inPseudo(page)
  const data = recordData(page)

  await page.goto(`/pay/collections/${form.uuid}`)
  await expect(page.getByRole('form', { name: pseudoText('Your details') })).toBeVisible()
  await expectLocalised(page, data)

  const topup = new URL(prefund.topup_url)
  await page.goto(topup.pathname + topup.search)
  await expect(page.getByRole('form', { name: pseudoText('Top-up details') })).toBeVisible()
  await expectLocalised(page, data)
})

test("a store's catalogue, product page and cart read wholly in the pseudo-language", async ({ browser }) => {
  const page = await (await browser.newContext(PHONE)).newPage()
  await inPseudo(page)
  const data = recordData(page)

  await page.goto('/storefront/mobile/niaga-demo')
  const product = page.getByRole('listitem', { name: 'Dodol Durian' })
  await expect(product).toBeVisible()
  await expectLocalised(page, data)

  await product.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/product\//)
  await expect(page.getByRole('heading', { level: 1, name: 'Dodol Durian' })).toBeVisible()
  await expectLocalised(page, data)

  await page.getByRole('button', { name: pseudoText('Add to cart') }).click()
  await page.goto('/store/niaga-demo/cart')
  await expect(page.getByRole('heading', { name: pseudoText('Your cart') })).toBeVisible()
  await expectLocalised(page, data)
})
