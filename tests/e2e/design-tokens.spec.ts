// One source of design values (src/app/design/brand.ts and Chakra's theme): the console's Chakra system and
// the public pages' static CSS (panda.config.ts) must give the browser the same colours.
import { expect, test, type Page } from '@playwright/test'
import { logIn, skipTourIfShown } from './support.ts'

const BRAND_STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']
const STATUS_WORDS = ['fg-error', 'fg-warning', 'fg-success']
const SEMANTIC = [
  'brand-solid',
  'brand-fg',
  'brand-muted',
  'brand-subtle',
  'fg-muted',
  'bg-subtle',
  'border',
  ...STATUS_WORDS,
]

/** WCAG 2.1's contrast ratio of an `rgb(r, g, b)` colour against white. */
function contrastOnWhite(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map((channel) => {
    const c = Number(channel) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
}

/** The resolved colour of each custom property, read as the browser computes it. */
const colours = (page: Page, prefix: string, names: string[]) =>
  page.evaluate(
    ({ prefix, names }) => {
      const probe = document.createElement('span')
      document.body.append(probe)
      const values = names.map((name) => {
        probe.style.color = `var(--${prefix}colors-${name})`
        return getComputedStyle(probe).color
      })
      probe.remove()
      return values
    },
    { prefix, names },
  )

test('the console and the public pages draw the brand in the same colours', async ({ page }) => {
  const names = [...BRAND_STEPS.map((step) => `brand-${step}`), ...SEMANTIC]
  await page.goto('/fpx-status')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const publicColours = await colours(page, '', names)
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  const consoleColours = await colours(page, 'chakra-', names)
  // Every name resolved to a colour on both sides, and to the same one.
  expect(publicColours.filter((colour) => colour === 'rgba(0, 0, 0, 0)' || colour === '')).toEqual([])
  expect(publicColours).toEqual(consoleColours)
  expect(publicColours[7]).toBe('rgb(15, 118, 110)') // brand.700, the brand's solid colour
  // A failed payment's heading or a warning under a field is ordinary-size text: 4.5:1 at least (WCAG 1.4.3).
  const statusColours = publicColours.slice(-STATUS_WORDS.length)
  expect(statusColours.map((colour) => contrastOnWhite(colour) >= 4.5)).toEqual(STATUS_WORDS.map(() => true))
})
