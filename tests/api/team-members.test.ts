// Members of an account (src/contract/team.ts): roles change by the rules (only owners touch the owner
// role), an account always keeps one active owner — also when two owners act at once — and a deactivated
// or removed member is out of the account at once: no login, no session, no switching in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '../../src/contract/auth.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { LAST_OWNER_MESSAGE, OWNER_ONLY_MESSAGE, SELF_MESSAGE } from '../../src/contract/team.ts'
import type { Member } from '../../src/contract/users.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let owner: string
let ownerId: string
const PASSWORD = 'Member#2026'
let counter = 0

/** A new member of the first merchant with `role`: their id and a logged-in token. */
async function member(role: string): Promise<{ id: string; token: string; email: string }> {
  const email = `member${++counter}.${role}@example.my`
  const res = await api.call<Member>('POST', '/users', {
    token: owner,
    body: { full_name: `Member ${counter}`, email, role_code: role, password: PASSWORD },
  })
  expect(res.body.response_code, JSON.stringify(res.body)).toBe(2000)
  return { id: res.body.data.id, email, token: (await api.login(email, PASSWORD)).access_token }
}
const put = (token: string, id: string, body: unknown) =>
  api.call<Member>('PUT', `/users/${id}`, { token, body })

beforeAll(async () => {
  api = await startApi()
  const session = await api.login('merchant@niaga.test')
  owner = session.access_token
  ownerId = (await api.call<{ id: string }>('GET', '/users/me', { token: owner })).body.data.id
})
afterAll(() => api.close())

describe('changing roles', () => {
  it('an administrator changes other roles but never grants or takes away the owner role', async () => {
    const admin = await member('admin')
    const staff = await member('staff')
    const changed = await put(admin.token, staff.id, { role_code: 'finance' })
    expect(changed.body).toMatchObject({
      response_code: 2000,
      description: 'User updated',
      data: { role_code: 'finance', role_name: 'Finance' },
    })
    expect((await put(admin.token, staff.id, { role_code: 'owner' })).body).toMatchObject({
      response_code: ResponseCode.FORBIDDEN,
      description: OWNER_ONLY_MESSAGE,
    })
    expect((await put(admin.token, ownerId, { role_code: 'admin' })).body).toMatchObject({
      response_code: ResponseCode.FORBIDDEN,
      description: OWNER_ONLY_MESSAGE,
    })
    expect((await put(admin.token, ownerId, { record_status_id: 2 })).body).toMatchObject({
      response_code: ResponseCode.FORBIDDEN,
      description: OWNER_ONLY_MESSAGE,
    })
    expect((await api.call('DELETE', `/users/${ownerId}`, { token: admin.token })).body.response_code).toBe(
      ResponseCode.FORBIDDEN,
    )
    expect(
      (
        await api.call('POST', '/users', {
          token: admin.token,
          body: { full_name: 'Boss', email: 'boss2@example.my', role_code: 'owner', password: PASSWORD },
        })
      ).body.response_code,
    ).toBe(ResponseCode.FORBIDDEN)
    // The role takes effect on the member's next call: finance may not create a bill's collection.
    const me = await api.call<Account>('GET', '/accounts/me', { token: staff.token })
    expect(me.body.data.role?.code).toBe('finance')
  })

  it('staff, finance and viewers cannot list or change members (4030)', async () => {
    const target = await member('staff')
    for (const role of ['staff', 'finance', 'viewer']) {
      const { token } = await member(role)
      expect((await api.call('GET', '/users', { token })).body.response_code, role).toBe(
        ResponseCode.FORBIDDEN,
      )
      expect((await api.call('GET', `/users/${target.id}`, { token })).body.response_code, role).toBe(
        ResponseCode.FORBIDDEN,
      )
      expect((await put(token, target.id, { role_code: 'viewer' })).body.response_code, role).toBe(
        ResponseCode.FORBIDDEN,
      )
      expect((await api.call('DELETE', `/users/${target.id}`, { token })).body.response_code, role).toBe(
        ResponseCode.FORBIDDEN,
      )
    }
  })

  it('an owner makes another owner; then either may step down, but never the last one', async () => {
    const second = await member('staff')
    expect((await put(owner, second.id, { role_code: 'owner' })).body.data.role_code).toBe('owner')
    expect((await put(second.token, second.id, { role_code: 'admin' })).body.data.role_code).toBe('admin')
    const last = await put(owner, ownerId, { role_code: 'admin' })
    expect(last.body).toMatchObject({ response_code: ResponseCode.CONFLICT, description: LAST_OWNER_MESSAGE })
    expect((await put(owner, ownerId, { record_status_id: 2 })).body.description).toBe(SELF_MESSAGE)
  })
})

describe('the last active owner', () => {
  it('a deactivated owner does not count: the remaining active owner cannot step down', async () => {
    const second = await member('owner')
    expect((await put(owner, second.id, { record_status_id: 2 })).body.data).toMatchObject({
      status: 'deactivated',
      record_status_id: 2,
    })
    expect((await put(owner, ownerId, { role_code: 'staff' })).body.description).toBe(LAST_OWNER_MESSAGE)
    expect((await put(owner, second.id, { record_status_id: 1 })).body.data.status).toBe('active')
    expect((await put(owner, second.id, { role_code: 'viewer' })).body.response_code).toBe(2000)
  })

  /** Owners a and b become the only active owners (the seeded owner steps aside for the round). */
  async function twoOwners() {
    const a = await member('owner')
    const b = await member('owner')
    expect((await put(a.token, ownerId, { role_code: 'admin' })).body.response_code).toBe(2000)
    return { a, b }
  }
  async function activeOwners(token: string) {
    const list = await api.call<ListData<Member>>('GET', '/users?limit=500', { token })
    return list.body.data.list.data.filter((m) => m.role_code === 'owner' && m.status === 'active')
  }
  async function restore(winner: { id: string; token: string }) {
    expect((await put(winner.token, ownerId, { role_code: 'owner' })).body.response_code).toBe(2000)
    await put(owner, winner.id, { role_code: 'viewer' })
  }

  it('two owners stepping down at the same moment: one does, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b } = await twoOwners()
      const [aa, bb] = await Promise.all([
        put(a.token, a.id, { role_code: 'admin' }),
        put(b.token, b.id, { role_code: 'finance' }),
      ])
      expect([aa.body.response_code, bb.body.response_code].sort()).toEqual([2000, ResponseCode.CONFLICT])
      expect([aa, bb].find((r) => r.body.response_code !== 2000)?.body.description).toBe(LAST_OWNER_MESSAGE)
      const winner = aa.body.response_code === 2000 ? b : a
      expect(await activeOwners(winner.token)).toEqual([expect.objectContaining({ id: winner.id })])
      await restore(winner)
    }
  })

  it('two owners demoting or deactivating each other at the same moment leave exactly one owner', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b } = await twoOwners()
      const [ab, ba] = await Promise.all([
        put(a.token, b.id, { role_code: 'staff' }),
        put(b.token, a.id, { record_status_id: 2 }),
      ])
      // The loser is refused: the last owner stays (4090), or they already lost the owner role (4030/401).
      const codes = [ab.body.response_code, ba.body.response_code]
      expect(codes.filter((code) => code === 2000)).toHaveLength(1)
      expect([ResponseCode.CONFLICT, ResponseCode.FORBIDDEN, ResponseCode.NOT_AUTHENTICATED]).toContain(
        codes.find((code) => code !== 2000),
      )
      const winner = ab.body.response_code === 2000 ? a : b
      expect(await activeOwners(winner.token)).toEqual([expect.objectContaining({ id: winner.id })])
      await restore(winner)
    }
  })
})

describe('deactivating and removing', () => {
  it('a deactivated member’s session ends, they cannot log in or switch in; reactivated, they can', async () => {
    const staff = await member('staff')
    const done = await put(owner, staff.id, { record_status_id: 2 })
    expect(done.body.data).toMatchObject({ status: 'deactivated', record_status_id: 2 })
    expect((await api.call('GET', '/users/me', { token: staff.token })).body.response_code).toBe(
      ResponseCode.NOT_AUTHENTICATED,
    )
    const login = await api.call('POST', '/auth/access-token-viu', {
      body: { username: staff.email, password: PASSWORD },
    })
    expect(login.body.response_code).toBe(ResponseCode.LOGIN_FAILED)
    const listed = await api.call<ListData<Member>>(
      'GET',
      `/users?search=${encodeURIComponent(staff.email)}`,
      { token: owner },
    )
    expect(listed.body.data.list.data[0]).toMatchObject({ status: 'deactivated' })

    expect((await put(owner, staff.id, { record_status_id: 1 })).body.data.status).toBe('active')
    expect((await api.login(staff.email, PASSWORD)).access_token).toBeTruthy()
  })

  it('deactivated in one account, a member of two logs in to the other and cannot switch back', async () => {
    const admin = (await api.login('admin@niaga.test')).access_token
    const merchant1 = (await api.call<Account>('GET', '/accounts/me', { token: owner })).body.data.id
    const other = (
      await api.call<Account>('GET', '/accounts/me', {
        token: (await api.login('merchant2@niaga.test')).access_token,
      })
    ).body.data.id
    const staff = await member('staff')
    expect(
      (
        await api.call('POST', `/accounts/${other}/users`, {
          token: admin,
          body: { email: staff.email, role_code: 'viewer' },
        })
      ).body.response_code,
    ).toBe(2000)
    await put(owner, staff.id, { record_status_id: 2 })
    const session = await api.login(staff.email, PASSWORD)
    expect(session.account.id).toBe(other)
    const back = await api.call('GET', `/accounts/merchant/${merchant1}/switch`, {
      token: session.access_token,
    })
    expect(back.body.response_code).toBe(ResponseCode.NOT_FOUND)
  })

  it('a removed member is out of the list and their session ends; nobody removes themselves', async () => {
    const staff = await member('staff')
    const removed = await api.call('DELETE', `/users/${staff.id}`, { token: owner })
    expect(removed.body).toMatchObject({ response_code: 2000, description: 'User removed from the account' })
    expect((await api.call('GET', `/users/${staff.id}`, { token: owner })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await api.call('GET', '/users/me', { token: staff.token })).body.response_code).toBe(
      ResponseCode.NOT_AUTHENTICATED,
    )
    const self = await api.call('DELETE', `/users/${ownerId}`, { token: owner })
    expect(self.body).toMatchObject({ response_code: ResponseCode.CONFLICT, description: SELF_MESSAGE })
  })
})

describe('tenancy', () => {
  it('another merchant cannot list, read, change or remove this account’s members (4040)', async () => {
    const staff = await member('staff')
    const other = (await api.login('merchant2@niaga.test')).access_token
    const merchant1 = (await api.call<Account>('GET', '/accounts/me', { token: owner })).body.data.id
    expect((await api.call('GET', `/accounts/${merchant1}/users`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await api.call('GET', `/users/${staff.id}`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await put(other, staff.id, { role_code: 'viewer' })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await put(other, staff.id, { record_status_id: 2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await api.call('DELETE', `/users/${staff.id}`, { token: other })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    const theirs = await api.call<ListData<Member>>('GET', '/users', { token: other })
    expect(theirs.body.data.list.data.map((m) => m.email)).not.toContain(staff.email)
    expect((await api.call<Member>('GET', `/users/${staff.id}`, { token: owner })).body.data.status).toBe(
      'active',
    )
  })
})
