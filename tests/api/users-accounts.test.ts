import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Membership } from '../../src/contract/auth.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { Member } from '../../src/contract/users.ts'
import { LAST_OWNER_MESSAGE } from '../../src/contract/team.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let owner: string
beforeAll(async () => {
  api = await startApi()
  owner = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

describe('users of an account', () => {
  it('an owner creates a staff user who can log in; staff cannot create users', async () => {
    const res = await api.call<Member>('POST', '/users', {
      token: owner,
      body: {
        full_name: 'Staff One',
        email: 'staff1@example.my',
        role_code: 'staff',
        password: 'Staff#2026',
      },
    })
    expect(res.body.data).toMatchObject({ email: 'staff1@example.my', role_code: 'staff' })
    const staff = (await api.login('staff1@example.my', 'Staff#2026')).access_token
    const denied = await api.call('POST', '/users', {
      token: staff,
      body: {
        full_name: 'Staff Two',
        email: 'staff2@example.my',
        role_code: 'owner',
        password: 'Staff#2026',
      },
    })
    expect(denied.body.response_code).toBe(ResponseCode.FORBIDDEN)
    const users = await api.call<ListData<Member>>('GET', '/users', { token: owner })
    expect(users.body.data.list.data.map((u) => u.email).sort()).toEqual([
      'merchant@niaga.test',
      'staff1@example.my',
      'staff@niaga.test',
      'viewer@niaga.test',
    ])
  })

  it('the last owner cannot be demoted', async () => {
    const me = await api.call<{ id: string }>('GET', '/users/me', { token: owner })
    const res = await api.call('PUT', `/users/${me.body.data.id}`, {
      token: owner,
      body: { role_code: 'staff' },
    })
    expect(res.body).toMatchObject({ response_code: ResponseCode.CONFLICT, description: LAST_OWNER_MESSAGE })
  })

  it('lists the roles, and users/open tells whether an email is free', async () => {
    const roles = await api.call<ListData<{ code: string }>>('GET', '/roles', { token: owner })
    expect(roles.body.data.list.data.map((r) => r.code)).toEqual([
      'owner',
      'admin',
      'finance',
      'staff',
      'viewer',
    ])
    const taken = await api.call<{ available: boolean }>('POST', '/users/open', {
      token: owner,
      body: { email: 'merchant2@niaga.test' },
    })
    expect(taken.body.data.available).toBe(false)
    const free = await api.call<{ available: boolean }>('POST', '/users/open', {
      token: owner,
      body: { email: 'free@example.my' },
    })
    expect(free.body.data.available).toBe(true)
  })

  it('users/me can be changed by its user', async () => {
    const res = await api.call<{ full_name: string }>('PUT', '/users/me', {
      token: owner,
      body: { full_name: 'Aisyah R.' },
    })
    expect(res.body.data.full_name).toBe('Aisyah R.')
  })
})

describe('accounts and switching', () => {
  it('a user in two accounts lists both and switches into the other, with data scoped to it', async () => {
    const admin = (await api.login('admin@niaga.test')).access_token
    const created = await api.call<{ id: string }>('POST', '/accounts', {
      token: admin,
      body: { type: 'merchant', name: 'Second Shop Sdn Bhd' },
    })
    expect(created.body.response_code).toBe(2000)
    // The owner of Second Shop (set up by the admin) adds merchant@niaga.test as finance.
    const accountId = created.body.data.id
    const added = await api.call('POST', `/accounts/${accountId}/users`, {
      token: admin,
      body: { email: 'merchant@niaga.test', role_code: 'finance' },
    })
    expect(added.body.response_code).toBe(2000)

    const mine = await api.call<ListData<Membership>>('GET', '/accounts/users/me', { token: owner })
    expect(mine.body.data.list.data.map((m) => [m.name, m.is_current])).toEqual(
      expect.arrayContaining([
        ['Niaga Demo Sdn Bhd', true],
        ['Second Shop Sdn Bhd', false],
      ]),
    )
    const switched = await api.call<{
      access_token: string
      account: { name: string; role: { code: string } }
    }>('GET', `/accounts/merchant/${accountId}/switch`, { token: owner })
    expect(switched.body.data.account).toMatchObject({
      name: 'Second Shop Sdn Bhd',
      role: { code: 'finance' },
    })
    const customers = await api.call<ListData<unknown>>('GET', '/customers', {
      token: switched.body.data.access_token,
    })
    expect(customers.body.data.list.total).toBe(0)
  })

  it('only admins open accounts; a member cannot change an account’s status', async () => {
    expect(
      (await api.call('POST', '/accounts', { token: owner, body: { type: 'merchant', name: 'X' } })).body
        .response_code,
    ).toBe(ResponseCode.FORBIDDEN)
    const me = await api.call<{ id: string }>('GET', '/accounts/me', { token: owner })
    const res = await api.call('PUT', `/accounts/${me.body.data.id}`, {
      token: owner,
      body: { record_status_id: 2 },
    })
    expect(res.body.response_code).toBe(ResponseCode.FORBIDDEN)
  })
})

describe('tour settings', () => {
  it('answers 3333 before any setting, then saves and changes it', async () => {
    const token = (await api.login('merchant2@niaga.test')).access_token
    const none = await api.call('POST', '/user-tour-setting/me', { token })
    expect(none.status).toBe(200)
    expect(none.body).toMatchObject({ response_code: ResponseCode.NO_TOUR_SETTING, data: null })
    const saved = await api.call<{ id: string; setting: Record<string, boolean> }>(
      'POST',
      '/user-tour-setting',
      { token, body: { setting: { dashboard: false } } },
    )
    expect(saved.body.data.setting).toEqual({ dashboard: false })
    const dup = await api.call('POST', '/user-tour-setting', {
      token,
      body: { setting: { dashboard: true } },
    })
    expect(dup.body.response_code).toBe(ResponseCode.CONFLICT)
    const changed = await api.call<{ setting: Record<string, boolean> }>(
      'PUT',
      `/user-tour-setting/${saved.body.data.id}`,
      { token, body: { setting: { dashboard: true } } },
    )
    expect(changed.body.data.setting).toEqual({ dashboard: true })
    const mine = await api.call<{ setting: Record<string, boolean> }>('POST', '/user-tour-setting/me', {
      token,
    })
    expect(mine.body.data.setting).toEqual({ dashboard: true })
    const other = (await api.login('merchant@niaga.test')).access_token
    expect(
      (
        await api.call('PUT', `/user-tour-setting/${saved.body.data.id}`, {
          token: other,
          body: { setting: {} },
        })
      ).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
  })
})
