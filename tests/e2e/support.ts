// Shared steps of the end-to-end tests: what a merchant does, in the words on the screen.
import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { myrToSen } from '../../src/lib/money.ts'

export const DEMO_PASSWORD = 'Sandbox#2026'

export async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Username').fill(username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/**
 * Whether the server says the dashboard tour is still due for the logged-in user (SPEC §9: on by default).
 */
async function dashboardTourDue(page: Page): Promise<boolean> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'))
  expect(token, 'logged in').toBeTruthy()
  const res = await page.request.post('/api/v1/user-tour-setting/me', {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await res.json()) as {
    response_code: number
    data: { setting?: Record<string, boolean> } | null
  }
  if (body.response_code === 3333) return true // no setting yet: the default applies
  expect(body.response_code, 'tour setting').toBe(2000)
  return body.data?.setting?.dashboard === true
}

/**
 * The dashboard tour opens on a merchant's first visit; a test that is not about it skips it. Whether it
 * opens is read from the server, so a tour that should open and does not fails the test.
 */
export async function skipTourIfShown(page: Page) {
  await expect(page).toHaveURL(/\/dashboard(\?|$)/)
  const tour = page.getByRole('dialog', { name: 'Dashboard tour' })
  if (!(await dashboardTourDue(page))) {
    await expect(page.getByTestId('dashboard-balance-pending')).toHaveText(/^RM /)
    await expect(tour).toHaveCount(0)
    return
  }
  await expect(tour).toBeVisible()
  await tour.getByRole('button', { name: 'Skip' }).click()
  await expect(tour).toBeHidden()
  // Skipping saves the setting; wait until the server has it, so a next login does not see the tour again.
  await expect.poll(() => dashboardTourDue(page)).toBe(false)
}

/**
 * Opens the dashboard already signed in as `username`, with the session merchantToken keeps, put in the
 * page's storage as a login leaves it: a test about something else does not spend the server's login budget
 * (30 attempts per address in 15 minutes, shared by the whole run) on the login page.
 */
export async function openSignedIn(page: Page, username = 'merchant@niaga.test') {
  const token = await merchantToken(page.request, username)
  const me = await page.request.get('/api/v1/accounts/me', { headers: { authorization: `Bearer ${token}` } })
  const account = ((await me.json()) as { data: { id: string } }).data
  await page.goto('/login')
  await page.evaluate(
    ([accessToken, accountJson, accountId]) => {
      window.localStorage.setItem('accessToken', accessToken)
      window.localStorage.setItem('account', accountId)
      window.localStorage.setItem('accountObj', accountJson)
    },
    [token, JSON.stringify(account), account.id] as const,
  )
  await page.goto('/dashboard')
}

const tokens = new Map<string, { token: string; at: number }>()

/**
 * A merchant's API token for setting up data, logged in once per run and again after 10 minutes (access
 * tokens last 15): the server allows 30 login attempts per address in 15 minutes, and every test comes
 * from 127.0.0.1, so a login per test would trip the limit the tests exist to check.
 */
export async function merchantToken(
  request: APIRequestContext,
  username = 'merchant@niaga.test',
): Promise<string> {
  const known = tokens.get(username)
  // A cached token still has to be good on the server's clock: a test that moved the sandbox clock on has
  // aged every other session.
  if (known && Date.now() - known.at < 10 * 60_000) {
    const check = await request.get('/api/v1/accounts/me', {
      headers: { authorization: `Bearer ${known.token}` },
    })
    if (((await check.json()) as { response_code: number }).response_code === 2000) return known.token
  }
  // The admin has no merchant account: it signs in through the login that takes any portal's user.
  const portal = username.startsWith('admin@') ? 'access-token-viu' : 'merchant-access-token'
  const login = await request.post(`/api/v1/auth/${portal}`, {
    data: { username, password: DEMO_PASSWORD },
  })
  const body = (await login.json()) as {
    response_code: number
    description: string
    data: { access_token: string }
  }
  expect(body.response_code, `log in as ${username}: ${body.description}`).toBe(2000)
  tokens.set(username, { token: body.data.access_token, at: Date.now() })
  return body.data.access_token
}

/**
 * The query cache is saved to localStorage at most once a second: makes the page refetch its stale queries,
 * as when the merchant comes back from another tab, and waits for the save that follows. What was in memory
 * at that moment is in storage, unless the app keeps it out.
 */
export async function awaitQueryCacheSave(page: Page) {
  const since = await page.evaluate(() => Date.now())
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
  await expect
    .poll(() =>
      page.evaluate(
        (key) =>
          (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { timestamp?: number }).timestamp ?? 0,
        'niagaQueryCache',
      ),
    )
    .toBeGreaterThanOrEqual(since)
}

/** The value beside `label` in a record's field list (a dt and the dd after it). */
export const fieldValue = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')

/** A money figure on the page ("RM 1,234.50"), in sen. */
export async function figureSen(figure: Locator): Promise<number> {
  await expect(figure).toHaveText(/^RM /)
  return myrToSen((await figure.textContent())!.replace(/^RM /, '').replace(/,/g, ''))
}

/** The build file of a route's page (its component chunk), from the build's manifest. */
export function pageChunk(route: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >
  const found = Object.entries(manifest).find(
    ([key]) => key.startsWith(`${route}?`) && key.includes('component'),
  )
  if (!found) throw new Error(`no chunk for ${route}`)
  return `/${found[1].file}`
}

/** Holds the page's requests to `url` (a glob) until `release()`, as a slow link would; `asked` settles, and
 *  `wasAsked()` turns true, when the first of them is made. */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let markAsked!: () => void
  let wasAsked = false
  const asked = new Promise<void>((resolve) => (markAsked = resolve))
  await page.route(url, async (route) => {
    wasAsked = true
    markAsked()
    await released
    await route.continue()
  })
  return { release, asked, wasAsked: () => wasAsked }
}

/** Every URL path the service worker's caches hold. */
export const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })

/**
 * Takes the page's context offline so that a reload stays offline. Chromium 150 under Playwright's network
 * emulation reports navigator.onLine as true in a document the service worker serves after an offline
 * reload, while every request still fails; a real device without a network says false. The page is told
 * what the emulation means, until backOnline.
 */
export async function goOfflineAcrossReloads(page: Page) {
  await page.context().addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator): boolean {
        try {
          if (sessionStorage.getItem('e2e-offline') === '1') return false
        } catch {
          // No storage on this document (about:blank): the emulation's own word.
        }
        return descriptor.get!.call(this) as boolean
      },
    })
  })
  await page.evaluate(() => sessionStorage.setItem('e2e-offline', '1'))
  await page.context().setOffline(true)
}

export async function backOnline(page: Page) {
  await page.evaluate(() => sessionStorage.removeItem('e2e-offline'))
  await page.context().setOffline(false)
}
