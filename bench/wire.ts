// What a phone downloads on a first visit: each page loaded once in a fresh Chromium profile (no cache,
// no service worker), with a phone's viewport. Bytes are Chromium's own count of what came over the
// wire (CDP Network.loadingFinished encodedDataLength: compressed bodies plus headers), not file sizes.
import { chromium, type BrowserContext } from '@playwright/test'
import { STORAGE_KEYS } from '../src/contract/constants.ts'

export interface PageVisit {
  name: string
  path: string
  /** A signed-in merchant's session, written to localStorage before the page loads. */
  session?: { access_token: string; refresh_token: string; account: { id: string } }
}

export interface WireFigures {
  jsBytes: number
  jsRequests: number
  allBytes: number
  requests: number
  /** The paths of the scripts loaded, as the server names them (/assets/…). */
  scripts: string[]
}

const QUIET_MS = 2_000
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
}

async function visit(context: BrowserContext, base: string, page: PageVisit): Promise<WireFigures> {
  if (page.session) {
    const { session } = page
    await context.addInitScript(
      ([keys, s]) => {
        localStorage.setItem(keys.accessToken, s.access_token)
        localStorage.setItem(keys.refreshToken, s.refresh_token)
        localStorage.setItem(keys.account, s.account.id)
        localStorage.setItem(keys.accountObj, JSON.stringify(s.account))
      },
      [STORAGE_KEYS, session] as const,
    )
  }
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Network.enable')
  const types = new Map<string, string>()
  const inFlight = new Set<string>()
  let lastActivity = Date.now()
  const urls = new Map<string, string>()
  const figures: WireFigures = { jsBytes: 0, jsRequests: 0, allBytes: 0, requests: 0, scripts: [] }
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type)
    urls.set(event.requestId, new URL(event.response.url).pathname)
  })
  cdp.on('Network.loadingFinished', (event) => {
    inFlight.delete(event.requestId)
    lastActivity = Date.now()
    figures.requests++
    figures.allBytes += event.encodedDataLength
    if (types.get(event.requestId) === 'Script') {
      figures.jsRequests++
      figures.jsBytes += event.encodedDataLength
      figures.scripts.push(urls.get(event.requestId) ?? '')
    }
  })
  await tab.goto(`${base}${page.path}`, { waitUntil: 'load' })
  // Playwright's "networkidle" (500 ms quiet) can fire while the entry's code runs, before the route's
  // chunks and data are asked for: wait for 2 s with nothing on the network instead (at most 30 s).
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await tab.close()
  return figures
}

/** Each page in its own fresh profile, one after the other. */
export async function measureWire(base: string, pages: PageVisit[]): Promise<Map<string, WireFigures>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  const results = new Map<string, WireFigures>()
  try {
    for (const page of pages) {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
      try {
        results.set(page.name, await visit(context, base, page))
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
