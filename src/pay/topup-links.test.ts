import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { topupTargetQuery, linkedInvoiceNo } from './topup-links.ts'
import { InvoiceSearchSchema, TopupSearchSchema } from './topup-search.ts'

const poolId = '0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21'
const accountNo = '88080000000012'

describe('top-up page search params', () => {
  it('keeps a virtual account number the router parsed as a number, and names it as text', () => {
    // "?virtual_account_no=88080000000012" is JSON to the router: a number, written back unquoted.
    const search = v.parse(TopupSearchSchema, { virtual_account_no: 88080000000012 })
    expect(search).toEqual({ virtual_account_no: 88080000000012 })
    expect(topupTargetQuery(search)).toEqual({ virtual_account_no: accountNo })
    expect(v.parse(TopupSearchSchema, { virtual_account_no: accountNo })).toEqual({
      virtual_account_no: accountNo,
    })
  })

  it('never fails the route: a malformed value reads as absent', () => {
    expect(
      v.parse(TopupSearchSchema, { pool_id: { a: 1 }, invoice_no: ['x'], virtual_account_no: 1.5 }),
    ).toEqual({})
    expect(v.parse(InvoiceSearchSchema, { invoice_no: true })).toEqual({})
  })

  it('names a pool by id or a virtual account by number', () => {
    expect(topupTargetQuery({ pool_id: poolId })).toEqual({ pool_id: poolId })
    expect(topupTargetQuery({ virtual_account_no: ` ${accountNo} ` })).toEqual({
      virtual_account_no: accountNo,
    })
  })

  it('names no target when the link has neither, both, or a malformed one', () => {
    expect(topupTargetQuery({})).toBeNull()
    expect(topupTargetQuery({ pool_id: poolId, virtual_account_no: accountNo })).toBeNull()
    expect(topupTargetQuery({ pool_id: 'not-a-uuid' })).toBeNull()
    expect(topupTargetQuery({ virtual_account_no: '1234' })).toBeNull()
    expect(topupTargetQuery({ virtual_account_no: '99990000000012' })).toBeNull()
  })

  it('resumes an invoice by its number, trimmed', () => {
    expect(linkedInvoiceNo({ invoice_no: ' TOP-20261125-7KQ2M9XD ' })).toBe('TOP-20261125-7KQ2M9XD')
    expect(linkedInvoiceNo({})).toBeNull()
    expect(linkedInvoiceNo({ invoice_no: '   ' })).toBeNull()
    expect(linkedInvoiceNo({ invoice_no: 'X'.repeat(65) })).toBeNull()
  })
})
