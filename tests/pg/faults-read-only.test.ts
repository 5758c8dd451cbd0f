// Faults (docs/operations.md, "Faults"): the database turns read-only (default_transaction_read_only, as on a
// replica or during maintenance). Every write answers a clear 5032 envelope and leaves nothing behind (not
// even an Idempotency-Key claim); reads keep working; once the database is writable again, so is the API.
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, paymentTransactions } from '../../server/db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Customer } from '../../src/contract/customers.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api, type ApiResponse } from '../support/api-harness.ts'
import { databaseName } from '../support/faults.ts'
import { ledgerProblems } from '../support/ledger-invariants.ts'
import { makeBill, serviceId, startPay } from '../support/payments.ts'

let api: Api
let admin: pg.Client
let database: string
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  database = await databaseName(api)
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
})
afterAll(async () => {
  await admin.query(`alter database ${database} reset default_transaction_read_only`)
  await admin.end()
  await api.close()
})

/** Sets the database's default, then ends the app's connections so the pool opens new ones that have it. */
async function setReadOnly(on: boolean) {
  await admin.query(`alter database ${database} set default_transaction_read_only = ${on ? 'on' : 'off'}`)
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  )
  // The pool hears each of its idle connections close and drops it.
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    )
    if (rows[0]!.n === 0) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await new Promise((resolve) => setTimeout(resolve, 100))
}

function expectReadOnly(res: ApiResponse) {
  expect(res.status).toBe(503)
  expect(res.body).toMatchObject({
    response_code: ResponseCode.DATABASE_READ_ONLY,
    data: null,
    description: 'The database is read-only right now, so nothing was saved. Reading still works.',
  })
}

const customers = async () =>
  (await api.call<ListData<Customer>>('GET', '/customers?limit=500', { token })).body

describe('a read-only database', () => {
  it('refuses writes with 5032, keeps reads working, and writes again once writable', async () => {
    const before = await customers()
    expect(before.response_code).toBe(ResponseCode.SUCCESS)
    const { bill } = await makeBill(api, token, '19.00')
    const service = await serviceId(api, bill.uuid, 'Maybank2u')

    await setReadOnly(true)
    expectReadOnly(
      await api.call('POST', '/customers', {
        token,
        body: { name: 'Aminah Read', email: 'aminah@example.my' },
      }),
    )
    expectReadOnly(await startPay(api, bill, service, { key: 'read-only-pay-0001' }))
    // Reads: the list is what it was, and the balance still answers.
    expect(await customers()).toEqual(before)
    expect((await api.call('GET', '/accounts/merchant/balance', { token })).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )

    await setReadOnly(false)
    expect(
      await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'read-only-pay-0001')),
    ).toEqual([])
    expect(
      await api.db.select().from(paymentTransactions).where(eq(paymentTransactions.bill_id, bill.id)),
    ).toEqual([])
    const created = await api.call<Customer>('POST', '/customers', {
      token,
      body: { name: 'Aminah Read', email: 'aminah@example.my' },
    })
    expect(created.body).toMatchObject({ response_code: ResponseCode.SUCCESS, data: { name: 'Aminah Read' } })
    expect((await startPay(api, bill, service, { key: 'read-only-pay-0001' })).body.response_code).toBe(
      ResponseCode.SUCCESS,
    )
    expect(
      await api.db.select().from(paymentTransactions).where(eq(paymentTransactions.bill_id, bill.id)),
    ).toHaveLength(1)
    expect(await ledgerProblems(api)).toEqual([])
  })
})
