// Who may do what (src/contract/roles.ts), checked for every console operation and every role: a
// member whose role lacks the operation's permission gets 4030 naming the roles that may, and
// everyone else gets past the check (whatever the empty request then answers, never a 5xx).
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import {
  PERMISSIONS,
  permissionDeniedMessage,
  ROLE_NAMES,
  ROLE_PERMISSIONS,
  roleCan,
  type RoleCode,
} from '../../src/contract/roles.ts'
import { ROLE_CODES } from '../../src/contract/users.ts'
import { permissionOf, type Operation } from '../../server/http/operation.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
const tokens = {} as Record<RoleCode, string>
const PASSWORD = 'Member#2026'

beforeAll(async () => {
  api = await startApi()
  tokens.owner = (await api.login('merchant@niaga.test')).access_token
  for (const role of ROLE_CODES.filter((r) => r !== 'owner')) {
    const email = `roles-${role}@example.my`
    const res = await api.call('POST', '/users', {
      token: tokens.owner,
      body: { full_name: `${ROLE_NAMES[role]} Member`, email, role_code: role, password: PASSWORD },
    })
    expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
    tokens[role] = (await api.login(email, PASSWORD)).access_token
  }
})
afterAll(() => api.close())

/** Operations a merchant's member reaches; logout would end the session the loop goes on using. */
function memberOperations(): Operation[] {
  return api.registry.operations.filter(
    (op) => (op.access === 'session' || op.access === 'merchant') && op.id !== 'jwt.logout',
  )
}

/** Downloads (templates, reports) answer a file, not the envelope: only an envelope can be a refusal. */
async function attempt(
  op: Operation,
  token: string,
): Promise<{ status: number; code?: number; description?: string }> {
  const response = await api.app.request(`/api/v1${pathOf(op)}`, {
    method: op.method.toUpperCase(),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.9.9',
    },
    body: op.method === 'get' ? undefined : '{}',
  })
  if (!response.headers.get('content-type')?.includes('application/json')) return { status: response.status }
  const body = (await response.json()) as { response_code: number; description: string }
  return { status: response.status, code: body.response_code, description: body.description }
}

function pathOf(op: Operation): string {
  return op.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    /id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'x',
  )
}

describe('the role table', () => {
  it('owners and admins have every permission; finance moves money; staff sells; viewers only look', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS)
    expect(ROLE_PERMISSIONS.admin).toEqual(PERMISSIONS)
    expect(ROLE_PERMISSIONS.finance).toEqual(['view', 'money'])
    expect(ROLE_PERMISSIONS.staff).toEqual(['view', 'sell'])
    expect(ROLE_PERMISSIONS.viewer).toEqual(['view'])
    expect(permissionDeniedMessage('money')).toBe(
      'Only owners, administrators and finance can move money out (payouts, settlements, voids, refunds, virtual accounts)',
    )
  })

  it('docs/roles-and-team.md shows the same table', () => {
    const readme = readFileSync(new URL('../../docs/roles-and-team.md', import.meta.url), 'utf8')
    for (const role of ROLE_CODES) {
      const row = readme
        .split('\n')
        .find((line) => line.replace(/ +\|/g, ' |').startsWith(`| ${ROLE_NAMES[role]} (\`${role}\`) |`))
      expect(row, `docs/roles-and-team.md row for ${role}`).toBeDefined()
      const cells = row!
        .split('|')
        .slice(2, 2 + PERMISSIONS.length)
        .map((cell) => cell.trim())
      expect(cells).toEqual(PERMISSIONS.map((p) => (roleCan(role, p) ? 'yes' : '—')))
    }
  })

  it('GET roles describes each role from the same table', async () => {
    const res = await api.call<{ list: { data: { code: string; description: string }[] } }>('GET', '/roles', {
      token: tokens.viewer,
    })
    const viewer = res.body.data.list.data.find((r) => r.code === 'viewer')
    expect(viewer?.description).toBe('Can see records and reports')
  })
})

describe('every console operation checks the caller’s role', () => {
  for (const role of ROLE_CODES) {
    it(`${role}: refused exactly where the table says so`, async () => {
      const wrong: string[] = []
      for (const op of memberOperations()) {
        const permission = permissionOf(op)
        const res = await attempt(op, tokens[role])
        const denied =
          res.code === ResponseCode.FORBIDDEN && res.description === permissionDeniedMessage(permission)
        if (res.status >= 500) wrong.push(`${op.id}: ${res.status} ${res.description}`)
        else if (denied !== !roleCan(role, permission))
          wrong.push(`${op.id} (${permission}): ${res.code} ${res.description}`)
      }
      expect(wrong).toEqual([])
    }, 60_000)
  }

  it('a viewer cannot create a bill, a finance member cannot add a product, staff cannot request a payout', async () => {
    for (const [role, path, permission] of [
      ['viewer', '/customer-bills/customer-bill-method', 'sell'],
      ['finance', '/products', 'sell'],
      ['staff', '/payment-services/switch/create-payout-invoice', 'money'],
    ] as const) {
      const res = await api.call('POST', path, { token: tokens[role], body: {} })
      expect(res.body, `${role} ${path}`).toMatchObject({
        response_code: ResponseCode.FORBIDDEN,
        description: permissionDeniedMessage(permission),
      })
    }
  })

  it('a refused write changes nothing: the viewer’s customer is not created', async () => {
    const before = await api.call<{ list: { total: number } }>('GET', '/customers', { token: tokens.owner })
    const res = await api.call('POST', '/customers', {
      token: tokens.viewer,
      body: { name: 'Not Allowed', email: 'no@example.my' },
    })
    expect(res.body.response_code).toBe(ResponseCode.FORBIDDEN)
    const after = await api.call<{ list: { total: number } }>('GET', '/customers', { token: tokens.owner })
    expect(after.body.data.list.total).toBe(before.body.data.list.total)
  })
})
