// Property-based bad input on every money-out endpoint: bodies, query strings, path segments and
// Idempotency-Keys of any shape get an envelope, never a 5xx; money moves only on a 2000 answer (the
// ledger invariants are checked after each test, and the balances here).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BankAccount } from '../../src/contract/banks.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { anyBody, expectEnvelopesForAnyText, itRefusesAnyInput } from '../support/bad-input.ts'
import { balanceSen, paidPayment, verifiedBankAccount } from '../support/money-out.ts'

let api: Api
let token: string
let bank: BankAccount
let invoiceNo: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  bank = await verifiedBankAccount(api, token)
  invoiceNo = (await paidPayment(api, token, '42.00')).record.invoice_no
})
afterAll(() => api.close())

const RUNS = 25
const FIELDS = [
  'bank_code',
  'account_number',
  'holder_name',
  'record_status_id',
  'bank_account_id',
  'amount',
  'payout_service_id',
  'invoice_no',
  'bill_id',
  'reason',
  'channel',
  'paused',
  'reserve_percent',
] as const
// Real ids and values mixed in, so the fuzzer also reaches past validation into the rules.
const nearValid = fc.constantFrom<unknown>(
  '10.00',
  '0.01',
  '9999999.99',
  -1,
  Number.MAX_VALUE,
  'MBBEMYKL',
  '1111222233',
  'fpx',
  true,
  null,
  '',
)

describe('money-out endpoints with arbitrary JSON bodies', () => {
  // Names are static; paths are read when the test runs, after beforeAll made the records.
  const fixed = (method: string, path: string) => [method, () => path, path] as const
  itRefusesAnyInput(
    [
      fixed('POST', '/banks'),
      ['PUT', () => `/banks/${bank.id}`, '/banks/{id}'],
      fixed('POST', '/payment-services/switch/verify-bank-account'),
      fixed('POST', '/payment-services/merchant/calculate-settlement-fee'),
      fixed('POST', '/payment-services/switch/create-self-settlement-invoice'),
      fixed('PUT', '/accounts/merchant/settlement-channel-toggle?channel_id=fpx'),
      fixed('PUT', '/accounts/merchant/confident-ratio-setting'),
      fixed('POST', '/payment-services/switch/create-payout-invoice'),
      fixed('POST', '/crm-reporting/merchant/payout-status'),
      fixed('POST', '/void-sale-records/merchant/void-record'),
      fixed('POST', '/void-sale-records/merchant/void-record-based-bill-id'),
      fixed('POST', '/payment-services/switch/create-void-sale-payout-refund'),
    ],
    {
      inputs: () => fc.tuple(anyBody(FIELDS, nearValid), fc.option(fc.string({ maxLength: 140 }))),
      send: ([body, key], [method, path]) =>
        api.call(method, path(), { body, token, headers: key === null ? {} : { 'idempotency-key': key } }),
      state: () => balanceSen(api, token),
      runs: RUNS,
    },
  )

  it('the payment the fuzzer could reach is still whole: paid or voided, never half of either', async () => {
    const res = await api.call<{ list: { data: { status: string; refunded: string }[] } }>(
      'GET',
      `/payment-records?search=${invoiceNo}`,
      { token },
    )
    const [record] = res.body.data.list.data
    expect(['paid', 'voided']).toContain(record!.status)
    expect(record!.refunded).toBe('0.00')
  })
})

describe('money-out lists and reports with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ['GET', `/banks?skip=${q}&limit=${q}&search=${q}`],
        ['GET', `/banks/${q || 'x'}`],
        ['GET', `/settlement-records?channel=${q}&status=${q}&kind=${q}&start_date=${q}&end_date=${q}`],
        ['POST', `/settlement-records?search=${q}&order=${q}`],
        ['GET', `/settlement-records/${q || 'x'}`],
        ['GET', `/payout-records?status=${q}&sort=${q}&start_date=${q}`],
        ['POST', `/payout-records?search=${q}&limit=${q}`],
        ['GET', `/payout-records/${q || 'x'}`],
        ['GET', `/void-sale-records?kind=${q}&end_date=${q}&search=${q}`],
        ['GET', `/payment-services/switch/list-payout-services/${q || 'x'}`],
        ['PUT', `/accounts/merchant/settlement-channel-toggle?channel_id=${q}`],
        ['POST', `/reports/merchant/payout-report-range-date?start_date=${q}&end_date=${q}`],
      ],
      { token, runs: RUNS },
    )
  })
})
