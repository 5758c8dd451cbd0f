// Every route of the app, opened in the pseudo-language at 390 px (docs/languages.md): a word on any page
// that bypassed the catalogs, or a label the longer words cut, fails the run. The list of routes is read from
// the router's generated tree, so a new route that this file does not open fails it too.
import { expect, test, type Page } from '@playwright/test'
import {
  ADMIN,
  CONSOLE,
  demoIds,
  INTRODUCER_ONLY,
  navigateSettled,
  openSettled,
  PUBLIC,
  routePatterns,
  type Ids,
  type Urls,
} from './every-route.ts'
import { expectLocalised, inPseudo, PHONE, recordData } from './pseudo.ts'
import { logIn, skipTourIfShown } from './support.ts'

/**
 * Opens each page in turn (from its link, or inside the signed-in console as a merchant moves between
 * screens); every page that fails is named, with what it showed, at the end.
 */
async function checkPages(page: Page, urls: Urls, ids: Ids, open = openSettled) {
  const data = recordData(page)
  const failed: string[] = []
  for (const [pattern, url] of Object.entries(urls)) {
    await test.step(pattern, async () => {
      try {
        await open(page, url(ids))
        await expectLocalised(page, data, 5_000)
      } catch (error) {
        failed.push(`${pattern}: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  }
  expect(failed, 'pages not wholly in the pseudo-language').toEqual([])
}

let ids: Ids

test.beforeAll(async ({ request }) => {
  ids = await demoIds(request)
})

test('this file opens every route of the app', () => {
  const opened = [...Object.keys(PUBLIC), ...Object.keys(CONSOLE), ...Object.keys(ADMIN), ...INTRODUCER_ONLY]
  opened.sort()
  expect(opened).toEqual(routePatterns())
})

test('every page a payer or a shopper opens reads wholly in the pseudo-language', async ({ browser }) => {
  test.setTimeout(480_000)
  const page = await (await browser.newContext(PHONE)).newPage()
  await inPseudo(page)
  await checkPages(page, PUBLIC, ids)
})

test('every console page reads wholly in the pseudo-language, and its labels fit', async ({ browser }) => {
  test.setTimeout(900_000)
  const page = await (await browser.newContext(PHONE)).newPage()
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await inPseudo(page)
  // Started again in the pseudo-language; each screen after is reached from inside the app.
  await page.reload()
  await checkPages(page, CONSOLE, ids, navigateSettled)
})

test("the admin's pages read wholly in the pseudo-language", async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await (await browser.newContext(PHONE)).newPage()
  await logIn(page, 'admin@niaga.test')
  await expect(page).toHaveURL(/\/dashboard/)
  await inPseudo(page)
  await page.reload()
  await checkPages(page, { '/dashboard': () => '/dashboard', ...ADMIN }, ids, navigateSettled)
})
