// Lighthouse mobile, as the budgets mean it: the `lighthouse` package's default mobile run (simulated slow
// 4G, 4x CPU slowdown, a phone's screen) driving Debian's Chromium, each page 5 times, the median taken.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_RUNS = 5

export interface LighthouseFigures {
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  cls: number
  /**
   * Lighthouse's own measure of how fast the machine ran (`lhr.environment.benchmarkIndex`): scores taken on
   * different days compare only beside it.
   */
  benchmarkIndex: number
}

// A run where Lighthouse could not compute a figure (it gives no value) is left out of that figure's median,
// rather than sorted in as NaN, which makes the median itself NaN.
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!
}

async function once(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  }
}

/** The median of each figure over LIGHTHOUSE_RUNS runs, every run in a fresh browser profile. */
export async function lighthouseMedian(url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = []
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    })
    try {
      runs.push(await once(url, chrome.port))
    } finally {
      chrome.kill()
    }
  }
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  }
}
