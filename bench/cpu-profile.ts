// Where a page's start-up time goes on a slow phone: the page loaded in Chromium with the CPU slowed 4×
// (Lighthouse's mobile setting), V8's sampling profiler running from before the navigation until the
// network has been quiet; the samples' time summed by script. "Script" is time spent running JavaScript
// (a sample whose function has a URL, or V8 collecting its garbage); idle time and the
// browser's own layout and paint are not.
import { chromium } from '@playwright/test'

export interface CpuProfileFigures {
  scriptMs: number
  /** The scripts that took most, by file name. */
  top: { file: string; ms: number }[]
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** V8's work for the scripts that is not inside a function: collecting their garbage. */
const V8_WORK = new Set(['(garbage collector)'])

export async function profileLoad(url: string): Promise<CpuProfileFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.goto(url, { waitUntil: 'networkidle' })
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
    const byFile = new Map<string, number>()
    let scriptUs = 0
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)
      const us = profile.timeDeltas[i] ?? 0
      if (!frame || (!frame.url && !V8_WORK.has(frame.functionName))) return
      // Chromium's own internal scripts (v8/LoadTimes…) are not the page's.
      if (frame.url && !/^https?:/.test(frame.url)) return
      scriptUs += us
      const file = frame.url ? new URL(frame.url).pathname.split('/').pop()! : frame.functionName
      byFile.set(file, (byFile.get(file) ?? 0) + us)
    })
    const top = [...byFile.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([file, us]) => ({ file, ms: us / 1000 }))
    return { scriptMs: scriptUs / 1000, top }
  } finally {
    await browser.close()
  }
}
