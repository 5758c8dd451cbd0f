// Faults (docs/operations.md, "Faults"): the server is killed with SIGKILL while it posts a callback (the
// receiver has the request and has not answered). After a restart the delivery job's lease runs out and the
// callback is posted again: the receiver acknowledges that event exactly once, and the events log says
// delivered.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import type { WebhookEventDetail } from '../../src/contract/developers.ts'
import { freshPostgresUrl, type Api } from '../support/api-harness.ts'
import { killHard, startChild, until } from '../support/faults.ts'
import { choose, makeBill, serviceId, startPay } from '../support/payments.ts'
import type { ServerProcess } from '../support/server-process.ts'

/**
 * A callback receiver that holds the first request it gets unanswered, and answers 200 to every later one.
 */
async function startHangingReceiver() {
  const acknowledged: string[] = []
  let held = false
  let arrived!: (eventId: string) => void
  const firstArrived = new Promise<string>((resolve) => (arrived = resolve))
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const eventId = (JSON.parse(body) as { event_id: string }).event_id
      if (!held) {
        held = true
        arrived(eventId)
        return // never answered: the sender is killed while it waits
      }
      res.writeHead(200).end('ok', () => acknowledged.push(eventId))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/niaga/callback`,
    /** Resolves with the event_id of the request held unanswered. */
    firstArrived,
    acknowledged,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'niaga-callback-kill-'))
const running: ServerProcess[] = []
const closing: (() => Promise<unknown>)[] = []
afterAll(async () => {
  await Promise.all(running.map(killHard))
  for (const close of closing) await close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a server killed with SIGKILL during a callback delivery', () => {
  it('delivers the callback after the restart, exactly once', { timeout: 300_000 }, async () => {
    const databaseUrl = await freshPostgresUrl(process.env.TEST_DATABASE_URL!)
    // The receiver is on loopback: the outbound rules let this one address be called (docs/operations.md,
    // "Outbound calls").
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1' }
    const receiver = await startHangingReceiver()
    closing.push(receiver.close)
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    closing.push(() => db.end())

    const first = await startChild(env)
    running.push(first.server)
    let token = (await first.http.login('merchant@niaga.test')).access_token
    expect(
      (
        await first.http.call('PUT', '/payment-services/merchant-callback-data/endpoint', {
          token,
          body: { url: receiver.url },
        })
      ).body.response_code,
    ).toBe(2000)

    // A payment paid through the sandbox bank page: its payment.paid event is posted by the job runner.
    // The payment helpers of the API tests, over HTTP to the server process.
    const api = first.http as unknown as Api
    const { bill } = await makeBill(api, token, '48.00')
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'Maybank2u'))
    expect(started.body.response_code).toBe(2000)
    expect((await choose(api, started.body.data.transaction_invoice_no, 'approve')).status).toBeLessThan(400)

    const eventId = await receiver.firstArrived
    await killHard(first.server)

    const [job] = (
      await db.query<{ id: string; status: string; attempts: number; event_id: string }>(
        `select id, status, attempts, payload->>'event_id' as event_id from jobs where kind = 'webhook_delivery'`,
      )
    ).rows
    // The killed attempt: claimed, under its lease, never recorded as delivered.
    expect(job).toMatchObject({ status: 'running', attempts: 1, event_id: eventId })
    expect(
      (await db.query('select 1 from callback_deliveries where event_id = $1', [eventId])).rowCount,
    ).toBe(0)

    const second = await startChild(env)
    running.push(second.server)
    token = (await second.http.login('merchant@niaga.test')).access_token
    // The dead claim's lease (60 s on the server clock) has to run out before the job is taken again.
    expect(
      (await second.http.call('POST', '/sandbox/clock/advance', { token, body: { seconds: 61 } })).body
        .response_code,
    ).toBe(2000)
    token = (await second.http.login('merchant@niaga.test')).access_token

    await until(
      () => receiver.acknowledged,
      (ids) => ids.includes(eventId),
      'the redelivery',
    )
    // A few more runner rounds: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(receiver.acknowledged).toEqual([eventId])
    const detail = (
      await second.http.call<WebhookEventDetail>('GET', `/webhook-events/${eventId}`, { token })
    ).body.data
    expect(detail).toMatchObject({ type: 'payment.paid', state: 'delivered', attempts: 1 })
    expect(detail.deliveries).toEqual([
      expect.objectContaining({ url: receiver.url, attempt: 2, status_code: 200, success: true }),
    ])
    expect((await db.query(`select status from jobs where id = $1`, [job!.id])).rows).toEqual([
      { status: 'done' },
    ])
  })
})
