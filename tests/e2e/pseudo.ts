// Reading a page in the pseudo-language (docs/languages.md): every message accented and a third longer. A
// page read in it shows at a glance a word that bypassed the catalogs (it stays plain) and a label too tight
// for a longer language (it is cut or spills out of its box).
import { expect, type Page } from '@playwright/test'
import { titleCase } from '../../src/lib/title-case.ts'

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const PSEUDO = 'niagaPseudoLanguage'

/** Words that are not messages in any language: codes, brands, unit symbols, identifiers (a token with a
 *  digit in it, an invoice number or a hash, or in snake_case, a field's key), web addresses, and each
 *  language's name in its own words. */
const CODES =
  /\bhttps?:\/\/\S*|\b(RM|MYR|MYT|SSM|SST|FPX|DuitNow|Visa|Mastercard|WhatsApp|Telegram|Facebook|Niaga|Sandbox|English|Bahasa Melayu|am|pm|ms|[A-Z]{2,}[\w-]*|[\w-]*\d[\w-]*|\w+_\w+)\b/g
/** Dates and times as Intl writes them in English (the pseudo-language formats as English does). */
const DATES = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g

/** Everything the API answered while the page loaded: a merchant's names, titles and addresses are theirs,
 *  shown as they wrote them, so they are not messages. An error's description and the fields of its breakdown
 *  are the server's words too, which the error dialog shows title-cased (src/app/shell/dialog-store.ts). */
export function recordData(page: Page): Set<string> {
  const data = new Set<string>()
  const collect = (value: unknown): void => {
    // Rich text (a product's description) is shown as the words between its tags.
    if (typeof value === 'string') {
      for (const text of value.split(/<[^>]*>/))
        if (text.trim().length >= 3) {
          data.add(text.trim().replaceAll('&amp;', '&'))
          data.add(titleCase(text.trim()))
        }
    } else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') {
      if ('breakdown' in value && value.breakdown && typeof value.breakdown === 'object')
        Object.keys(value.breakdown).forEach((field) => data.add(titleCase(field)))
      Object.values(value).forEach(collect)
    }
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
      // Code and values marked translate="no" (a commit, a JSON payload) are machine text, not messages.
      if (!parent || parent.closest('script, style, noscript, code, pre, kbd, samp, [translate="no"]'))
        continue
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

export async function expectLocalised(page: Page, data: ReadonlySet<string>, timeout?: number) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
  await expect
    .poll(() => plainWords(page, data), { message: 'words outside the catalogs', timeout })
    .toEqual([])
  expect(await overflowingLabels(page), 'labels the longer words cut').toEqual([])
}

export const inPseudo = async (page: Page) =>
  page.addInitScript((key) => window.localStorage.setItem(key, 'on'), PSEUDO)
