import { describe, expect, it } from 'vitest'
import type { Bill } from '../../src/contract/collections.ts'
import type { Customer } from '../../src/contract/customers.ts'
import {
  billCreatePayload,
  billToForm,
  EMPTY_BILL,
  payerFromCustomer,
  validateBill,
} from '../../src/features/bills/bill-form-values.ts'
import { todayInMalaysia } from '../../src/lib/dates.ts'
import {
  collectionCreatePayload,
  collectionUpdatePayload,
  EMPTY_COLLECTION,
  validateCollection,
} from '../../src/features/collections/collection-form-values.ts'
import {
  customerPayload,
  EMPTY_CUSTOMER,
  validateCustomer,
} from '../../src/features/customers/customer-form-values.ts'

const customer: Customer = {
  id: '5b1c2f43-0c7a-4a57-9d0f-0e3c1f5c8a11',
  name: 'Siti Nur',
  email: 'siti@example.my',
  phone: '+60 12-345 6789',
  address: null,
  state: 'Johor',
  notes: null,
  record_status_id: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

describe('customer form', () => {
  it('requires a name and checks email and phone', () => {
    expect(validateCustomer({ ...EMPTY_CUSTOMER, email: 'nope', phone: 'call me' }, 'en')).toEqual({
      name: 'The name field is required',
      email: 'The email field must be a valid email',
      phone: 'The phone field format is invalid',
    })
    expect(validateCustomer({ ...EMPTY_CUSTOMER, name: 'Ali', phone: '+60 12-345 6789' }, 'en')).toEqual({})
  })

  it('sends empty fields as null so an edit can clear them', () => {
    expect(customerPayload({ ...EMPTY_CUSTOMER, name: '  Ali ', state: 'Perak' })).toEqual({
      name: 'Ali',
      email: null,
      phone: null,
      address: null,
      state: 'Perak',
      notes: null,
    })
  })
})

describe('collection form', () => {
  it('asks for the fixed amount of a fixed-amount payment form only', () => {
    const fixed = { ...EMPTY_COLLECTION, title: 'Yuran', amount_mode: 'fixed' as const }
    expect(validateCollection(fixed, 'payment_form', 'en')).toEqual({
      fixed_amount: 'The amount field is required',
    })
    expect(validateCollection(fixed, 'bill', 'en')).toEqual({})
    // The one MYR amount rule (src/contract/money.ts), worded as the API words it.
    expect(validateCollection({ ...fixed, fixed_amount: '0' }, 'payment_form', 'en')).toEqual({
      fixed_amount: 'The amount must be at least RM 0.01',
    })
    expect(validateCollection({ ...fixed, fixed_amount: 'RM 1,200.50' }, 'payment_form', 'en')).toEqual({})
  })

  it('checks the title and the URLs', () => {
    expect(validateCollection({ ...EMPTY_COLLECTION, callback_url: 'ftp://x' }, 'bill', 'en')).toEqual({
      title: 'The title field is required',
      callback_url: 'URL is invalid',
    })
  })

  it('builds the create and update payloads', () => {
    const values = {
      ...EMPTY_COLLECTION,
      title: ' Yuran ',
      amount_mode: 'fixed' as const,
      fixed_amount: '12.5',
    }
    expect(collectionCreatePayload(values, 'payment_form')).toEqual({
      title: 'Yuran',
      description: null,
      kind: 'payment_form',
      fixed_amount: '12.50',
      callback_url: null,
      redirect_url: null,
    })
    expect(
      collectionUpdatePayload({ ...values, amount_mode: 'open' }, 'payment_form').fixed_amount,
    ).toBeNull()
    expect(collectionCreatePayload(values, 'bill')).not.toHaveProperty('fixed_amount')
  })
})

describe('bill form', () => {
  const today = '2026-03-01'

  it('requires payer name and a positive amount, and a collection when none is given', () => {
    expect(validateBill(EMPTY_BILL, 'en', { needsCollection: true, today })).toEqual({
      collection_id: 'The collection field is required',
      payer_name: 'The payer name field is required',
      amount: 'The amount field is required',
    })
    const values = { ...EMPTY_BILL, payer_name: 'Ali', amount: '12.505', due_date: '2026-02-28' }
    expect(validateBill(values, 'en', { needsCollection: false, today })).toEqual({
      amount: 'The amount must be a positive MYR amount with at most 2 decimals',
      due_date: 'The due date must be today or later',
    })
    expect(
      validateBill({ ...values, amount: '12.50', due_date: today }, 'en', { needsCollection: false, today }),
    ).toEqual({})
  })

  it('fills the payer from a picked customer', () => {
    expect(payerFromCustomer(EMPTY_BILL, customer)).toMatchObject({
      customer_id: customer.id,
      payer_name: 'Siti Nur',
      payer_email: 'siti@example.my',
      payer_phone: '+60 12-345 6789',
    })
  })

  it('builds the bill-method body with the amount as "12.50"', () => {
    const values = { ...payerFromCustomer(EMPTY_BILL, customer), amount: '12.5', description: ' ' }
    expect(billCreatePayload(values, 'c0ffee00-0000-4000-8000-000000000000')).toEqual({
      collection_id: 'c0ffee00-0000-4000-8000-000000000000',
      customer_id: customer.id,
      payer_name: 'Siti Nur',
      payer_email: 'siti@example.my',
      payer_phone: '+60 12-345 6789',
      description: null,
      amount: '12.50',
      due_date: null,
    })
  })

  it('reads a bill back into the form', () => {
    const bill = { payer_name: 'Ali', amount: '5.00', due_date: '2026-04-01', payer_email: null } as Bill
    expect(billToForm(bill)).toMatchObject({
      payer_name: 'Ali',
      amount: '5.00',
      due_date: '2026-04-01',
      payer_email: '',
    })
  })

  it('knows the Malaysian day', () => {
    // 20:00 UTC is 04:00 the next day in Kuala Lumpur.
    expect(todayInMalaysia(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02')
  })
})
