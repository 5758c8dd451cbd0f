// A payout whose completion is cut off by SIGKILL (inside its database transaction, after the ledger
// posting, before commit) completes exactly once after a restart: the dead transaction left nothing, and
// the job is taken over once its lease runs out.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { BankAccount } from '../../src/contract/banks.ts'
import type { Payout, PayoutTimeline } from '../../src/contract/payouts.ts'
import { CHANNELS } from '../../src/contract/payments.ts'
import type { Balance } from '../../src/contract/settlements.ts'
import { myrToSen } from '../../src/lib/money.ts'
import { freshPostgresUrl } from '../support/api-harness.ts'
import { startServerProcess, type ServerProcess } from '../support/server-process.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'niaga-payout-crash-'))
const running: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(running.map((server) => server.kill('SIGKILL')))
  rmSync(dataDir, { recursive: true, force: true })
})

const login = async (server: ServerProcess) =>
  (
    await server.call<{ access_token: string }>('POST', '/auth/access-token-viu', {
      body: { username: 'merchant@niaga.test', password: 'Sandbox#2026' },
    })
  ).body.data.access_token
const balance = async (server: ServerProcess, token: string) => {
  const b = (await server.call<Balance>('GET', '/accounts/merchant/balance', { token })).body.data
  return { available: myrToSen(b.available), in_transit: myrToSen(b.in_transit) }
}
const statusOf = async (server: ServerProcess, token: string, id: string) =>
  (await server.call<PayoutTimeline>('GET', `/payout-records/${id}`, { token })).body.data

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('a server killed while a payout completes', () => {
  it('pays it exactly once after the restart', { timeout: 120_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL
    const where: Record<string, string> = adminUrl
      ? { DATABASE_URL: await freshPostgresUrl(adminUrl), DATA_DIR: dataDir }
      : { DATA_DIR: dataDir }
    const first = await startServerProcess({ ...where, TEST_HANG_AT: 'payout-complete' })
    running.push(first)
    let token = await login(first)
    const bank = (
      await first.call<BankAccount>('POST', '/banks', {
        token,
        body: { bank_code: 'MBBEMYKL', account_number: '1111222233', holder_name: 'Niaga Demo Sdn Bhd' },
      })
    ).body.data
    await first.call('POST', '/payment-services/switch/verify-bank-account', {
      token,
      body: { bank_account_id: bank.id },
    })
    // The server runs on the wall clock: pause scheduled settlement so a 10:00 MYT run inside the advances
    // below cannot move the balance this test measures.
    for (const channel of CHANNELS) {
      const paused = await first.call(
        'PUT',
        `/accounts/merchant/settlement-channel-toggle?channel_id=${channel}`,
        { token, body: { paused: true } },
      )
      expect(paused.status).toBe(200)
    }
    const before = await balance(first, token)
    const payout = (
      await first.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
        token,
        body: { bank_account_id: bank.id, amount: '20.00' },
        headers: { 'idempotency-key': 'crash-payout-0001' },
      })
    ).body.data
    expect(payout.status).toBe('requested')
    await until(
      () => statusOf(first, token, payout.id),
      (t) => t.payout.status === 'processing',
      'processing',
    )

    // Past the DuitNow processing time: completing the payout reaches the hang point inside its transaction.
    const advanced = first
      .call('POST', '/sandbox/clock/advance', { token, body: { seconds: 301 } })
      .catch((error: unknown) => error)
    await first.waitForOutput(/"hang point reached".*"point":"payout-complete"/)
    await first.kill('SIGKILL')
    await advanced

    const second = await startServerProcess(where)
    running.push(second)
    token = await login(second)
    const after = await statusOf(second, token, payout.id)
    expect(after.payout.status).toBe('processing') // the killed transaction left nothing behind
    expect(await balance(second, token)).toEqual({
      available: before.available - 2100,
      in_transit: before.in_transit + 2000,
    })

    // The restarted clock has lost the first server's offset: move past the job's due time and its lease.
    const moved = await second.call('POST', '/sandbox/clock/advance', { token, body: { seconds: 600 } })
    token = moved.body.token!
    const done = await until(
      () => statusOf(second, token, payout.id),
      (t) => t.payout.status === 'paid',
      'paid',
    )
    expect(done.timeline.map((step) => step.status)).toEqual(['requested', 'processing', 'paid'])
    expect(await balance(second, token)).toEqual({
      available: before.available - 2100,
      in_transit: before.in_transit,
    })
  })
})
