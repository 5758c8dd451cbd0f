import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { billListParams, BillListSearchSchema } from '../../src/features/bills/bill-search.ts'
import {
  collectionListParams,
  CollectionListSearchSchema,
  reloadAfterToggle,
} from '../../src/features/collections/collection-search.ts'
import { customerListParams, CustomerListSearchSchema } from '../../src/features/customers/customer-search.ts'
import {
  paymentRecordParams,
  PaymentRecordSearchSchema,
} from '../../src/features/payment-records/payment-record-search.ts'
import { nextListSearch } from '../../src/app/ui/use-list-search.ts'

describe('customer list search', () => {
  it('sorts by created_at, name or email only', () => {
    expect(v.parse(CustomerListSearchSchema, { sort: 'email' }).sort).toBe('email')
    expect(v.parse(CustomerListSearchSchema, { sort: 'phone' }).sort).toBeUndefined()
    expect(customerListParams(v.parse(CustomerListSearchSchema, {}))).toEqual({
      skip: 0,
      limit: 10,
      sort: 'created_at',
      order: 'desc',
      search: undefined,
    })
  })
})

describe('collection list search', () => {
  it('maps the tab to record_status 1 or 2, active by default', () => {
    expect(collectionListParams(v.parse(CollectionListSearchSchema, {})).record_status).toBe(1)
    expect(
      collectionListParams(v.parse(CollectionListSearchSchema, { status: 'inactive' })).record_status,
    ).toBe(2)
    expect(v.parse(CollectionListSearchSchema, { status: 'deleted' }).status).toBeUndefined()
  })

  it('reloads the current view from the top after a start or stop (SPEC §4)', () => {
    const before = {
      status: 'inactive' as const,
      skip: 30,
      limit: 25 as const,
      sort: 'title' as const,
      order: 'asc' as const,
      search: 'yuran',
    }
    const after = nextListSearch(before, reloadAfterToggle('inactive'))
    expect(collectionListParams(after)).toEqual({
      skip: 0,
      limit: 10,
      sort: 'created_at',
      order: 'desc',
      search: undefined,
      record_status: 2,
    })
  })
})

describe('bill list search', () => {
  it('filters by status and collection', () => {
    const search = v.parse(BillListSearchSchema, {
      status: 'paid',
      collection_id: '5b1c2f43-0c7a-4a57-9d0f-0e3c1f5c8a11',
      sort: 'amount',
    })
    expect(billListParams(search)).toEqual({
      skip: 0,
      limit: 10,
      sort: 'amount',
      order: 'desc',
      search: undefined,
      status: 'paid',
      collection_id: '5b1c2f43-0c7a-4a57-9d0f-0e3c1f5c8a11',
    })
    expect(v.parse(BillListSearchSchema, { status: 'lost', collection_id: '../x' })).toMatchObject({
      status: undefined,
      collection_id: undefined,
    })
  })
})

describe('payment record search', () => {
  it('sends the date range as dd-MM-yyyy, in order', () => {
    const search = v.parse(PaymentRecordSearchSchema, {
      from: '2026-03-31',
      to: '2026-03-01',
      status: 'paid',
      channel: 'fpx',
      search: 'INV-1',
    })
    expect(paymentRecordParams(search)).toEqual({
      skip: 0,
      limit: 10,
      order: 'desc',
      search: 'INV-1',
      status: 'paid',
      channel: 'fpx',
      start_date: '01-03-2026',
      end_date: '31-03-2026',
    })
  })

  it('ignores unknown statuses and channels', () => {
    expect(v.parse(PaymentRecordSearchSchema, { status: 'stolen', channel: 'cash' })).toMatchObject({
      status: undefined,
      channel: undefined,
    })
  })
})
