import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Customer } from '../../src/contract/customers.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant2@niaga.test')).access_token
})
afterAll(() => api.close())

const list = (query: string) => api.call<ListData<Customer>>('GET', `/customers${query}`, { token })

describe('the generic resource, through customers', () => {
  it('creates, reads, updates and deletes, normalising empty optional fields to null', async () => {
    const created = await api.call<Customer>('POST', '/customers', {
      token,
      body: { name: '  Siti Nur  ', email: 'SITI@Example.MY', phone: '', state: 'Sabah' },
    })
    expect(created.body.response_code).toBe(2000)
    expect(created.body.data).toMatchObject({
      name: 'Siti Nur',
      email: 'siti@example.my',
      phone: null,
      state: 'Sabah',
      record_status_id: 1,
    })
    const id = created.body.data.id
    const updated = await api.call<Customer>('PUT', `/customers/${id}`, {
      token,
      body: { phone: '+60 12-345 6789', notes: 'VIP' },
    })
    expect(updated.body.data).toMatchObject({ name: 'Siti Nur', phone: '+60 12-345 6789', notes: 'VIP' })
    expect((await api.call<Customer>('GET', `/customers/${id}`, { token })).body.data.notes).toBe('VIP')
    expect((await api.call('DELETE', `/customers/${id}`, { token })).body.response_code).toBe(2000)
    expect((await api.call('GET', `/customers/${id}`, { token })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
  })

  it('lists with skip, limit, sort, order and search, and reports the total', async () => {
    // merchant2's seeded customers (server/db/seed.ts: the first five demo names).
    const byName = [
      'Ahmad Faizal bin Ismail',
      'Lim Mei Ling',
      'Muthu a/l Krishnan',
      'Nurul Huda binti Abdullah',
      'Siti Aminah binti Yusof',
    ]
    const names = async (query: string) => (await list(query)).body.data.list.data.map((c) => c.name)
    const first = await list('?limit=2&sort=name&order=asc')
    expect(first.body.data.list).toMatchObject({ total: 5, skip: 0, limit: 2 })
    expect(first.body.data.list.data.map((c) => c.name)).toEqual(byName.slice(0, 2))
    expect(await names('?limit=2&skip=2&sort=name&order=asc')).toEqual(byName.slice(2, 4))
    expect(await names('?limit=2&skip=4&sort=name&order=asc')).toEqual(byName.slice(4))
    expect(await names('?limit=500&sort=name&order=desc')).toEqual([...byName].reverse())
    const search = await list('?search=lim%20mei')
    expect(search.body.data.list.data.map((c) => c.name)).toEqual(['Lim Mei Ling'])
    expect(search.body.data.list.total).toBe(1)
  })

  it('treats LIKE wildcards in search as text', async () => {
    expect((await list('?search=%25')).body.data.list.total).toBe(0)
    expect((await list('?search=_')).body.data.list.total).toBe(0)
  })

  it('rejects bad list parameters with a breakdown', async () => {
    const res = await list('?limit=0&skip=-1&sort=password&order=up')
    expect(res.status).toBe(400)
    expect(Object.keys((res.body.data as unknown as { breakdown: object }).breakdown).sort()).toEqual([
      'limit',
      'order',
      'skip',
      'sort',
    ])
    expect((await list('?limit=501')).body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })

  it('rejects a malformed id and an unknown state', async () => {
    const bad = await api.call('GET', '/customers/not-a-uuid', { token })
    expect(bad.body).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { id: 'Invalid id' } },
    })
    const state = await api.call('POST', '/customers', { token, body: { name: 'X', state: 'Atlantis' } })
    expect(state.body.data).toEqual({ breakdown: { state: 'Choose a Malaysian state or territory' } })
  })
})
