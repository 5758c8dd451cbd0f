// The pseudo-language (docs/languages.md): every message accented and a third longer. A page read in it shows
// at a glance a word that bypassed the catalogs (it stays plain) and a label too tight for a longer language
// (it is cut or spills out of its box). Run over the pages whose words are in the catalogs, on a phone,
// where space is tightest.
import { expect, test, type Page } from '@playwright/test'
import type { Pool } from '../../src/contract/pools.ts'
import { merchantApi, newBill } from './merchant-api.ts'
import { pseudoText } from '../../src/i18n/pseudo.ts'
import { logIn, skipTourIfShown } from './support.ts'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const PSEUDO = 'niagaPseudoLanguage'

/** Words that are not messages in any language: codes, brands, and each language's name in its own words. */
const CODES =
  /\b(RM|MYR|MYT|SSM|SST|FPX|DuitNow|Visa|Mastercard|WhatsApp|Telegram|Facebook|Niaga|Sandbox|English|Bahasa Melayu|am|pm|[A-Z]{2,}[\w-]*)\b/g
/** Dates and times as Intl writes them in English (the pseudo-language formats as English does). */
const DATES = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g

/** Everything the API answered while the page loaded: a merchant's names, titles and addresses are theirs,
 *  shown as they wrote them, so they are not messages. */
function recordData(page: Page): Set<string> {
  const data = new Set<string>()
  const collect = (value: unknown): void => {
    // Rich text (a product's description) is shown as the words between its tags.
    if (typeof value === 'string') {
      for (const text of value.split(/<[^>]*>/))
        if (text.trim().length >= 3) data.add(text.trim().replaceAll('&amp;', '&'))
    } else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return
    collect(await response.json().catch(() => undefined))
  })
  return data
}

/** The visible words on the page, and its labels for screen readers, that are neither pseudo-localised
 *  nor data. */
async function plainWords(page: Page, data: ReadonlySet<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript')) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      found.push(node.textContent ?? '')
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (el.hasAttribute(name)) found.push(el.getAttribute(name) ?? '')
    return found
  })
  const values = [...data].sort((a, b) => b.length - a.length)
  const withoutData = (text: string) =>
    values
      .reduce((rest, value) => rest.split(value).join(' '), text)
      .replace(CODES, ' ')
      .replace(DATES, ' ')
  return [
    ...new Set(
      texts
        .map((text) => text.trim())
        .filter((text) => !/[\u00C0-\u024F\u1E00-\u1EFF]/.test(text)) // accented: a message
        .filter((text) => /[A-Za-z]{2,}/.test(withoutData(text))), // words left once data and codes are out
    ),
  ]
}

/** Labels whose longer words no longer fit: cut by their box, or spilling out of it. */
async function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const labels = 'button, a, label, th, h1, h2, h3, [role="tab"], [role="menuitem"], legend, summary'
    for (const el of document.body.querySelectorAll<HTMLElement>(labels)) {
      if (!el.checkVisibility() || getComputedStyle(el).display === 'inline') continue
      // Visually hidden until focused (a skip link): clipped on purpose.
      const style = getComputedStyle(el)
      if (style.clip !== 'auto' || style.clipPath !== 'none' || el.clientWidth <= 1) continue
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        found.push(`${el.tagName.toLowerCase()} "${el.innerText.trim().slice(0, 60)}"`)
    }
    return found
  })
}

async function expectLocalised(page: Page, data: ReadonlySet<string>) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
  await expect.poll(() => plainWords(page, data), { message: 'words outside the catalogs' }).toEqual([])
  expect(await overflowingLabels(page), 'labels the longer words cut').toEqual([])
}

const inPseudo = async (page: Page) =>
  page.addInitScript((key) => window.localStorage.setItem(key, 'on'), PSEUDO)

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
