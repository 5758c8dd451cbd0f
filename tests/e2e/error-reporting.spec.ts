// Error reporting (SPEC §9) as a payer's phone would do it: the SDK arrives after the page is interactive, an
// error on the payment page reaches the sandbox collector, and nothing the payer typed or the browser holds
// (the card number, the session's access token, contact details) is in anything it sent.
import { expect, test, type APIRequestContext } from '@playwright/test'
import type { Envelope } from '../../src/contract/envelope.ts'
import type { ErrorReport } from '../../src/contract/error-reporting.ts'
import { merchantApi, newBill } from './merchant-api.ts'
import { DEMO_PASSWORD, holdRequests, merchantToken } from './support.ts'

const makeBill = async (request: APIRequestContext, token: string) =>
  newBill(
    await merchantApi(request, token),
    { title: 'Error reporting fees' },
    { payer_name: 'Nurul Huda', amount: '45.90', description: 'Term 2' },
  )

/** The collector is Niaga's own tool: admins read it. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/access-token-viu', {
    data: { username: 'admin@niaga.test', password: DEMO_PASSWORD },
  })
  const body = (await login.json()) as Envelope<{ access_token: string }>
  expect(body.response_code).toBe(2000)
  return body.data.access_token
}

async function collected(request: APIRequestContext, token: string, type?: string): Promise<ErrorReport[]> {
  const call = await merchantApi(request, token)
  return (await call<{ list: ErrorReport[] }>('GET', `sandbox/error-reports${type ? `?type=${type}` : ''}`))
    .list
}

// Playwright cannot hold back a request the service worker makes for the page, so the SDK's file is only held
// back reliably with no service worker: the worker never caches it anyway (scripts/precache-audience.ts).
test.use({ serviceWorkers: 'block' })

const messagesOf = (reports: ErrorReport[]) =>
  reports.flatMap((report) =>
    report.items.flatMap((item) => {
      const payload = item.payload as { exception?: { values?: { value?: string }[] } }
      return item.type === 'event' ? (payload.exception?.values ?? []).map((value) => value.value ?? '') : []
    }),
  )

test('an error on a payment page reaches the sandbox collector, with the card number, token and contact details scrubbed', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000)
  const token = await merchantToken(request)
  const bill = await makeBill(request, token)
  const reader = await adminToken(request)
  const before = new Set((await collected(request, reader)).map((report) => report.id))

  // The payer's browser also holds a signed-in session (a merchant paying a bill): its token must never
  // leave.
  await context.addInitScript((accessToken) => localStorage.setItem('accessToken', accessToken), token)
  // The SDK's file is held back, so the first error happens before the reporter is there.
  const sdk = await holdRequests(page, '**/assets/start-sentry-*.js')
  const collectorCalls: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/sandbox/error-reports/api/')) collectorCalls.push(req.url())
  })

  await page.goto(`/pay/bill/${bill.uuid}`)
  await page.getByTestId('channel-credit_card').click()
  await page.getByLabel('Card number').fill('4111 1111 1111 1111')
  await page.getByLabel('Month').fill('08')
  await page.getByLabel('Year').fill(String(new Date().getFullYear() + 2))
  await page.getByLabel('CVV').fill('321')
  // The SDK is asked for only once the page is interactive and idle; nothing was sent before it.
  await expect.poll(() => sdk.wasAsked(), { timeout: 15_000 }).toBe(true)
  expect(collectorCalls).toEqual([])

  await page.evaluate((accessToken) => {
    console.log(`payer typed 4111 1111 1111 1111 and nurul.huda@example.com, token ${accessToken}`)
    void fetch(`/api/v1/error-reporting/settings?accessToken=${accessToken}&card=4111111111111111`)
    setTimeout(() => {
      throw new Error('boom early 4111111111111111')
    })
  }, token)
  await page.waitForTimeout(200)
  sdk.release()

  // Once the SDK is in, a second error is caught by its own handlers.
  await expect
    .poll(async () => (await collected(request, reader, 'event')).length, { timeout: 20_000 })
    .toBeGreaterThan(0)
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom 4111 1111 1111 1111 for +60 12-345 6789')
    })
  })

  // Both errors arrive, their card numbers and phone number gone; the replay of the session follows them
  // (replays on error: 100 %).
  await expect
    .poll(
      async () =>
        messagesOf((await collected(request, reader, 'event')).filter((r) => !before.has(r.id))).sort(),
      { timeout: 30_000 },
    )
    .toEqual(['boom [Filtered] for [Filtered]', 'boom early [Filtered]'])
  await expect
    .poll(
      async () =>
        (await collected(request, reader, 'replay_recording')).filter((r) => !before.has(r.id)).length,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)

  const sent = (await collected(request, reader)).filter((report) => !before.has(report.id))
  const everything = JSON.stringify(sent)
  // The replay, breadcrumbs and events are all there to search.
  expect(everything).toContain('"type":"replay_event"')
  expect(everything).toContain('[Filtered]')
  for (const secret of [
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111',
    '1111 1111',
    token,
    'nurul.huda@example.com',
    '12-345 6789',
    '"321"',
  ])
    expect(everything, `nothing sent holds ${secret.slice(0, 12)}…`).not.toContain(secret)
  expect(everything.replace(/[\s-]/g, '')).not.toContain('4111111111111111')
  // The SDK sent only to the same-origin collector, as the payment page's CSP allows.
  expect(collectorCalls.length).toBeGreaterThan(0)
  for (const url of collectorCalls) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
})
