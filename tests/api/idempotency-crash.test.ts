// Idempotency that survives a crash: whether the work fails half-way or the server process dies
// mid-request, a retry with the same Idempotency-Key completes, and exactly once (one order, one payment).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentTransactions } from '../../server/db/schema/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type {
  DeliveryOption,
  PublicOrder,
  PublicProduct,
  PublicStore,
} from '../../src/contract/storefront.ts'
import { freshPostgresUrl, startApi, type Api } from '../support/api-harness.ts'
import {
  accountIdOf,
  checkoutBody,
  insertProduct,
  openShop,
  SELANGOR,
  stockOf,
} from '../support/catalogue-rows.ts'
import { makeBill, serviceId, startPay } from '../support/payments.ts'
import { startServerProcess, type ServerProcess } from '../support/server-process.ts'

// A failure injected after the work is done: storing the answer raises, as a lost connection or a full
// disk would. Everything the request did must then be undone, or its retry would do it a second time.
async function failStoringAnswers(api: Api) {
  await api.db.execute(
    sql.raw(`create or replace function niaga_test_fail() returns trigger language plpgsql as $$
    begin raise exception 'injected failure while storing the answer'; end $$`),
  )
  await api.db.execute(
    sql.raw(`create trigger niaga_test_fail before update on idempotency_keys
    for each row when (new.response_code is not null) execute function niaga_test_fail()`),
  )
}
const stopFailing = (api: Api) => api.db.execute(sql.raw('drop trigger niaga_test_fail on idempotency_keys'))

describe('the work fails half-way', () => {
  let api: Api
  let m1: string
  beforeAll(async () => {
    api = await startApi()
    m1 = (await api.login('merchant@niaga.test')).access_token
  })
  afterAll(() => api.close())

  it('checkout: the failed attempt leaves nothing; the retry places one order and takes stock once', async () => {
    const product = await insertProduct(api, await accountIdOf(api, 'merchant@niaga.test'), {
      title: 'Dodol',
      price_sen: 1500,
      stock: 5,
    })
    const shop = await openShop(api, m1, [product.id])
    const body = checkoutBody(product.id, shop.rates.light.id, 1)
    const send = () =>
      api.call<PublicOrder>('POST', `/stores/public/store-${shop.store.id}/orders`, {
        body,
        headers: { 'idempotency-key': 'crash-checkout-0001' },
      })

    await failStoringAnswers(api)
    const failed = await send()
    await stopFailing(api)
    expect(failed.body.response_code).toBe(ResponseCode.UNEXPECTED_ERROR)
    expect(await stockOf(api, product.id)).toBe(5)

    const retried = await send()
    // RM 15.00 of dodol and RM 8.00 for the light rate of the test shop.
    expect(retried.body).toMatchObject({
      response_code: 2000,
      data: { status: 'pending_payment', subtotal: '15.00', shipping: '8.00', total: '23.00' },
    })
    const again = await send()
    expect(again.body.data.order_no).toBe(retried.body.data.order_no)
    const orders = await api.call<ListData<{ order_no: string }>>(
      'GET',
      `/orders?store_id=${shop.store.id}`,
      { token: m1 },
    )
    expect(orders.body.data.list.data.map((o) => o.order_no)).toEqual([retried.body.data.order_no])
    expect(await stockOf(api, product.id)).toBe(4)
  })

  it('paying a bill: the failed attempt leaves no transaction; the retry starts exactly one', async () => {
    const { bill } = await makeBill(api, m1, '33.00')
    const service = await serviceId(api, bill.uuid, 'Maybank2u')
    const transactionsOfBill = () =>
      api.db.select().from(paymentTransactions).where(eq(paymentTransactions.bill_id, bill.id))

    await failStoringAnswers(api)
    const failed = await startPay(api, bill, service, { key: 'crash-pay-0001' })
    await stopFailing(api)
    expect(failed.body.response_code).toBe(ResponseCode.UNEXPECTED_ERROR)
    expect(await transactionsOfBill()).toHaveLength(0)

    const retried = await startPay(api, bill, service, { key: 'crash-pay-0001' })
    expect(retried.body.response_code).toBe(2000)
    const again = await startPay(api, bill, service, { key: 'crash-pay-0001' })
    expect(again.body.data.transaction_invoice_no).toBe(retried.body.data.transaction_invoice_no)
    expect((await transactionsOfBill()).map((t) => t.transaction_invoice_no)).toEqual([
      retried.body.data.transaction_invoice_no,
    ])
  })
})

describe('the server process is killed mid-request', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'niaga-crash-'))
  const running: ServerProcess[] = []
  afterAll(async () => {
    await Promise.all(running.map((server) => server.kill('SIGKILL')))
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(
    'a checkout held inside its transaction, then SIGKILL: after a restart the retry places one order',
    { timeout: 120_000 },
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL
      // DATA_DIR also holds the sandbox acquirer's key pair, so PostgreSQL runs get it too.
      const where: Record<string, string> = adminUrl
        ? { DATABASE_URL: await freshPostgresUrl(adminUrl), DATA_DIR: dataDir }
        : { DATA_DIR: dataDir }
      const first = await startServerProcess({ ...where, TEST_HANG_AT: 'idempotent-work' })
      running.push(first)

      const store = (await first.call<PublicStore>('GET', '/storespublic/niaga-demo')).body.data
      const products = (
        await first.call<ListData<PublicProduct>>('GET', `/stores/public/product-${store.id}`)
      ).body.data.list.data
      const product = products.find((p) => p.in_stock && !p.product_variant_enable)!
      const quote = await first.call<{ options: DeliveryOption[] }>(
        'POST',
        '/courier/merchant/delivery-price-check',
        {
          body: {
            store_id: store.id,
            state_id: SELANGOR,
            weight: product.weight ?? 1,
            subtotal: product.price,
          },
        },
      )
      const body = checkoutBody(product.id, quote.body.data.options[0]!.rate_id, 1)
      const checkout = (server: ServerProcess) =>
        server.call<PublicOrder>('POST', `/stores/public/store-${store.id}/orders`, {
          body,
          headers: { 'idempotency-key': 'crash-kill-0001' },
        })
      const ordersOf = async (server: ServerProcess) => {
        const token = (
          await server.call<{ access_token: string }>('POST', '/auth/access-token-viu', {
            body: { username: 'merchant@niaga.test', password: 'Sandbox#2026' },
          })
        ).body.data.access_token
        const list = await server.call<ListData<{ order_no: string }>>(
          'GET',
          `/orders?store_id=${store.id}&limit=500`,
          { token },
        )
        return { token, orders: list.body.data.list.data.map((o) => o.order_no) }
      }
      const before = (await ordersOf(first)).orders

      const held = checkout(first).catch((error: unknown) => error)
      await first.waitForOutput(/"hang point reached".*"point":"idempotent-work"/)
      await first.kill('SIGKILL')
      expect(await held).toBeInstanceOf(Error)

      const second = await startServerProcess(where)
      running.push(second)
      // The dead request's claim holds the key until its lease runs out, then a retry takes it over.
      const early = await checkout(second)
      expect(early.body.response_code).toBe(ResponseCode.IDEMPOTENCY_IN_PROGRESS)
      const { retry_after } = early.body.data as unknown as { retry_after: number }
      expect(retry_after).toBeGreaterThanOrEqual(1)
      expect(retry_after).toBeLessThanOrEqual(30)
      const { token } = await ordersOf(second)
      expect(
        (await second.call('POST', '/sandbox/clock/advance', { token, body: { seconds: retry_after } })).body
          .response_code,
      ).toBe(2000)

      const retried = await checkout(second)
      expect(retried.body).toMatchObject({ response_code: 2000, data: { status: 'pending_payment' } })
      const replayed = await checkout(second)
      expect(replayed.body.data.order_no).toBe(retried.body.data.order_no)
      const after = (await ordersOf(second)).orders
      expect(after.filter((no) => !before.includes(no))).toEqual([retried.body.data.order_no])
    },
  )
})
