// The API reference at /api/v1/docs: Scalar's reference served by this server (no third-party host, no
// CSP violation), and "try it" sends a real merchant API call to the sandbox with an API key.
import { expect, test } from '@playwright/test'
import { merchantToken } from './support.ts'

test('a developer reads the reference and tries GET /customers with an API key', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await merchantToken(request)
  const created = await request.post('/api/v1/merchant-api', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Docs try-it' },
  })
  const { secret } = ((await created.json()) as { data: { secret: string } }).data

  const elsewhere: string[] = []
  const problems: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      elsewhere.push(r.url())
  })
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  await page.goto('/api/v1/docs#tag/customers/GET/customers')
  await expect(page.getByRole('heading', { name: 'Niaga Sandbox API', level: 1 })).toBeVisible()
  await expect(page.getByText('webhook-signature').first()).toBeAttached()

  await page
    .getByRole('button', { name: /test request/i })
    .first()
    .click()
  const client = page.getByRole('dialog')
  await client.getByPlaceholder('Token').fill(secret)
  const sent = page.waitForRequest(
    (r) => r.url().includes('/api/v1/customers?') && r.headers().authorization === `Bearer ${secret}`,
  )
  await client.getByRole('button', { name: /^Send Request/ }).click()
  await sent
  await expect(client.getByText('"response_code": 2000')).toBeVisible()
  expect(elsewhere).toEqual([])
  expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
})
