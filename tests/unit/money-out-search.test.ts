import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { apiDayRange } from '../../src/app/ui/day-range.ts'
import {
  bankListParams,
  payoutListDeps,
  payoutListParams,
  PayoutSearchSchema,
  switchPayoutTab,
} from '../../src/app/ui/payout-search.ts'
import { voidSaleListParams, VoidSaleSearchSchema } from '../../src/features/void-sales/void-sale-search.ts'
import {
  settlementListDeps,
  settlementListParams,
  SettlementSearchSchema,
} from '../../src/features/settlements/settlement-search.ts'
import { nextListSearch } from '../../src/app/ui/use-list-search.ts'
import { channelLabel } from '../../src/lib/channels.ts'

describe('date ranges', () => {
  it('go to the API as dd-MM-yyyy, a backwards range as the days between', () => {
    expect(apiDayRange('2026-03-01', '2026-03-31')).toEqual({
      start_date: '01-03-2026',
      end_date: '31-03-2026',
    })
    expect(apiDayRange('2026-03-31', '2026-03-01')).toEqual({
      start_date: '01-03-2026',
      end_date: '31-03-2026',
    })
    expect(apiDayRange(undefined, '2026-03-01')).toEqual({ start_date: undefined, end_date: '01-03-2026' })
  })
})

describe('settlement list search', () => {
  it('filters by channel, status, kind and days; bad values fall back to none', () => {
    const search = v.parse(SettlementSearchSchema, {
      channel: 'fpx',
      status: 'reserve_held',
      kind: 'weekly',
      from: '2026-02-30',
      to: '2026-03-02',
      limit: 25,
    })
    expect(settlementListParams(search)).toEqual({
      skip: 0,
      limit: 25,
      order: 'desc',
      search: undefined,
      channel: 'fpx',
      status: 'reserve_held',
      kind: undefined,
      start_date: undefined,
      end_date: '02-03-2026',
    })
  })

  it('fixes the kind for the self-settlement history, and leaves the open settlement out of the query', () => {
    const search = v.parse(SettlementSearchSchema, { kind: 'scheduled', settlement: 'abc-123' })
    expect(settlementListParams(search, 'self').kind).toBe('self')
    expect(settlementListDeps(search)).not.toHaveProperty('settlement')
  })
})

describe('payout list search', () => {
  it('sorts by created_at or amount and filters by status', () => {
    const search = v.parse(PayoutSearchSchema, { sort: 'amount', order: 'asc', status: 'paid', tab: 'nope' })
    expect(search.tab).toBeUndefined()
    expect(payoutListParams(search)).toMatchObject({ sort: 'amount', order: 'asc', status: 'paid' })
    expect(v.parse(PayoutSearchSchema, { sort: 'fee' }).sort).toBeUndefined()
    expect(payoutListDeps(v.parse(PayoutSearchSchema, { payout: 'p-1' }))).not.toHaveProperty('payout')
  })

  it('starts another tab from its first page without the other list’s search and filters', () => {
    const before = v.parse(PayoutSearchSchema, {
      skip: 20,
      limit: 50,
      search: 'PO-1',
      status: 'paid',
      from: '2026-03-01',
    })
    const after = nextListSearch(before, switchPayoutTab('banks'))
    expect(after).toMatchObject({
      tab: 'banks',
      skip: undefined,
      search: undefined,
      status: undefined,
      from: undefined,
    })
    expect(bankListParams(after)).toEqual({ skip: 0, limit: 50, search: undefined })
    expect(nextListSearch(after, switchPayoutTab('payouts')).tab).toBeUndefined()
  })
})

describe('void sale list search', () => {
  it('filters by kind and days', () => {
    const search = v.parse(VoidSaleSearchSchema, { kind: 'refund', from: '2026-03-01', search: 'INV' })
    expect(voidSaleListParams(search)).toEqual({
      skip: 0,
      limit: 10,
      order: 'desc',
      search: 'INV',
      kind: 'refund',
      start_date: '01-03-2026',
      end_date: undefined,
    })
  })
})

describe('channel labels', () => {
  it('name known channels and pass unknown ones through', () => {
    expect(channelLabel('fpx')).toBe('Online banking (FPX)')
    expect(channelLabel('barter')).toBe('barter')
  })
})
