import { describe, expect, it } from 'vitest'
import { checkTopupForm, EMPTY_TOPUP, topupInput } from './topup-form-schema.ts'

const poolTarget = {
  pool_id: '0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21',
  virtual_account_no: null,
  min_amount: '10.00',
  max_amount: '30000.00',
}
const accountTarget = { ...poolTarget, virtual_account_no: '88080000000012' }
const filled = { ...EMPTY_TOPUP, amount: '50', payer_name: 'Aminah' }

describe('top-up form check', () => {
  it('tops up a pool by its id, leaving blank optional fields out', () => {
    expect(checkTopupForm(poolTarget, filled)).toEqual({
      input: {
        pool_id: poolTarget.pool_id,
        amount: '50',
        payer_name: 'Aminah',
        payer_email: undefined,
        payer_reference: undefined,
      },
    })
  })

  it('tops up a virtual account by its number, with the payer’s email and reference', () => {
    const values = { ...filled, payer_email: 'aminah@example.my', payer_reference: 'INV-7' }
    expect(checkTopupForm(accountTarget, values).input).toEqual({
      virtual_account_no: '88080000000012',
      amount: '50',
      payer_name: 'Aminah',
      payer_email: 'aminah@example.my',
      payer_reference: 'INV-7',
    })
  })

  it('takes an amount as typed on a phone', () => {
    expect(topupInput(poolTarget, { ...filled, amount: ' RM 1,250.5 ' }).amount).toBe('1250.5')
    expect(checkTopupForm(poolTarget, { ...filled, amount: 'RM 1,250.5' }).errors).toBeUndefined()
  })

  it('says what is missing or wrong with the contract’s messages', () => {
    expect(checkTopupForm(poolTarget, EMPTY_TOPUP).errors).toEqual({
      amount: 'The amount field is required',
      payer_name: 'The payer name field is required',
    })
    expect(checkTopupForm(poolTarget, { ...filled, payer_email: 'not-an-email' }).errors).toEqual({
      payer_email: 'The payer email field must be a valid email',
    })
  })

  it('keeps the amount within the contract’s limits', () => {
    expect(checkTopupForm(poolTarget, { ...filled, amount: '9.99' }).errors).toEqual({
      amount: 'A top-up is at least RM 10.00',
    })
    expect(checkTopupForm(poolTarget, { ...filled, amount: '30000.01' }).errors).toEqual({
      amount: 'A top-up is at most RM 30,000.00',
    })
    expect(checkTopupForm(poolTarget, { ...filled, amount: '30000' }).errors).toBeUndefined()
  })

  it('keeps the amount within a target’s narrower limits, said the same way', () => {
    const narrow = { ...poolTarget, min_amount: '20.00', max_amount: '100.00' }
    expect(checkTopupForm(narrow, { ...filled, amount: '15' }).errors).toEqual({
      amount: 'A top-up is at least RM 20.00',
    })
    expect(checkTopupForm(narrow, { ...filled, amount: '100.50' }).errors).toEqual({
      amount: 'A top-up is at most RM 100.00',
    })
  })

  it('says the limits in Malay and Chinese, money still as RM', () => {
    const narrow = { ...poolTarget, min_amount: '20.00', max_amount: '1000.00' }
    expect(checkTopupForm(narrow, { ...filled, amount: '15' }, 'ms').errors).toEqual({
      amount: 'Tambah nilai sekurang-kurangnya RM 20.00',
    })
    expect(checkTopupForm(narrow, { ...filled, amount: '1000.01' }, 'zh').errors).toEqual({
      amount: '每次充值最多 RM 1,000.00',
    })
    expect(checkTopupForm(poolTarget, { ...filled, amount: '9' }, 'ms').errors).toEqual({
      amount: 'Tambah nilai sekurang-kurangnya RM 10.00',
    })
  })

  it('answers in Arabic where the contract has the message', () => {
    const errors = checkTopupForm(poolTarget, { ...filled, payer_name: '' }, 'ar').errors
    expect(errors?.payer_name).toBeDefined()
    expect(errors?.payer_name).not.toBe('The payer name field is required')
  })
})
