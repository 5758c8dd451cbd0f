// The provider seam holds: the payout rails are swapped for a recording double through Deps alone (the
// harness passes it to sandboxDeps), and what the merchant sees is what the double answered, while the
// double saw what a real bank switch would be asked. The double answers what the sandbox would not (it
// verifies a holder name the sandbox calls a mismatch, and pays an amount ending in .13 that the sandbox
// fails), so these answers cannot have come from server/sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BankAccount } from '../../src/contract/banks.ts'
import type { Payout, PayoutTimeline } from '../../src/contract/payouts.ts'
import type {
  AccountEnquiry,
  PayoutRails,
  PayoutTransfer,
  TransferStatus,
} from '../../server/providers/payout-rails.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { advanceTo } from '../support/money-out.ts'

/** A bank switch that records every call and answers from a script: not yet, then paid. */
function recordingRails() {
  const enquiries: AccountEnquiry[] = []
  const transfers: PayoutTransfer[] = []
  const statusChecks: string[] = []
  const statuses: TransferStatus[] = [{ status: 'processing' }, { status: 'paid' }]
  const rails: PayoutRails = {
    enquireAccount(enquiry) {
      enquiries.push(enquiry)
      return Promise.resolve({ verified: true, message: 'Verified by the recording bank' })
    },
    sendTransfer(transfer) {
      transfers.push(transfer)
      return Promise.resolve({ bankReference: `REC-${transfers.length}` })
    },
    transferStatus(transfer) {
      statusChecks.push(transfer.bankReference)
      return Promise.resolve(statuses.shift() ?? { status: 'failed', reason: 'Asked once too often' })
    },
  }
  return { rails, enquiries, transfers, statusChecks }
}

const bank = recordingRails()
let api: Api
let token: string
beforeAll(async () => {
  api = await startApi({ providers: { payoutRails: bank.rails } })
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

const minutesLater = (minutes: number) => new Date(api.clock.now().getTime() + minutes * 60_000).toISOString()
const payoutState = async (id: string) =>
  (await api.call<PayoutTimeline>('GET', `/payout-records/${id}`, { token })).body.data.payout

describe('payout rails swapped through Deps', () => {
  it('verifies and pays out through the recording bank switch, never the sandbox', async () => {
    const created = await api.call<BankAccount>('POST', '/banks', {
      token,
      body: { bank_code: 'MBBEMYKL', account_number: '5550009999', holder_name: 'Someone Else' },
    })
    expect(created.body.response_code).toBe(2000)
    const verified = await api.call<BankAccount>('POST', '/payment-services/switch/verify-bank-account', {
      token,
      body: { bank_account_id: created.body.data.id },
    })
    expect(verified.body).toMatchObject({
      response_code: 2000,
      description: 'Verified by the recording bank',
      data: { verification_status: 'verified', verification_message: 'Verified by the recording bank' },
    })
    expect(bank.enquiries.at(-1)).toEqual({
      bankCode: 'MBBEMYKL',
      accountNumber: '5550009999',
      holderName: 'Someone Else',
      registeredName: 'Niaga Demo Sdn Bhd',
    })

    const requested = await api.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
      token,
      body: { bank_account_id: created.body.data.id, amount: '40.13' },
      headers: { 'idempotency-key': 'seam-payout-0001' },
    })
    expect(requested.body.data).toMatchObject({ status: 'requested', amount: '40.13', bank_reference: null })
    expect(bank.transfers).toEqual([])

    // The runner sends it: the switch's reference is what the merchant is shown.
    token = await advanceTo(api, token, minutesLater(1))
    expect(bank.transfers).toEqual([
      {
        reference: requested.body.data.invoice_no,
        rail: 'DUITNOW_TRANSFER',
        amountSen: 4013,
        bankCode: 'MBBEMYKL',
        accountNumber: '5550009999',
        holderName: 'Someone Else',
      },
    ])
    expect(await payoutState(requested.body.data.id)).toMatchObject({
      status: 'processing',
      bank_reference: 'REC-1',
    })

    // After the rail's processing time the bank has not answered yet: the payout waits for another round.
    token = await advanceTo(api, token, minutesLater(5))
    expect(bank.statusChecks).toEqual(['REC-1'])
    expect((await payoutState(requested.body.data.id)).status).toBe('processing')

    token = await advanceTo(api, token, minutesLater(5))
    expect(bank.statusChecks).toEqual(['REC-1', 'REC-1'])
    expect(await payoutState(requested.body.data.id)).toMatchObject({
      status: 'paid',
      bank_reference: 'REC-1',
      failure_reason: null,
    })
    expect(bank.transfers).toHaveLength(1)
  })
})
