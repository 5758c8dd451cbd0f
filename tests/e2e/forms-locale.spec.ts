// SPEC §5: form messages exist in English and Arabic, and the RTL layout shows the Arabic ones. A merchant
// submits an empty collection form, reads the English message under the title, turns the layout right to
// left in the layout settings and reads the same message in Arabic; back to left to right, English again.
import { expect, test, type Locator } from '@playwright/test'
import { logIn, skipTourIfShown } from './support.ts'

test('a form message follows the layout direction: English left to right, Arabic right to left', async ({
  page,
}) => {
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)

  await page.goto('/collections/create-bill-form')
  const form = page.getByRole('form', { name: 'New collection' })
  await form.getByRole('button', { name: 'Create bill collection' }).click()
  const title = form.getByRole('textbox', { name: 'Title' })
  await expect(form.getByText('The title field is required')).toBeVisible()
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(title).toBeFocused()

  const setDirection = async (choice: 'Right to left' | 'Left to right') => {
    await page.getByRole('button', { name: 'Layout settings', exact: true }).click()
    await page.getByText(choice, { exact: true }).click()
    await page.getByRole('button', { name: 'Close layout settings' }).click()
    // The drawer animates out; the next call must not meet its close button still on the page.
    await expect(page.getByRole('button', { name: 'Close layout settings' })).toHaveCount(0)
  }

  await setDirection('Right to left')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(form.getByText('حقل title مطلوب')).toBeVisible()
  await expect(form.getByText('The title field is required')).toBeHidden()

  // A new submit in the RTL layout checks in Arabic too, field by field.
  await title.fill('Yuran')
  await form.getByRole('textbox', { name: 'Callback URL' }).fill('ftp://niaga.my')
  await form.getByRole('button', { name: 'Create bill collection' }).click()
  await expect(form.getByText('الرابط غير صالح')).toBeVisible()
  await expect(form.getByText('حقل title مطلوب')).toBeHidden()

  await setDirection('Left to right')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(form.getByText('URL is invalid')).toBeVisible()
})

test('a date box reads and writes days as dd-MM-yyyy, whatever the browser’s locale', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  await logIn(page, 'merchant2@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/reports/view')
  const form = page.getByRole('form', { name: 'Generate a report' })
  const from = form.getByRole('textbox', { name: 'From' })
  // The range opens on this month so far, written the house's way.
  await expect(from).toHaveValue(/^01-\d{2}-\d{4}$/)
  await expect(from).toHaveAttribute('placeholder', 'dd-mm-yyyy')

  await from.fill('2/11/2026')
  await from.blur()
  await expect(from).toHaveValue('02-11-2026')
  await expect(form.getByRole('button', { name: 'Open calendar' }).first()).toBeVisible()
})

/** Whether the run `first` matches is drawn left of the one `second` matches, in the element's text. */
async function drawnLeftOf(element: Locator, first: RegExp, second: RegExp): Promise<boolean> {
  const text = (await element.textContent()) ?? ''
  const [a, b] = [first.exec(text), second.exec(text)]
  expect(a && b, `"${text}" has both runs`).toBeTruthy()
  return element.evaluate(
    (root, [from, to]) => {
      // The left edge of the character at this index of the element's text.
      const leftOf = (index: number) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        let offset = index
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0
          if (offset < length) {
            const range = document.createRange()
            range.setStart(node, offset)
            range.setEnd(node, offset + 1)
            return range.getBoundingClientRect().left
          }
          offset -= length
        }
        return Number.NaN
      }
      return leftOf(from) < leftOf(to)
    },
    [a!.index, b!.index] as const,
  )
}

test('in the right-to-left layout, dates, counts and the footer keep their own order', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('direction', 'rtl'))
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // "59 transactions", not "transactions 59".
  const count = page.getByText(/^\d+ transactions?$/).first()
  await expect(count).toBeVisible()
  expect(await drawnLeftOf(count, /\d/, /transaction/)).toBe(true)
  const footer = page.getByRole('contentinfo')
  expect(await drawnLeftOf(footer, /\d{4}/, /Niaga/)).toBe(true)

  // "28 Nov 2026, 6:43 am", not "Nov 2026, 6:43 am 28".
  await page.goto('/collections/payments')
  const date = page.getByRole('cell', { name: /\d{1,2} [A-Z][a-z]{2} \d{4}/ }).first()
  await expect(date).toBeVisible()
  expect(await drawnLeftOf(date, /\d{1,2} /, /[A-Z][a-z]{2} /)).toBe(true)
})
