import { describe, expect, it } from 'vitest'
import { breakdownFields } from '../../src/app/forms/form-errors.ts'
import { checkPayerForm, EMPTY_PAYER, PAYER_FIELDS } from '../../src/pay/payer-form-schema.ts'

const uuid = '0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21'
const filled = { ...EMPTY_PAYER, payer_name: ' Aminah ', payer_email: 'Aminah@Example.MY', amount: '25.5' }

describe('payment form check', () => {
  it('sends the payer’s amount on an open form', () => {
    expect(checkPayerForm(uuid, filled, null)).toEqual({
      input: {
        collection_uuid: uuid,
        payer_name: ' Aminah ',
        payer_email: 'Aminah@Example.MY',
        amount: '25.5',
      },
    })
  })

  it('leaves the amount to the server on a fixed-amount form', () => {
    const checked = checkPayerForm(uuid, { ...filled, amount: '' }, '50.00')
    expect(checked.errors).toBeUndefined()
    expect(checked.input?.amount).toBeUndefined()
  })

  it('requires the amount on an open form, and name and email unless the merchant says otherwise', () => {
    expect(checkPayerForm(uuid, EMPTY_PAYER, null).errors).toEqual({
      amount: 'The amount field is required',
      payer_name: 'The name field is required',
      payer_email: 'The email field is required',
    })
    const rules = { required_payer_fields: ['phone' as const], min_amount: '5.00', max_amount: '100.00' }
    expect(checkPayerForm(uuid, { ...EMPTY_PAYER, amount: '4.99' }, null, 'en', rules).errors).toEqual({
      payer_phone: 'The phone field is required',
      amount: 'The minimum amount per payment is RM 5.00',
    })
    expect(
      checkPayerForm(uuid, { ...EMPTY_PAYER, payer_phone: '0123456789', amount: '100.01' }, null, 'en', rules)
        .errors,
    ).toEqual({
      amount: 'The maximum amount per payment is RM 100.00',
    })
    expect(
      checkPayerForm(uuid, { ...EMPTY_PAYER, payer_phone: '0123456789', amount: '100' }, null, 'en', rules)
        .input?.payer_name,
    ).toBeUndefined()
  })

  it('says the merchant’s amount limits in the page’s language', () => {
    const rules = { required_payer_fields: [], min_amount: '5.00', max_amount: '100.00' }
    expect(checkPayerForm(uuid, { ...filled, amount: '4' }, null, 'ms', rules).errors).toEqual({
      amount: 'Amaun minimum bagi setiap pembayaran ialah RM 5.00',
    })
    expect(checkPayerForm(uuid, { ...filled, amount: '101' }, null, 'zh', rules).errors).toEqual({
      amount: '每笔付款的最高金额为 RM 100.00',
    })
  })

  it('uses the server’s messages for a bad amount and phone', () => {
    const errors = checkPayerForm(uuid, { ...filled, amount: '1.234', payer_phone: 'call me' }, null).errors
    expect(errors?.amount).toBe('The amount must be a positive MYR amount with at most 2 decimals')
    expect(errors?.payer_phone).toBe('The phone field format is invalid')
  })

  it('maps the server breakdown onto the form’s fields only', () => {
    expect(breakdownFields({ amount: 'Too much', collection_uuid: 'Invalid id' }, PAYER_FIELDS)).toEqual({
      amount: 'Too much',
    })
    expect(breakdownFields(undefined, PAYER_FIELDS)).toEqual({})
  })
})
