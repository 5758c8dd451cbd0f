// Every input the API document describes has a bound, and the server refuses exactly what the document
// refuses (server/http/input-bounds.ts): on the input as sent, before any trim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'

type Json = Record<string, unknown>

let api: Api
let token: string
let document: { paths: Record<string, Record<string, Json>> }
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  document = (await (await api.app.request('/api/v1/openapi.json')).json()) as typeof document
})
afterAll(() => api.close())

const bodyField = (path: string, method: string, field: string) => {
  const op = document.paths[path]![method] as {
    requestBody: { content: { 'application/json': { schema: { properties: Record<string, Json> } } } }
  }
  return op.requestBody.content['application/json'].schema.properties[field]!
}
const refused = (body: unknown, field: string, message: string) =>
  expect(body).toMatchObject({
    response_code: ResponseCode.VALIDATION_FAILED,
    data: { breakdown: { [field]: message } },
  })

describe('input bounds', () => {
  it('takes a rule’s own bound, and counts padding a trim would remove', async () => {
    expect(bodyField('/customers', 'post', 'name')).toMatchObject({ maxLength: 120 })
    const name = 'x'.repeat(120)
    const fits = await api.call('POST', '/customers', { token, body: { name, email: 'fits@example.my' } })
    expect(fits.body).toMatchObject({ response_code: ResponseCode.SUCCESS })
    const padded = await api.call('POST', '/customers', {
      token,
      body: { name: `  ${name}  `, email: 'padded@example.my' },
    })
    refused(padded.body, 'name', 'May not be longer than 120 characters')
    const long = await api.call('POST', '/customers', {
      token,
      body: { name: `${name}x`, email: 'x@example.my' },
    })
    expect(long.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })

  it('counts characters as JSON Schema does: an emoji is one', async () => {
    const name = '😀'.repeat(120)
    const fits = await api.call('POST', '/customers', { token, body: { name, email: 'emoji@example.my' } })
    expect(fits.body).toMatchObject({ response_code: ResponseCode.SUCCESS })
    const past = await api.call('POST', '/customers', {
      token,
      body: { name: `${name}😀`, email: 'e2@example.my' },
    })
    expect(past.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
  })

  it('bounds a field without a rule of its own by its kind, in step with its siblings', () => {
    const reset = (field: string) => bodyField('/portal/reset-password', 'post', field)
    expect(reset('password_confirmation')).toMatchObject({ maxLength: reset('password').maxLength })
    const members = bodyField('/notification-settings', 'post', 'member_user_ids') as { items: Json }
    expect(members.items).toMatchObject({ maxLength: 64 })
  })

  it('refuses a page larger than 500 rows and a search longer than its bound', async () => {
    const page = await api.call('GET', '/customers?limit=501', { token })
    expect(page.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    const search = await api.call('GET', `/customers?search=${'s'.repeat(101)}`, { token })
    expect(search.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    const fine = await api.call('GET', '/customers?limit=500', { token })
    expect(fine.body.response_code).toBe(ResponseCode.SUCCESS)
  })

  it('declares a bound on every string, whole number and list of every request', () => {
    const unbounded: string[] = []
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`))
      if (!node || typeof node !== 'object') return
      const json = node as Json
      const types = ([] as unknown[]).concat(json.type ?? [])
      const boundedText = 'maxLength' in json || 'enum' in json || 'const' in json
      if (types.includes('string') && !boundedText) unbounded.push(`${at} (text)`)
      if (types.includes('integer') && !('maximum' in json && 'minimum' in json))
        unbounded.push(`${at} (integer)`)
      if (types.includes('array') && !('maxItems' in json)) unbounded.push(`${at} (list)`)
      for (const [key, value] of Object.entries(json)) if (key !== 'examples') walk(value, `${at}/${key}`)
    }
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(methods)) {
        walk(op.parameters, `${method} ${path} parameters`)
        walk(op.requestBody, `${method} ${path} body`)
      }
    expect(unbounded).toEqual([])
  })
})
