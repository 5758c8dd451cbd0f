import { expect, test } from '@playwright/test'

// What a payer's phone downloads: the build's own brotli or gzip copy of each file, whichever the browser
// accepts, and the same bytes once decoded.
test('scripts come precompressed: brotli or gzip as the browser accepts, identical once decoded', async ({
  request,
}) => {
  const shell = await request.get('/pay/bill/00000000-0000-4000-8000-000000000000', {
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(shell.headers()['content-type']).toContain('text/html')
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1]
  expect(entry, 'the shell names its entry script').toBeTruthy()

  const fetchAs = (acceptEncoding: string) =>
    request.get(entry!, { headers: { 'accept-encoding': acceptEncoding } })
  const brotli = await fetchAs('gzip, deflate, br')
  const gzip = await fetchAs('gzip')
  const plain = await fetchAs('identity')
  expect(brotli.headers()['content-encoding']).toBe('br')
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(plain.headers()['content-encoding']).toBeUndefined()
  for (const response of [brotli, gzip, plain]) {
    expect(response.headers()['vary']?.toLowerCase()).toContain('accept-encoding')
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  }
  // Brotli beats gzip, and both beat the file itself.
  const onTheWire = (response: typeof plain) => Number(response.headers()['content-length'])
  expect(onTheWire(brotli)).toBeLessThan(onTheWire(gzip))
  expect(onTheWire(gzip)).toBeLessThan(onTheWire(plain))
  // Playwright decodes what it receives: every variant is the same script.
  const decoded = (await plain.body()).toString('utf8')
  expect((await brotli.body()).toString('utf8')).toBe(decoded)
  expect((await gzip.body()).toString('utf8')).toBe(decoded)
})

test('the pages keep their security policy; the build files skip the page-only headers', async ({
  request,
}) => {
  const page = await request.get('/pay/bill/00000000-0000-4000-8000-000000000000')
  expect(page.headers()['content-security-policy']).toContain("frame-src 'none'")
  expect(page.headers()['x-frame-options']).toBe('DENY')
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!
  const script = await request.get(entry)
  expect(script.headers()['content-security-policy']).toBeUndefined()
  expect(script.headers()['x-content-type-options']).toBe('nosniff')
})
