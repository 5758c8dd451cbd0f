// Load at a fixed rate, open loop: request i is due at start + i/rate and is sent when it is due, whatever
// the earlier ones are doing, and its latency counts from when it was due, so a stall in the server shows
// in the figures instead of slowing the sender down (coordinated omission; wrk2, vegeta and k6's
// constant-arrival-rate measure the same way). autocannon cannot: its overallRate lets each connection send
// its share of a second at once at the top of the second, so "500 req/s" arrives as a burst of 500 requests,
// 50 at a time, and its p99 is the latency at full load. Node's own http client and histogram, nothing added.
import http from 'node:http'
import { createHistogram, performance } from 'node:perf_hooks'

export interface PacedLoad {
  url: string
  headers: Record<string, string>
  /** Requests a second. */
  rate: number
  seconds: number
  /** Keep-alive connections at most; a request due while all are busy waits, and the wait is counted. */
  connections: number
}

export interface PacedFigures {
  p50Ms: number
  p99Ms: number
  achievedRate: number
  non2xx: number
  errors: number
}

export async function pacedLoad(load: PacedLoad): Promise<PacedFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: load.connections })
  const latency = createHistogram()
  const total = Math.round(load.rate * load.seconds)
  const interval = 1000 / load.rate
  let sent = 0
  let completed = 0
  let non2xx = 0
  let errors = 0
  const started = performance.now()

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      let settled = false
      // A socket that breaks mid-answer can fail both the answer and the request: count it once.
      const done = (ok: boolean, status = 0) => {
        if (settled) return
        settled = true
        if (!ok) errors++
        else if (status < 200 || status >= 300) non2xx++
        latency.record(Math.max(1, Math.round((performance.now() - due) * 1e6)))
        completed++
        resolve()
      }
      const request = http.get(load.url, { agent, headers: load.headers }, (response) => {
        response.resume()
        response.once('end', () => done(true, response.statusCode ?? 0))
        response.once('error', () => done(false))
      })
      request.once('error', () => done(false))
    })

  const inFlight: Promise<void>[] = []
  await new Promise<void>((resolve) => {
    // Sends everything due by now, then sleeps until the next is due; a late wake-up counts as latency.
    const tick = () => {
      const now = performance.now()
      while (sent < total && started + sent * interval <= now)
        inFlight.push(send(started + sent++ * interval))
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()))
      else resolve()
    }
    tick()
  })
  await Promise.all(inFlight)
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  const ms = (ns: number) => ns / 1e6
  return {
    p50Ms: ms(latency.percentile(50)),
    p99Ms: ms(latency.percentile(99)),
    achievedRate: completed / elapsed,
    non2xx,
    errors,
  }
}
