// What fuzzing found, kept as regressions: a body nested 10,000 deep, half of a surrogate pair in a text
// that an audit entry copies, and an admin adding a member to an account that does not exist (each a 4000
// or a 4040, never a 5000), and a stray field named like a member every object has, which must be named in
// the breakdown like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LONE_SURROGATE_MESSAGE, MAX_JSON_DEPTH } from '../../server/http/validation.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let owner: string
let admin: string
beforeAll(async () => {
  api = await startApi()
  owner = (await api.login('merchant@niaga.test')).access_token
  admin = (await api.login('admin@niaga.test')).access_token
})
afterAll(() => api.close())

describe('fuzzing findings', () => {
  it('a body nested deeper than the limit is a 4000 naming the limit, not a 5000', async () => {
    for (const raw of [
      '['.repeat(10_000) + ']'.repeat(10_000),
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    ]) {
      const res = await api.call('POST', '/customers', { token: owner, rawBody: raw })
      expect(res.status).toBeLessThan(500)
      expect(res.body.response_code).toBe(4000)
      expect(res.body.data).toEqual({
        breakdown: { body: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels` },
      })
    }
  })

  it('nesting up to the limit is still read (and then validated as usual)', async () => {
    const raw = `{"name":"Deep","notes":"x","extra":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`
    const res = await api.call('POST', '/customers', { token: owner, rawBody: raw })
    expect(res.body.response_code).toBe(4000)
    expect(res.body.description).not.toBe('Malformed JSON body')
  })

  it('a stray field named like an object member (toString, constructor, __proto__) is named in the breakdown', async () => {
    for (const field of ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__']) {
      const raw = `{"name":"Probe",${JSON.stringify(field)}:[]}`
      const res = await api.call('POST', '/customers', { token: owner, rawBody: raw })
      expect(res.body.response_code, field).toBe(4000)
      expect(res.body.data, field).toEqual({ breakdown: { [field]: 'Unknown field' } })
    }
  })

  it('half of a surrogate pair in a text or a key is a 4000 naming the field; a whole pair is stored', async () => {
    const accounts = await api.call<{ list: { data: { id: string; name: string }[] } }>('GET', '/accounts', {
      token: admin,
    })
    const account = accounts.body.data.list.data[0]!
    for (const [raw, field] of [
      ['{"name":"\\ud800"}', 'name'],
      ['{"name":"Kedai \\udc00 Kopi"}', 'name'],
      ['{"name":"Kedai","\\ud83d":1}', '\ud83d'],
    ] as const) {
      const res = await api.call('PUT', `/accounts/${account.id}`, { token: admin, rawBody: raw })
      expect(res.status, raw).toBeLessThan(500)
      expect(res.body.response_code, raw).toBe(4000)
      expect(res.body.data, raw).toEqual({ breakdown: { [field]: LONE_SURROGATE_MESSAGE } })
    }
    const whole = await api.call<{ name: string }>('PUT', `/accounts/${account.id}`, {
      token: admin,
      rawBody: `{"name":"Kedai Kopi \\ud83c\\udf75"}`,
    })
    expect(whole.body.response_code).toBe(2000)
    expect(whole.body.data.name).toBe('Kedai Kopi 🍵')
    await api.call('PUT', `/accounts/${account.id}`, { token: admin, body: { name: account.name } })
  })

  it('an admin adding a member to an account that does not exist gets 4040', async () => {
    const res = await api.call('POST', '/accounts/00000013-ab82-71f7-a539-562500000007/users', {
      token: admin,
      body: { email: 'admin@niaga.test', role_code: 'admin' },
    })
    expect(res.status).toBeLessThan(500)
    expect(res.body.response_code).toBe(4040)
  })
})
