// Several processes on one PostgreSQL (docs/operations.md, "Several processes"): two API processes and a job
// runner, each the real server/index.ts, share one database. What one process writes the other answers; each
// callback is delivered once and each payout made once however the requests are spread; limits count the
// calls to both; a moved sandbox clock moves every process.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { CallbackDelivery, PaymentRecord } from '../../src/contract/payments.ts'
import type { Payout } from '../../src/contract/payouts.ts'
import type { SandboxClockView } from '../../src/contract/sandbox-clock.ts'
import { freshPostgresUrl, type Api } from '../support/api-harness.ts'
import { until } from '../support/faults.ts'
import { verifiedBankAccount } from '../support/money-out.ts'
import { readLiveStream } from '../support/live-stream.ts'
import { choose, makeBill, receipt, serviceId, startPay, startReceiver } from '../support/payments.ts'
import { freePort, httpApi, startServerProcess, type ServerProcess } from '../support/server-process.ts'

const processes: ServerProcess[] = []
let dataDir: string
let a: Api
let b: Api
let token: string

beforeAll(async () => {
  const databaseUrl = await freshPostgresUrl(process.env.TEST_DATABASE_URL!)
  dataDir = mkdtempSync(join(tmpdir(), 'niaga-multi-'))
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'multi-process-secret-multi-process-secret',
    SANDBOX: '1',
    SEED: '1',
    OUTBOUND_PRIVATE_ADDRESSES: 'allow',
  }
  // The job runner migrates and seeds first; the API processes start on the migrated database.
  processes.push(await startServerProcess({ ...env, SERVER_ROLE: 'jobs' }, /job runner is running/))
  const ports = [await freePort(), await freePort()]
  processes.push(
    ...(await Promise.all(
      ports.map((port) =>
        startServerProcess({ ...env, SERVER_ROLE: 'api', PORT: String(port) }, /is running at/),
      ),
    )),
  )
  a = httpApi(`http://127.0.0.1:${ports[0]}`) as unknown as Api
  b = httpApi(`http://127.0.0.1:${ports[1]}`) as unknown as Api
  token = (await a.login('merchant@niaga.test')).access_token
}, 240_000)

afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()))
  rmSync(dataDir, { recursive: true, force: true })
})

describe('two API processes and a job runner on one PostgreSQL', () => {
  it('a payment made on one process is confirmed on the other, and its callback is delivered once', async () => {
    const receiver = await startReceiver()
    try {
      // The merchant's session, made on A, works on B: sessions live in the database.
      const { bill } = await makeBill(b, token, '42.00', { callback_url: receiver.url })
      const started = await startPay(a, bill, await serviceId(a, bill.uuid, 'Maybank2u'))
      expect(started.body.response_code).toBe(ResponseCode.SUCCESS)
      const transactionNo = started.body.data.transaction_invoice_no
      await choose(a, transactionNo, 'approve')
      const paid = await receipt(b, transactionNo)
      expect(paid).toMatchObject({ status: 'paid', amount: '42.00' })

      // The job runner, a third process, delivers the callback; none of the API processes does it again.
      await until(
        () => receiver.received.length,
        (n) => n >= 1,
        'the callback',
      )
      await new Promise((resolve) => setTimeout(resolve, 3000))
      expect(receiver.received).toHaveLength(1)
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
        event: 'payment.paid',
        invoice_no: bill.invoice_no,
        status: 'paid',
      })
      const list = await a.call<{ list: { data: PaymentRecord[] } }>(
        'GET',
        `/payment-records?search=${bill.invoice_no}`,
        { token },
      )
      const id = list.body.data.list.data[0]!.id
      const detail = await b.call<{ callbacks: CallbackDelivery[] }>('GET', `/payment-records/${id}`, {
        token,
      })
      expect(detail.body.data.callbacks).toEqual([expect.objectContaining({ success: true, attempt: 1 })])
    } finally {
      await receiver.close()
    }
  })

  it('a payment paid through one process reaches a console streaming from the other, and only its own', async () => {
    const other = (await a.login('merchant2@niaga.test')).access_token
    const open = async (bearer: string) =>
      readLiveStream(
        await b.app.request('/api/v1/live/events', { headers: { authorization: `Bearer ${bearer}` } }),
      )
    const mine = await open(token)
    const theirs = await open(other)
    try {
      await mine.next((message) => message.event === 'ready')
      await theirs.next((message) => message.event === 'ready')
      const { bill } = await makeBill(a, token, '18.00')
      const started = await startPay(a, bill, await serviceId(a, bill.uuid, 'Maybank2u'))
      await choose(a, started.body.data.transaction_invoice_no, 'approve')
      const heard = await mine.next((message) => message.event === 'payment.paid')
      expect(JSON.parse(heard.data)).toMatchObject({ data: { invoice_no: bill.invoice_no, amount: '18.00' } })
      // The second merchant's own payment, after the first's: heard on its stream alone.
      const { bill: theirBill } = await makeBill(a, other, '7.00')
      const theirPay = await startPay(a, theirBill, await serviceId(a, theirBill.uuid, 'Maybank2u'))
      await choose(a, theirPay.body.data.transaction_invoice_no, 'approve')
      await theirs.next((message) => message.event === 'payment.paid')
      expect(theirs.messages.map((message) => message.event)).toEqual(['ready', 'payment.paid'])
      expect(theirs.messages.some((message) => message.data.includes(bill.invoice_no))).toBe(false)
    } finally {
      await mine.close()
      await theirs.close()
    }
  })

  it('one payout request sent to both processes at once makes one payout', async () => {
    const bank = await verifiedBankAccount(a, token)
    const send = (api: Api) =>
      api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
        token,
        body: { bank_account_id: bank.id, amount: '15.00' },
        headers: { 'idempotency-key': 'multi-process-payout-1' },
      })
    const answers = await Promise.all([send(a), send(b), send(a), send(b)])
    const made = answers.filter((res) => res.body.response_code === ResponseCode.SUCCESS)
    // Each is the one payout, or told that the same request is still being made; never a second payout.
    for (const res of answers)
      expect([ResponseCode.SUCCESS, ResponseCode.IDEMPOTENCY_IN_PROGRESS]).toContain(res.body.response_code)
    expect(made.length).toBeGreaterThanOrEqual(1)
    expect(new Set(made.map((res) => res.body.data.invoice_no)).size).toBe(1)
    const listed = await b.call<{ list: { data: Payout[] } }>('GET', '/payout-records?limit=100', { token })
    expect(
      listed.body.data.list.data.filter((payout) => payout.invoice_no === made[0]!.body.data.invoice_no),
    ).toHaveLength(1)
    // A retry after the first answered, to either process, answers the same payout.
    const retried = await send(b)
    expect(retried.body.data.invoice_no).toBe(made[0]!.body.data.invoice_no)
  })

  it('login limits count the failures sent to both processes', async () => {
    const wrong = (api: Api, i: number) =>
      api.call('POST', '/auth/merchant-access-token', {
        body: { username: 'merchant2@niaga.test', password: `Wrong#${i}` },
      })
    // Five failures, alternating: neither process saw five, together they did.
    for (let i = 0; i < 5; i++)
      expect((await wrong(i % 2 ? b : a, i)).body.response_code).toBe(ResponseCode.LOGIN_FAILED)
    const locked = await a.call('POST', '/auth/merchant-access-token', {
      body: { username: 'merchant2@niaga.test', password: 'Sandbox#2026' },
    })
    expect(locked.body.response_code).toBe(ResponseCode.TOO_MANY_REQUESTS)
    const lockedToo = await b.call('POST', '/auth/merchant-access-token', {
      body: { username: 'merchant2@niaga.test', password: 'Sandbox#2026' },
    })
    expect(lockedToo.body.response_code).toBe(ResponseCode.TOO_MANY_REQUESTS)
  })

  it('the sandbox clock moved through one process moves the other', async () => {
    const before = await b.call<SandboxClockView>('GET', '/sandbox/clock', { token })
    const moved = await a.call<SandboxClockView>('POST', '/sandbox/clock/advance', {
      token,
      body: { seconds: 86_400 },
    })
    expect(moved.body.response_code).toBe(ResponseCode.SUCCESS)
    token = moved.body.token!
    const after = await until(
      async () =>
        (await b.call<SandboxClockView>('GET', '/sandbox/clock', { token })).body.data.offset_seconds,
      (offset) => offset >= before.body.data.offset_seconds + 86_400 - 5,
      'the other process’s clock',
    )
    expect(after).toBeLessThan(before.body.data.offset_seconds + 86_400 + 60)
  })
})
