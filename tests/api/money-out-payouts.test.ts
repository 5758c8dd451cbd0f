// Bank accounts and payouts: only a verified account receives money; a payout leaves the available balance
// at once, is paid after its rail's processing time or fails and returns (a reversing ledger transaction);
// Idempotency-Key makes retries safe; two payouts that together exceed the balance cannot both pass.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_BANK_ACCOUNTS, type BankAccount } from '../../src/contract/banks.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { Payout, PayoutService, PayoutTimeline } from '../../src/contract/payouts.ts'
import { senToMyr } from '../../src/lib/money.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { advanceTo, balanceSen, verifiedBankAccount } from '../support/money-out.ts'

let api: Api
let token: string
let other: string
let bank: BankAccount
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  other = (await api.login('merchant2@niaga.test')).access_token
  bank = await verifiedBankAccount(api, token)
})
afterAll(() => api.close())

let keys = 0
const payout = (body: Record<string, unknown>, key = `payout-key-${++keys}`, as = token) =>
  api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
    token: as,
    body,
    headers: { 'idempotency-key': key },
  })
const later = (minutes: number) => new Date(api.clock.now().getTime() + minutes * 60_000).toISOString()

describe('bank accounts', () => {
  const add = (account_number: string, holder_name = 'Niaga Demo Sdn Bhd', as = token) =>
    api.call<BankAccount>('POST', '/banks', {
      token: as,
      body: { bank_code: 'CIBBMYKL', account_number, holder_name },
    })
  const verify = (id: string, as = token) =>
    api.call<BankAccount>('POST', '/payment-services/switch/verify-bank-account', {
      token: as,
      body: { bank_account_id: id },
    })

  it('verifies the sandbox test numbers as documented, and other numbers by the company name', async () => {
    const cases: [string, string, string, RegExp][] = [
      [SANDBOX_BANK_ACCOUNTS.verifies, 'Someone Else', 'verified', /Verified/],
      [SANDBOX_BANK_ACCOUNTS.nameMismatch, 'Niaga Demo Sdn Bhd', 'failed', /^Name mismatch/],
      [SANDBOX_BANK_ACCOUNTS.closed, 'Niaga Demo Sdn Bhd', 'failed', /^Account closed/],
      ['5550001234', 'NIAGA DEMO SDN. BHD.', 'verified', /matches your registered company name/],
      ['5550001235', 'Aisyah Rahman', 'failed', /^Name mismatch/],
    ]
    for (const [number, holder, status, message] of cases) {
      const created = await add(number, holder)
      expect(created.body.data).toMatchObject({
        verified: false,
        verification_status: 'unverified',
        bank_name: 'CIMB Bank',
        account_number_masked: `••••${number.slice(-4)}`,
      })
      const checked = await verify(created.body.data.id)
      expect(checked.body.response_code).toBe(2000)
      expect(checked.body.data.verification_status, number).toBe(status)
      expect(checked.body.data.verification_message).toMatch(message)
    }
  })

  it('a change of number takes the verification away; a duplicate is refused; spaces and dashes are ignored', async () => {
    const created = await add('4440-0012 34')
    expect(created.body.data.account_number).toBe('4440001234')
    await verify(created.body.data.id)
    const renamed = await api.call<BankAccount>('PUT', `/banks/${created.body.data.id}`, {
      token,
      body: { holder_name: 'Niaga Demo Sdn Bhd' },
    })
    expect(renamed.body.data.verified).toBe(true) // nothing that decides where money goes changed
    const moved = await api.call<BankAccount>('PUT', `/banks/${created.body.data.id}`, {
      token,
      body: { account_number: '4440001299' },
    })
    expect(moved.body.data).toMatchObject({
      verified: false,
      verification_status: 'unverified',
      verified_at: null,
    })
    const duplicate = await add('4440001299')
    expect(duplicate.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      data: { breakdown: { account_number: 'This bank account is already on your account' } },
    })
    const bad = await api.call('PUT', `/banks/${created.body.data.id}`, {
      token,
      body: { account_number: '12ab', bank_code: 'NOPE' },
    })
    expect(bad.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(Object.keys((bad.body.data as { breakdown: object }).breakdown).sort()).toEqual([
      'account_number',
      'bank_code',
    ])
  })

  it('another merchant cannot see, change, verify or pay out to them; staff cannot add one', async () => {
    expect((await api.call('GET', `/banks/${bank.id}`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('PUT', `/banks/${bank.id}`, { token: other, body: { holder_name: 'Thief' } })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await verify(bank.id, other)).body.response_code).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await payout({ bank_account_id: bank.id, amount: '10.00' }, 'other-merchant-1', other)).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    const list = await api.call<ListData<BankAccount>>('GET', '/banks', { token: other })
    expect(list.body.data.list.data.map((b) => b.id)).not.toContain(bank.id)
    await api.call('POST', '/users', {
      token,
      body: {
        full_name: 'Staff Two',
        email: 'staff.banks@example.my',
        password: 'Sandbox#2026',
        role_code: 'staff',
      },
    })
    const staff = (await api.login('staff.banks@example.my')).access_token
    expect((await add('7770001111', 'Niaga Demo Sdn Bhd', staff)).body.response_code).toBe(
      ResponseCode.FORBIDDEN,
    )
    expect(
      (await payout({ bank_account_id: bank.id, amount: '10.00' }, 'staff-payout-1', staff)).body
        .response_code,
    ).toBe(ResponseCode.FORBIDDEN)
  })
})

describe('payouts', () => {
  it('lists the payout services of each bank type with their fees', async () => {
    const individual = await api.call<ListData<PayoutService>>(
      'GET',
      '/payment-services/switch/list-payout-services/1',
      { token },
    )
    expect(individual.body.data.list.data.map((s) => [s.payout_service_id, s.name, s.fee])).toEqual([
      [1, 'DuitNow Transfer', '1.00'],
      [2, 'Interbank GIRO (IBG)', '0.20'],
    ])
    const byDefault = await api.call<ListData<PayoutService>>(
      'GET',
      '/payment-services/switch/list-payout-services',
      { token },
    )
    expect(byDefault.body.data.list.data).toEqual(individual.body.data.list.data)
    expect(
      (await api.call('GET', '/payment-services/switch/list-payout-services/3', { token })).body
        .response_code,
    ).toBe(ResponseCode.VALIDATION_FAILED)
  })

  it('is paid after the processing time: the available balance falls by amount plus fee, exactly once', async () => {
    const before = await balanceSen(api, token)
    const res = await payout({ bank_account_id: bank.id, amount: '250.00' }, 'paid-payout-0001')
    expect(res.body).toMatchObject({
      response_code: 2000,
      data: {
        status: 'requested',
        amount: '250.00',
        fee: '1.00',
        total: '251.00',
        payout_service: 'DuitNow Transfer',
      },
    })
    const requested = await balanceSen(api, token)
    expect(requested.available).toBe(before.available - 25100)
    expect(requested.in_transit).toBe(before.in_transit + 25000)
    // A retry with the same key answers the same payout and moves nothing.
    const retry = await payout({ bank_account_id: bank.id, amount: '250.00' }, 'paid-payout-0001')
    expect(retry.body.data.id).toBe(res.body.data.id)
    expect(await balanceSen(api, token)).toEqual(requested)
    expect(
      (await payout({ bank_account_id: bank.id, amount: '251.00' }, 'paid-payout-0001')).body.response_code,
    ).toBe(ResponseCode.CONFLICT)

    token = await advanceTo(api, token, later(1)) // the runner picks it up: processing
    expect(
      (await api.call<PayoutTimeline>('GET', `/payout-records/${res.body.data.id}`, { token })).body.data
        .payout.status,
    ).toBe('processing')
    token = await advanceTo(api, token, later(5))
    const timeline = (
      await api.call<PayoutTimeline>('POST', '/crm-reporting/merchant/payout-status', {
        token,
        body: { invoice_no: res.body.data.invoice_no },
      })
    ).body.data
    expect(timeline.payout.status).toBe('paid')
    expect(timeline.timeline.map((step) => step.status)).toEqual(['requested', 'processing', 'paid'])
    const after = await balanceSen(api, token)
    expect(after.available).toBe(before.available - 25100)
    expect(after.in_transit).toBe(before.in_transit)
  })

  it('a clock moved at once past the processing time finds it paid, at its due time', async () => {
    // Due times come from the request, not from when the job runner happened to reach the payout.
    const res = await payout({ bank_account_id: bank.id, amount: '45.00' })
    expect(res.body.data.status).toBe('requested')
    const requestedAt = Date.parse(res.body.data.requested_at)
    token = await advanceTo(api, token, later(10))
    const timeline = (await api.call<PayoutTimeline>('GET', `/payout-records/${res.body.data.id}`, { token }))
      .body.data
    expect(timeline.payout.status).toBe('paid')
    const at = (status: string) => Date.parse(timeline.timeline.find((s) => s.status === status)!.at)
    expect(at('processing')).toBe(requestedAt)
    expect(at('paid')).toBe(requestedAt + 5 * 60_000) // DuitNow Transfer: paid 5 minutes later
  })

  it('fails at the bank for amounts ending in .13, and the amount and fee come back', async () => {
    const before = await balanceSen(api, token)
    const res = await payout({ bank_account_id: bank.id, amount: '40.13', payout_service_id: 2 })
    expect(res.body.data.fee).toBe('0.20')
    token = await advanceTo(api, token, later(1))
    token = await advanceTo(api, token, later(4 * 60 + 1))
    const timeline = (await api.call<PayoutTimeline>('GET', `/payout-records/${res.body.data.id}`, { token }))
      .body.data
    expect(timeline.payout).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringMatching(/Rejected by the receiving bank/),
    })
    expect(timeline.timeline.map((s) => s.status)).toEqual(['requested', 'processing', 'failed'])
    expect(await balanceSen(api, token)).toEqual(before)
  })

  it('refuses what the rules forbid, with a clear answer', async () => {
    const { available } = await balanceSen(api, token)
    const tooMuch = await payout({ bank_account_id: bank.id, amount: senToMyr(available) })
    expect(tooMuch.body.response_code).toBe(ResponseCode.INSUFFICIENT_BALANCE)
    expect(tooMuch.body.description).toContain(`RM ${senToMyr(available)}`)
    expect((await payout({ bank_account_id: bank.id, amount: '9.99' })).body.data).toMatchObject({
      breakdown: { amount: 'The smallest payout is RM 10.00' },
    })
    const unverified = await api.call<BankAccount>('POST', '/banks', {
      token,
      body: { bank_code: 'PBBEMYKL', account_number: '8880001111', holder_name: 'Niaga Demo Sdn Bhd' },
    })
    expect((await payout({ bank_account_id: unverified.body.data.id, amount: '10.00' })).body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'Verify this bank account before paying out to it',
    })
    const noKey = await api.call('POST', '/payment-services/switch/create-payout-invoice', {
      token,
      body: { bank_account_id: bank.id, amount: '10.00' },
    })
    expect(noKey.body.data).toMatchObject({
      breakdown: { 'Idempotency-Key': expect.stringContaining('Idempotency-Key') },
    })
  })

  it('two payouts that together exceed the available balance: exactly one is accepted', async () => {
    const { available } = await balanceSen(api, token)
    const each = senToMyr(Math.floor(available * 0.6) - (Math.floor(available * 0.6) % 100) + 0)
    const results = await Promise.all([
      payout({ bank_account_id: bank.id, amount: each }),
      payout({ bank_account_id: bank.id, amount: each }),
    ])
    expect(results.map((r) => r.body.response_code).sort()).toEqual([2000, ResponseCode.INSUFFICIENT_BALANCE])
    expect((await balanceSen(api, token)).available).toBeGreaterThanOrEqual(0)
  })

  it('lists payouts with filters, and the report is a real XLSX of the range with typed columns', async () => {
    const list = await api.call<ListData<Payout>>('GET', '/payout-records?status=failed', { token })
    expect(list.body.data.list.data.map((p) => p.amount)).toEqual(['40.13'])
    const posted = await api.call<ListData<Payout>>('POST', '/payout-records?sort=amount&order=asc&limit=2', {
      token,
    })
    expect(posted.body.data.list.total).toBe(4)
    expect(posted.body.data.list.data[0]!.amount).toBe('40.13')
    // The clock has moved days on since the other merchant logged in: a fresh login.
    other = (await api.login('merchant2@niaga.test')).access_token
    expect(
      (await api.call<ListData<Payout>>('GET', '/payout-records', { token: other })).body.data.list.total,
    ).toBe(0)

    const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-')
    const today = day(new Date(api.clock.now().getTime() + 8 * 3_600_000).toISOString())
    const file = await api.app.request(
      `/api/v1/reports/merchant/payout-report-range-date?start_date=01-11-2026&end_date=${today}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` } },
    )
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(file.headers.get('content-disposition')).toContain(`payouts-01-11-2026-to-${today}.xlsx`)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await file.arrayBuffer())
    const sheet = workbook.getWorksheet('Payouts')!
    expect(sheet.getRow(1).getCell(1).value).toBe('Invoice no')
    const rows = sheet.getSheetValues().slice(2) as unknown[][]
    expect(rows).toHaveLength(4)
    const failed = rows.find((row) => row[3] === 'failed')!
    expect(failed[4]).toBe(40.13)
    expect(failed[2]).toBeInstanceOf(Date)
    expect(sheet.getColumn(4).numFmt).toBe('#,##0.00')

    const empty = await api.app.request(
      '/api/v1/reports/merchant/payout-report-range-date?start_date=01-01-2026&end_date=31-01-2026',
      { method: 'POST', headers: { authorization: `Bearer ${token}` } },
    )
    const emptyBook = new ExcelJS.Workbook()
    await emptyBook.xlsx.load(await empty.arrayBuffer())
    expect(emptyBook.getWorksheet('Payouts')!.rowCount).toBe(1)
    for (const [query, field] of [
      ['start_date=31-02-2026&end_date=01-03-2026', 'start_date'],
      ['start_date=01-03-2026&end_date=01-02-2026', 'end_date'],
      ['start_date=01-01-2026&end_date=01-01-2028', 'end_date'],
      ['start_date=2026-01-01&end_date=01-01-2026', 'start_date'],
    ] as const) {
      const bad = await api.call('POST', `/reports/merchant/payout-report-range-date?${query}`, { token })
      expect(bad.body.response_code, query).toBe(ResponseCode.VALIDATION_FAILED)
      expect(JSON.stringify(bad.body.data), query).toContain(field)
    }
  })
})
