// Every route at a phone's and a desktop's width (docs/testing.md): axe-core finds no critical or serious
// WCAG 2.1 A/AA failure, and no console page scrolls sideways on a phone, a tablet or a desktop. Each page
// is opened once at the phone's width and then widened, so the run costs one visit per route; every page
// that fails is named, with what failed, at the end.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  ADMIN,
  CONSOLE,
  demoIds,
  navigateSettled,
  openSettled,
  PUBLIC,
  type Ids,
  type Urls,
} from './every-route.ts'
import { openSignedIn, skipTourIfShown } from './support.ts'

const SCREENS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
} as const
type Screen = keyof typeof SCREENS

/** The critical and serious WCAG 2.1 A/AA failures on the page, one line each. */
async function axeFailures(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Violations only: axe skips gathering what passed, most of its time on a long page.
    .options({ resultTypes: ['violations'] })
    // One run in the page itself: the default injects axe three times and opens a blank page per check to
    // merge frames' results, and these pages have no frames.
    .setLegacyMode()
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
}

/** How far the page scrolls sideways past the screen, in CSS pixels. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

async function phonePage(browser: Browser, login?: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: SCREENS.phone })).newPage()
  if (login) {
    await openSignedIn(page, login)
    if (login.startsWith('merchant')) await skipTourIfShown(page)
    else await expect(page).toHaveURL(/\/dashboard/)
  }
  return page
}

interface Checks {
  /** Screens axe runs at. */
  axe: readonly Screen[]
  /** Screens the page must not scroll sideways at. */
  fit: readonly Screen[]
  /** How a page is reached: opened from its link (a payer's) or from inside the signed-in console. */
  open: (page: Page, url: string) => Promise<void>
}

/** Opens each page at the phone's width, widens it through the screens, checks each; failures at the end. */
async function checkPages(page: Page, urls: Urls, ids: Ids, checks: Checks) {
  const failed: string[] = []
  const screens = (Object.keys(SCREENS) as Screen[]).filter(
    (screen) => checks.axe.includes(screen) || checks.fit.includes(screen),
  )
  for (const [pattern, url] of Object.entries(urls)) {
    await test.step(pattern, async () => {
      await page.setViewportSize(SCREENS.phone)
      try {
        await checks.open(page, url(ids))
      } catch (error) {
        failed.push(`${pattern}: did not open (${error instanceof Error ? error.message : String(error)})`)
        return
      }
      for (const screen of screens) {
        if (screen !== 'phone') {
          await page.setViewportSize(SCREENS[screen])
          // Laid out again (the console's menu turns from drawer to rail to sidebar).
          await page.waitForTimeout(300)
        }
        const at = `${pattern} at ${SCREENS[screen].width} px`
        if (checks.fit.includes(screen)) {
          const overflow = await sidewaysScroll(page)
          if (overflow > 1) failed.push(`${at}: scrolls ${overflow} px sideways`)
        }
        if (checks.axe.includes(screen)) {
          for (const failure of await axeFailures(page)) failed.push(`${at}: ${failure}`)
        }
      }
    })
  }
  expect(failed, 'pages that failed').toEqual([])
}

let ids: Ids

test.beforeAll(async ({ request }) => {
  ids = await demoIds(request)
})

test('every public page passes axe at 390 and 1440 px', async ({ browser }) => {
  test.setTimeout(600_000)
  await checkPages(await phonePage(browser), PUBLIC, ids, {
    axe: ['phone', 'desktop'],
    fit: [],
    open: openSettled,
  })
})

test('every console page fits 390, 820 and 1440 px and passes axe at 390 and 1440 px', async ({
  browser,
}) => {
  test.setTimeout(1_200_000)
  await checkPages(await phonePage(browser, 'merchant@niaga.test'), CONSOLE, ids, {
    axe: ['phone', 'desktop'],
    fit: ['phone', 'tablet', 'desktop'],
    open: navigateSettled,
  })
})

test("the admin's pages fit and pass axe at 390 and 1440 px", async ({ browser }) => {
  test.setTimeout(300_000)
  await checkPages(
    await phonePage(browser, 'admin@niaga.test'),
    { '/dashboard': () => '/dashboard', ...ADMIN },
    ids,
    { axe: ['phone', 'desktop'], fit: ['phone', 'tablet', 'desktop'], open: navigateSettled },
  )
})
