import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Customer } from '../../src/contract/customers.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let m1: string
let m2: string
let m1Customer: Customer
beforeAll(async () => {
  api = await startApi()
  m1 = (await api.login('merchant@niaga.test')).access_token
  m2 = (await api.login('merchant2@niaga.test')).access_token
  const created = await api.call<Customer>('POST', '/customers', { token: m1, body: { name: 'Only Merchant One', email: 'one@example.my' } })
  m1Customer = created.body.data
})
afterAll(() => api.close())

describe('customers are scoped to the caller’s account', () => {
  it('merchant2 does not see merchant1’s customers in its list or search', async () => {
    const list = await api.call<ListData<Customer>>('GET', '/customers?limit=500', { token: m2 })
    expect(list.body.data.list.total).toBe(5)
    expect(list.body.data.list.data.map((c) => c.id)).not.toContain(m1Customer.id)
    const search = await api.call<ListData<Customer>>('GET', '/customers?search=Only%20Merchant', { token: m2 })
    expect(search.body.data.list.total).toBe(0)
  })

  it('merchant2 cannot read, change or delete merchant1’s customer: it is simply not found', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(method, `/customers/${m1Customer.id}`, { token: m2, body })
      expect(res.status, method).toBe(404)
      expect(res.body).toMatchObject({ response_code: ResponseCode.NOT_FOUND, data: null, description: 'Customer not found' })
    }
    const still = await api.call<Customer>('GET', `/customers/${m1Customer.id}`, { token: m1 })
    expect(still.body.data.name).toBe('Only Merchant One')
  })

  it('an account_id in the body cannot move a record into another account', async () => {
    const res = await api.call('POST', '/customers', { token: m2, body: { name: 'Sneaky', account_id: 'whatever' } })
    expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(res.body.data).toEqual({ breakdown: { account_id: 'Unknown field' } })
  })

  it('introducer and admin accounts cannot use merchant resources', async () => {
    const introducer = (await api.login('introducer@niaga.test')).access_token
    const res = await api.call('GET', '/customers', { token: introducer })
    expect(res.status).toBe(403)
    expect(res.body.response_code).toBe(ResponseCode.FORBIDDEN)
  })
})

describe('accounts are visible to their members only', () => {
  it('merchant2 cannot read, change, list users of, or switch into merchant1’s account', async () => {
    const me1 = await api.call<{ id: string }>('GET', '/accounts/me', { token: m1 })
    const id = me1.body.data.id
    expect((await api.call('GET', `/accounts/${id}`, { token: m2 })).body.response_code).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call('PUT', `/accounts/${id}`, { token: m2, body: { name: 'Mine now' } })).body.response_code).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call('GET', `/accounts/${id}/users`, { token: m2 })).body.response_code).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call('GET', `/accounts/merchant/${id}/switch`, { token: m2 })).body.response_code).toBe(ResponseCode.NOT_FOUND)
    const admin = (await api.login('admin@niaga.test')).access_token
    expect((await api.call<{ name: string }>('GET', `/accounts/${id}`, { token: admin })).body.data.name).toBe('Niaga Demo Sdn Bhd')
  })

  it('the dashboard figures of one merchant never include another’s payments', async () => {
    const a = await api.call<{ customers: number }>('GET', '/dashboard/merchant-dashboard', { token: m1 })
    const b = await api.call<{ customers: number }>('GET', '/dashboard/merchant-dashboard', { token: m2 })
    expect(a.body.data.customers).toBe(25)
    expect(b.body.data.customers).toBe(5)
  })
})
