// Faults (docs/operations.md, "Faults"): the PostgreSQL connection of a payment, a checkout and a payout is
// killed (pg_terminate_backend) while its transaction is open, with all its work written but not committed.
// The client gets a clear 5030 envelope at once, nothing of the request is left in the database, the pool
// recovers, and the client's retry with the same Idempotency-Key completes exactly once.
import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  idempotencyKeys,
  ledgerEntries,
  orders,
  paymentTransactions,
  payouts,
} from '../../server/db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { PublicOrder } from '../../src/contract/storefront.ts'
import type { Payout } from '../../src/contract/payouts.ts'
import { startApi, type Api, type ApiResponse } from '../support/api-harness.ts'
import { databaseName } from '../support/faults.ts'
import { accountIdOf, checkoutBody, insertProduct, openShop, stockOf } from '../support/catalogue-rows.ts'
import { ledgerProblems } from '../support/ledger-invariants.ts'
import { balanceSen, verifiedBankAccount } from '../support/money-out.ts'
import { makeBill, serviceId, startPay } from '../support/payments.ts'

const LOCK = 1616

let api: Api
let admin: pg.Client
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  // A second, independent connection to the same database: it holds the lock and kills the app's backend.
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${await databaseName(api)}`
  admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  // Storing the answer is the last statement of an idempotent request's transaction: by then every row of its
  // work is written. The trigger makes that statement wait for an advisory lock the admin connection holds.
  await admin.query(`create function niaga_test_wait() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock(${LOCK}); return new; end $$`)
  await admin.query(`create trigger niaga_test_wait before update on idempotency_keys
    for each row when (new.response_code is not null) execute function niaga_test_wait()`)
})
afterAll(async () => {
  await admin.end()
  await api.close()
})

/**
 * Sends `request` and, once its transaction is waiting at the answer with all its work written, terminates
 * its backend. Answers the request's response and the pid it ran on.
 */
async function killedMidTransaction<T>(request: () => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
  await admin.query('select pg_advisory_lock($1)', [LOCK])
  let pending: Promise<ApiResponse<T>> | undefined
  try {
    pending = request()
    let pid: number | undefined
    for (let i = 0; i < 200 && pid === undefined; i++) {
      const waiting = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory' and xact_start is not null`,
      )
      pid = waiting.rows[0]?.pid
      if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 25))
    }
    if (pid === undefined) throw new Error('the request never reached the end of its transaction')
    const killed = await admin.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid])
    expect(killed.rows[0]!.ok).toBe(true)
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [LOCK])
  }
  return pending
}

function expectRetryable(res: ApiResponse) {
  expect(res.status).toBe(503)
  expect(res.body).toMatchObject({
    response_code: ResponseCode.DATABASE_UNAVAILABLE,
    description:
      'The database connection was lost before this request finished. Please retry: with the same Idempotency-Key it is done exactly once.',
    data: { retry_after: 1 },
  })
}

async function keysFor(key: string) {
  return api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
}

async function expectSound() {
  expect(await ledgerProblems(api)).toEqual([])
  // The pool replaced the killed connection: several calls at once all work.
  const reads = await Promise.all(
    Array.from({ length: 12 }, () => api.call('GET', '/accounts/merchant/balance', { token })),
  )
  expect(reads.map((r) => r.body.response_code)).toEqual(reads.map(() => ResponseCode.SUCCESS))
}

describe('a PostgreSQL connection killed mid-transaction', () => {
  it('paying a bill: no transaction is left; the retry starts exactly one', async () => {
    const { bill } = await makeBill(api, token, '42.00')
    const service = await serviceId(api, bill.uuid, 'Maybank2u')
    const ofBill = () =>
      api.db.select().from(paymentTransactions).where(eq(paymentTransactions.bill_id, bill.id))
    const pay = () => startPay(api, bill, service, { key: 'fault-pay-0001' })

    expectRetryable(await killedMidTransaction(pay))
    expect(await ofBill()).toHaveLength(0)
    expect(await keysFor('fault-pay-0001')).toHaveLength(0)
    await expectSound()

    const retried = await pay()
    expect(retried.body).toMatchObject({ response_code: ResponseCode.SUCCESS })
    const again = await pay()
    expect(again.body.data.transaction_invoice_no).toBe(retried.body.data.transaction_invoice_no)
    expect((await ofBill()).map((t) => t.transaction_invoice_no)).toEqual([
      retried.body.data.transaction_invoice_no,
    ])
    await expectSound()
  })

  it('a storefront checkout: no order and no stock taken; the retry places exactly one order', async () => {
    const accountId = await accountIdOf(api, 'merchant@niaga.test')
    const product = await insertProduct(api, accountId, { title: 'Kuih lapis', price_sen: 1200, stock: 4 })
    const shop = await openShop(api, token, [product.id])
    const body = checkoutBody(product.id, shop.rates.light.id, 2)
    const checkout = () =>
      api.call<PublicOrder>('POST', `/stores/public/store-${shop.store.id}/orders`, {
        body,
        headers: { 'idempotency-key': 'fault-checkout-0001' },
      })
    const ordersOfStore = () =>
      api.db.select({ order_no: orders.order_no }).from(orders).where(eq(orders.store_id, shop.store.id))

    expectRetryable(await killedMidTransaction(checkout))
    expect(await ordersOfStore()).toHaveLength(0)
    expect(await stockOf(api, product.id)).toBe(4)
    expect(await keysFor('fault-checkout-0001')).toHaveLength(0)
    await expectSound()

    const retried = await checkout()
    expect(retried.body).toMatchObject({
      response_code: ResponseCode.SUCCESS,
      data: { status: 'pending_payment', subtotal: '24.00' },
    })
    const again = await checkout()
    expect(again.body.data.order_no).toBe(retried.body.data.order_no)
    expect(await ordersOfStore()).toEqual([{ order_no: retried.body.data.order_no }])
    expect(await stockOf(api, product.id)).toBe(2)
    await expectSound()
  })

  it('a payout: no payout and no ledger posting is left; the retry pays out exactly once', async () => {
    const bank = await verifiedBankAccount(api, token)
    const accountId = await accountIdOf(api, 'merchant@niaga.test')
    const body = { bank_account_id: bank.id, amount: '25.00' }
    const payout = () =>
      api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
        token,
        body,
        headers: { 'idempotency-key': 'fault-payout-0001' },
      })
    const payoutsOfAccount = () =>
      api.db.select({ id: payouts.id }).from(payouts).where(eq(payouts.account_id, accountId))
    const entries = async () =>
      (
        await api.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.account_id, accountId))
      )[0]!.n
    const before = {
      payouts: await payoutsOfAccount(),
      entries: await entries(),
      balance: await balanceSen(api, token),
    }

    expectRetryable(await killedMidTransaction(payout))
    expect(await payoutsOfAccount()).toEqual(before.payouts)
    expect(await entries()).toBe(before.entries)
    expect(await balanceSen(api, token)).toEqual(before.balance)
    expect(await keysFor('fault-payout-0001')).toHaveLength(0)
    await expectSound()

    const retried = await payout()
    expect(retried.body).toMatchObject({
      response_code: ResponseCode.SUCCESS,
      data: { status: 'requested', amount: '25.00' },
    })
    const again = await payout()
    expect(again.body.data.id).toBe(retried.body.data.id)
    expect(await payoutsOfAccount()).toEqual(
      expect.arrayContaining([...before.payouts, { id: retried.body.data.id }]),
    )
    expect(await payoutsOfAccount()).toHaveLength(before.payouts.length + 1)
    expect((await balanceSen(api, token)).available).toBeLessThan(before.balance.available)
    await expectSound()
  })
})
