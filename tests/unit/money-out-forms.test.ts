import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../src/api/client.ts'
import { keepsIdempotencyKey, newIdempotencyKey } from '../../src/api/idempotency.ts'
import type { BankAccount } from '../../src/contract/banks.ts'
import type { SettlementQuote } from '../../src/contract/settlements.ts'
import {
  bankAccountChanges,
  changesVerification,
  EMPTY_BANK_ACCOUNT,
  validateBankAccount,
} from '../../src/features/bank-accounts/bank-account-values.ts'
import { refundPayload, validateRefund } from '../../src/features/payment-records/refund-values.ts'
import {
  maxPayout,
  payoutPayload,
  payoutTotal,
  validatePayout,
  type PayoutFormValues,
} from '../../src/features/payouts/payout-values.ts'
import { reportRangeErrors } from '../../src/features/payouts/report-range.ts'
import {
  chosenFigures,
  settleableChannels,
  settleConfirmation,
} from '../../src/features/settlements/self-settlement-choice.ts'
import { settlementPageTotals, sumMyr } from '../../src/features/settlements/settlement-totals.ts'

const ACCOUNT_ID = '5b1c2f43-0c7a-4a57-9d0f-0e3c1f5c8a11'
const payout = (patch: Partial<PayoutFormValues>): PayoutFormValues => ({
  bank_account_id: ACCOUNT_ID,
  payout_service_id: '1',
  amount: '100',
  ...patch,
})
const limits = { fee: '1.50', available: '101.50' }

describe('payout request', () => {
  it('sends the amount as the API writes it and the chosen service as a number', () => {
    expect(payoutPayload(payout({ amount: 'RM 1,000.5' }))).toEqual({
      bank_account_id: ACCOUNT_ID,
      amount: '1000.50',
      payout_service_id: 1,
    })
    expect(payoutPayload(payout({ payout_service_id: '' }))).not.toHaveProperty('payout_service_id')
  })

  it('previews amount + fee in sen, and the largest amount the balance allows', () => {
    expect(payoutTotal('0.1', '0.2')).toBe('0.30')
    expect(payoutTotal('12.345', '1.00')).toBeNull()
    expect(payoutTotal('10', undefined)).toBeNull()
    expect(maxPayout('101.50', '1.50')).toBe('100.00')
    expect(maxPayout('1.00', '1.50')).toBe('0.00')
  })

  it('asks for a bank account, at least RM 10.00, and no more than the balance less the fee', () => {
    expect(validatePayout(payout({}), limits, 'en')).toEqual({})
    expect(validatePayout(payout({ bank_account_id: '' }), limits, 'en')).toHaveProperty('bank_account_id')
    expect(validatePayout(payout({ amount: '9.99' }), limits, 'en').amount).toBe(
      'The amount field must be RM 10.00 or more',
    )
    expect(validatePayout(payout({ amount: '100.01' }), limits, 'en').amount).toBe(
      'The amount field must be RM 100.00 or less',
    )
    expect(validatePayout(payout({ amount: '12.345' }), limits, 'en').amount).toMatch(/2 decimals/)
    // Arabic when the layout is RTL (SPEC §5).
    expect(validatePayout(payout({ amount: '5' }), limits, 'ar').amount).toBe(
      'يجب أن تكون قيمة حقل amount RM 10.00 أو أكثر',
    )
  })
})

describe('refund', () => {
  it('is at least RM 0.01 and at most the refundable rest; a blank reason is left out', () => {
    expect(refundPayload('INV-1', { amount: '5', reason: '  ' })).toEqual({
      invoice_no: 'INV-1',
      amount: '5.00',
    })
    expect(validateRefund('INV-1', '20.00', { amount: '20.00', reason: '' }, 'en')).toEqual({})
    expect(validateRefund('INV-1', '20.00', { amount: '20.01', reason: '' }, 'en').amount).toBe(
      'The amount field must be RM 20.00 or less',
    )
    expect(validateRefund('INV-1', '20.00', { amount: '0', reason: '' }, 'en').amount).toBeDefined()
  })
})

describe('payout report range', () => {
  it('needs both days, the first not after the last', () => {
    expect(reportRangeErrors({ start: '2026-03-01', end: '2026-03-01' }, 'en')).toEqual({})
    expect(reportRangeErrors({ start: '', end: '2026-03-01' }, 'en')).toHaveProperty('start')
    expect(reportRangeErrors({ start: '2026-03-02', end: '2026-03-01' }, 'en')).toHaveProperty('end')
  })
})

const account: BankAccount = {
  id: ACCOUNT_ID,
  bank_code: 'MBBEMYKL',
  bank_name: 'Maybank',
  account_number: '1111222233',
  account_number_masked: '••••2233',
  holder_name: 'Niaga Demo Sdn Bhd',
  verified: true,
  verification_status: 'verified',
  verification_message: null,
  verified_at: '2026-03-02T02:00:00.000Z',
  record_status_id: 1,
  created_at: '2026-03-02T02:00:00.000Z',
  updated_at: '2026-03-02T02:00:00.000Z',
}

describe('bank account form', () => {
  const same = {
    bank_code: 'MBBEMYKL',
    account_number: '1111-2222 33',
    holder_name: ' Niaga Demo Sdn Bhd ',
    active: true,
  }

  it('sends only what changed, so an untouched account keeps its verification', () => {
    expect(bankAccountChanges(account, same)).toEqual({})
    expect(bankAccountChanges(account, { ...same, active: false })).toEqual({ record_status_id: 2 })
    expect(changesVerification(bankAccountChanges(account, { ...same, active: false }))).toBe(false)
    const renamed = bankAccountChanges(account, { ...same, holder_name: 'Aisyah Rahman' })
    expect(renamed).toEqual({ holder_name: 'Aisyah Rahman' })
    expect(changesVerification(renamed)).toBe(true)
  })

  it('checks a new account with the contract schema', () => {
    const errors = validateBankAccount(null, EMPTY_BANK_ACCOUNT, 'en')
    expect(Object.keys(errors).sort()).toEqual(['account_number', 'bank_code', 'holder_name'])
    expect(
      validateBankAccount(
        null,
        { ...EMPTY_BANK_ACCOUNT, bank_code: 'MBBEMYKL', account_number: '12', holder_name: 'A' },
        'en',
      ).account_number,
    ).toBe('The account number must be 7 to 17 digits')
  })
})

describe('settlement sums', () => {
  it('adds amounts in sen', () => {
    expect(sumMyr([{ a: '0.10' }, { a: '0.20' }], (row) => row.a)).toBe('0.30')
    expect(sumMyr([], () => '1.00')).toBe('0.00')
  })

  it('totals a page so that gross − fees − reserve = net', () => {
    const rows = [
      { gross: '100.00', fee: '2.50', settlement_fee: '0.00', reserve: '9.75', net: '87.75' },
      { gross: '50.00', fee: '1.00', settlement_fee: '1.00', reserve: '0.00', net: '48.00' },
    ]
    expect(settlementPageTotals(rows)).toEqual({
      gross: '150.00',
      fees: '4.50',
      reserve: '9.75',
      net: '135.75',
    })
  })
})

describe('self-settlement', () => {
  const line = (channel: string, count: number, receive: string) => ({
    channel,
    payment_count: count,
    gross: '100.00',
    fee: '2.00',
    net: '98.00',
    settlement_fee: '1.00',
    reserve: '0.00',
    receive,
    next_scheduled_at: null,
  })
  const quote: SettlementQuote = {
    channels: [line('fpx', 2, '97.00'), line('credit_card', 0, '0.00')],
    total: {
      payment_count: 2,
      gross: '100.00',
      fee: '2.00',
      net: '98.00',
      settlement_fee: '1.00',
      reserve: '0.00',
      receive: '97.00',
    },
    reserve_percent: 0,
  }

  it('takes every channel or one, and offers only channels with money pending', () => {
    expect(chosenFigures(quote, undefined)).toBe(quote.total)
    expect(chosenFigures(quote, 'fpx')?.receive).toBe('97.00')
    expect(chosenFigures(quote, 'paypal')).toBeUndefined()
    expect(settleableChannels(quote)).toEqual(['fpx'])
  })

  it('says exactly what is charged, held back and received', () => {
    const text = settleConfirmation(quote.total, 'fpx')
    expect(text).toContain('2 pending payments by Online banking (FPX) (RM 100.00 gross')
    expect(text).toContain('settlement fee of RM 1.00 (1% of the net amount, at least RM 1.00)')
    expect(text).toContain('RM 97.00 reaches your available balance now')
  })
})

describe('idempotency keys of money writes', () => {
  const answered = (code: number) =>
    new ApiError({ response_code: code, token: null, data: null, description: '' })

  it('are kept for a retry while the server may still do the work, and renewed after a refusal', () => {
    expect(keepsIdempotencyKey(new NetworkError('Failed to fetch'))).toBe(true)
    expect(keepsIdempotencyKey(answered(4091))).toBe(true)
    expect(keepsIdempotencyKey(answered(4092))).toBe(false)
    expect(keepsIdempotencyKey(answered(4000))).toBe(false)
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  })
})
