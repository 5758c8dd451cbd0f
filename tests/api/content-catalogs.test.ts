// GET catalogs and GET system-options: the console's reference lists, from the contract modules that own
// them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MALAYSIAN_BANKS } from '../../src/contract/banks.ts'
import {
  CatalogsSchema,
  SystemOptionsSchema,
  type Catalogs,
  type SystemOptions,
} from '../../src/contract/catalogs.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { MALAYSIAN_STATES } from '../../src/contract/states.ts'
import * as v from 'valibot'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

describe('GET catalogs', () => {
  it('serves the banks, states, business types, currencies, channel groups and roles', async () => {
    const res = await api.call<Catalogs>('GET', '/catalogs', { token })
    expect(res.body.response_code).toBe(2000)
    const data = v.parse(CatalogsSchema, res.body.data)
    expect(data.banks).toHaveLength(MALAYSIAN_BANKS.length)
    expect(data.banks[0]).toEqual({ code: 'MBBEMYKL', name: 'Maybank' })
    expect(data.states.map((state) => state.name)).toEqual(MALAYSIAN_STATES.map((state) => state.name))
    expect(data.states.find((state) => state.name === 'Sabah')?.id).toBe('1775640129')
    expect(data.business_types.map((type) => type.code)).toEqual([
      'sole_proprietorship',
      'partnership',
      'llp',
      'sdn_bhd',
      'bhd',
      'society',
    ])
    expect(data.currencies).toEqual([{ code: 'MYR', name: 'Malaysian ringgit', symbol: 'RM', decimals: 2 }])
    expect(data.channel_groups.map((group) => group.code)).toEqual([
      'fpx',
      'credit_card',
      'ewallet',
      'duitnow',
      'bnpl',
      'paypal',
      'crypto',
    ])
    expect(data.channel_groups.find((group) => group.code === 'duitnow')?.plan_flag).toBe('duit_now_enable')
    expect(data.roles.map((role) => role.code)).toEqual(['owner', 'admin', 'finance', 'staff', 'viewer'])
    expect(data.roles.find((role) => role.code === 'viewer')?.permissions).toEqual(['view'])
    expect(data.page_kinds.map((kind) => kind.code)).toEqual([
      'terms',
      'privacy',
      'refund',
      'delivery',
      'about',
      'custom',
    ])
  })
})

describe('GET system-options', () => {
  it('serves the formats and limits of SPEC §1 and §9', async () => {
    const res = await api.call<SystemOptions>('GET', '/system-options', { token })
    const data = v.parse(SystemOptionsSchema, res.body.data)
    expect(data).toMatchObject({
      currency: 'MYR',
      thousand_separator: ',',
      environment: 'sandbox',
      title: 'Niaga Sandbox',
      date_format: 'dd-MM-yyyy',
      page_sizes: [10, 25, 50, 100, 250, 500],
      default_page_size: 10,
      toast_duration_ms: 3000,
      password_min_length: 8,
      default_date_range: { start_date: '01-01-1990', end_date: '01-01-2100' },
    })
  })
})

describe('who may read them', () => {
  it('any member, including a viewer and other account types; not without a login', async () => {
    await api.call('POST', '/users', {
      token,
      body: {
        full_name: 'Catalog viewer',
        email: 'catalog-viewer@example.my',
        role_code: 'viewer',
        password: 'Sandbox#2026',
      },
    })
    const viewer = (await api.login('catalog-viewer@example.my')).access_token
    const introducer = (await api.login('introducer@niaga.test')).access_token
    for (const as of [viewer, introducer])
      for (const path of ['/catalogs', '/system-options'])
        expect((await api.call('GET', path, { token: as })).body.response_code, path).toBe(2000)
    for (const path of ['/catalogs', '/system-options'])
      expect((await api.call('GET', path)).body.response_code).toBe(ResponseCode.NOT_AUTHENTICATED)
  })
})
