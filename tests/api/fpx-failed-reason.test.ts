// PUT customer-bills/fpx-failed-reason/{transaction_invoice_no} is public, so it takes the proof the sandbox
// bank page of that transaction holds: without it, with another payment's, expired, or on a payment that did
// not fail by FPX, the reason stays as it was. The bank page itself records the reason the payer picks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { bankProof, choose, makeBill, receipt, serviceId, startPay } from '../support/payments.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
})
// A fresh session each test: one of them moves the clock past the session's lifetime.
beforeEach(async () => {
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

async function startFpx(bank = 'CIMB Clicks') {
  const { bill } = await makeBill(api, token, '45.00')
  const started = await startPay(api, bill, await serviceId(api, bill.uuid, bank))
  expect(started.body.response_code).toBe(2000)
  return started.body.data.transaction_invoice_no
}

const putReason = (transactionNo: string, body: Record<string, unknown>) =>
  api.call('PUT', `/customer-bills/fpx-failed-reason/${transactionNo}`, { body })

describe('the failure reason of an FPX payment', () => {
  it('the bank page records the reason the payer picks there', async () => {
    const txn = await startFpx()
    const page = await (await api.app.request(`/sandbox/pay/${txn}`)).text()
    expect(page).toContain('<option>Insufficient balance in account</option>')
    const done = await choose(api, txn, 'reject', undefined, {
      reason: 'Insufficient balance in account',
      bank_proof: await bankProof(api, txn),
    })
    expect(done.status).toBe(303)
    expect(await receipt(api, txn)).toMatchObject({
      status: 'failed',
      failure_reason: 'Insufficient balance in account',
    })
  })

  it('a forged reason on the bank page (no proof, another payment’s) is refused and nothing is decided', async () => {
    const txn = await startFpx()
    const other = await startFpx()
    for (const proof of ['', await bankProof(api, other)]) {
      const res = await choose(api, txn, 'reject', undefined, {
        reason: 'Account is blocked',
        bank_proof: proof,
      })
      expect(res.status).toBe(400)
      expect(await res.text()).toContain('Only the bank page of this payment may record its failure reason')
    }
    expect(await receipt(api, txn)).toMatchObject({ status: 'initiated', failure_reason: null })
  })

  it('the API call with the bank page’s proof changes the reason of a failed FPX payment', async () => {
    const txn = await startFpx()
    const proof = await bankProof(api, txn)
    await choose(api, txn, 'reject')
    const res = await putReason(txn, { reason: 'Maximum transaction limit exceeded', bank_proof: proof })
    expect(res.body).toMatchObject({ response_code: 2000, description: 'Reason recorded' })
    expect((await receipt(api, txn)).failure_reason).toBe('Maximum transaction limit exceeded')
  })

  it('refuses a forged request: no proof, a made-up one, another payment’s, an expired one; the reason is unchanged', async () => {
    const txn = await startFpx()
    const proof = await bankProof(api, txn)
    const other = await startFpx()
    const otherProof = await bankProof(api, other)
    await choose(api, txn, 'reject')

    const missing = await putReason(txn, { reason: 'Hacked' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { bank_proof: 'This field is required' } },
    })
    const [expires] = proof.split('.')
    for (const forged of [
      'x',
      `${expires}.AAAA`,
      `${Number(expires) + 3600}.${proof.split('.')[1]}`,
      otherProof,
    ]) {
      const res = await putReason(txn, { reason: 'Hacked', bank_proof: forged })
      expect(res.body).toMatchObject({
        response_code: ResponseCode.TOKEN_INVALID,
        description: 'Only the bank page of this payment may record its failure reason',
      })
    }
    api.clock.advance(31 * 60 * 1000)
    const expired = await putReason(txn, { reason: 'Hacked', bank_proof: proof })
    expect(expired.body).toMatchObject({
      response_code: ResponseCode.TOKEN_INVALID,
      description: 'The bank page of this payment has expired; open it again',
    })
    expect((await receipt(api, txn)).failure_reason).toBe('Rejected by the bank (sandbox)')
  })

  it('refuses a paid or still pending payment even with its own proof', async () => {
    const paid = await startFpx()
    const paidProof = await bankProof(api, paid)
    await choose(api, paid, 'approve')
    const pending = await startFpx()
    for (const [txn, proof] of [
      [paid, paidProof],
      [pending, await bankProof(api, pending)],
    ] as const) {
      const res = await putReason(txn, { reason: 'Hacked', bank_proof: proof })
      expect(res.body).toMatchObject({
        response_code: ResponseCode.CONFLICT,
        description: 'Only a failed FPX payment takes a failure reason',
      })
      expect((await receipt(api, txn)).failure_reason).toBeNull()
    }
    expect((await receipt(api, paid)).status).toBe('paid')
  })
})
