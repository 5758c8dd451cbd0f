// The typed client (sdk/index.ts) generated from this server's own OpenAPI document drives the merchant
// API with an API key: if the document drifts from the server, this file stops compiling (npm run
// typecheck regenerates the types first) or its calls fail here.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNiagaClient, type NiagaClient } from '../../sdk/index.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { createKey } from '../support/developers.ts'

let api: Api
let client: NiagaClient
beforeAll(async () => {
  api = await startApi()
  const token = (await api.login('merchant@niaga.test')).access_token
  const key = await createKey(api, token, {
    scopes: { collections: 'write', bills: 'write', customers: 'write', webhooks: 'read' },
  })
  // The client's requests go to the in-process app, from a fixed address the harness trusts.
  client = createNiagaClient('http://sandbox.test', key.secret, {
    fetch: (request) => {
      request.headers.set('x-forwarded-for', '198.51.100.9')
      return Promise.resolve(api.app.request(request))
    },
  })
})
afterAll(() => api.close())

describe('the typed client', () => {
  it('was generated from the document this server serves', async () => {
    const served = (await (await api.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>
    }
    const generated = JSON.parse(
      readFileSync(new URL('../../sdk/openapi.json', import.meta.url), 'utf8'),
    ) as typeof served
    const ids = (doc: typeof served) =>
      Object.values(doc.paths)
        .flatMap((ops) => Object.values(ops).map((op) => op.operationId))
        .sort()
    expect(ids(generated)).toEqual(ids(served))
    expect(JSON.stringify(generated.paths)).toBe(JSON.stringify(served.paths))
  })

  it('documents every operation: summary, description, who may call it, error codes and examples', async () => {
    type Op = {
      operationId: string
      summary?: string
      description?: string
      security: unknown[]
      'x-niaga-auth': string
      requestBody?: { content: Record<string, { example?: unknown }> }
      responses: Record<string, { content?: Record<string, { example?: unknown }> }>
    }
    const doc = (await (await api.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, Op>>
    }
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods))
    const byId = new Map(ops.map((op) => [op.operationId, op]))
    expect(ops.length).toBeGreaterThan(200)
    for (const op of ops) {
      expect(op.summary, op.operationId).toBeTruthy()
      expect(op.description, op.operationId).toMatch(/Authentication|Public/)
      expect(['public', 'session', 'session or key'], op.operationId).toContain(op['x-niaga-auth'])
      expect(
        Object.keys(op.responses).some((status) => status.startsWith('4')),
        op.operationId,
      ).toBe(true)
      // Downloads document their files' content types instead of the envelope.
      const success = op.responses['200']?.content ?? {}
      if (success['application/json'])
        expect(success['application/json'].example, op.operationId).toBeDefined()
      else expect(Object.keys(success).length, op.operationId).toBeGreaterThan(0)
      // A JSON body carries an example; an upload documents its multipart form: the file field it reads.
      if (op.requestBody?.content['application/json'])
        expect(op.requestBody.content['application/json'].example, op.operationId).toBeDefined()
      const form = op.requestBody?.content['multipart/form-data'] as
        { schema: { required: string[]; properties: Record<string, unknown> } } | undefined
      if (form) expect(Object.keys(form.schema.properties), op.operationId).toEqual(form.schema.required)
      if (op.requestBody)
        expect(form ?? op.requestBody.content['application/json'], op.operationId).toBeDefined()
    }
    // Every operation that reads a multipart upload documents it (the document and the server cannot
    // drift).
    const uploads = ops
      .filter((op) => op.requestBody?.content['multipart/form-data'])
      .map((op) => op.operationId)
    expect(uploads.sort()).toEqual(
      [
        'ai.analyzeImage',
        'billUpload.upload',
        'cdn.bulkUpload',
        'cdn.upload',
        'merchantCloudImage.bulkCreate',
        'merchantCloudImage.create',
      ].sort(),
    )
    const bulk = byId.get('cdn.bulkUpload')?.requestBody?.content['multipart/form-data'] as {
      schema: { properties: { files: { maxItems: number } } }
      encoding: { files: { contentType: string } }
    }
    expect(bulk.schema.properties.files.maxItems).toBe(10)
    expect(bulk.encoding.files.contentType).toContain('image/png')
    expect(byId.get('ai.analyzeImage')?.requestBody?.content['application/json']?.example).toHaveProperty(
      'image_id',
    )
    expect(byId.get('customerBills.create')?.['x-niaga-auth']).toBe('session or key')
    expect(byId.get('users.list')?.['x-niaga-auth']).toBe('session')
    expect(byId.get('apiKeys.create')?.['x-niaga-auth']).toBe('session')
  })

  it('creates a collection and a bill, reads, lists and cancels it, with typed answers', async () => {
    const collection = await client.POST('/collections', {
      body: { title: 'Typed client fees', kind: 'bill' },
    })
    expect(collection.data?.response_code).toBe(ResponseCode.SUCCESS)
    const collectionId = collection.data!.data.id

    const created = await client.POST('/collections/bill-method', {
      body: {
        collection_id: collectionId,
        payer_name: 'Farah Aziz',
        payer_email: 'farah@example.my',
        amount: '75.20',
      },
    })
    expect(created.response.headers.get('ratelimit-limit')).toBe('600')
    const bill = created.data!.data
    expect(bill).toMatchObject({ amount: '75.20', status: 'pending', payer_name: 'Farah Aziz' })

    const read = await client.GET('/customer-bills/{id}', { params: { path: { id: bill.id } } })
    expect(read.data?.data.invoice_no).toBe(bill.invoice_no)
    const listed = await client.GET('/collections/{id}/bills', { params: { path: { id: collectionId } } })
    expect(listed.data?.data.list.data.map((b) => b.id)).toContain(bill.id)

    const cancelled = await client.PUT('/customer-bills/{id}', {
      params: { path: { id: bill.id } },
      body: { status: 'cancelled' },
    })
    expect(cancelled.data?.data.status).toBe('cancelled')
  })

  it('gets the envelope of an error as a typed error, not an exception', async () => {
    const refused = await client.GET('/users')
    expect(refused.response.status).toBe(403)
    expect(refused.error).toMatchObject({ response_code: ResponseCode.FORBIDDEN })
    const invalid = await client.POST('/customers', { body: { name: '' } })
    expect(invalid.error).toMatchObject({
      response_code: ResponseCode.VALIDATION_FAILED,
      data: { breakdown: { name: expect.any(String) } },
    })
  })

  it('reads customers and the webhook events log', async () => {
    const made = await client.POST('/customers', {
      body: { name: 'Lim Wei Ling', email: 'weiling@example.my' },
    })
    expect(made.data?.data.name).toBe('Lim Wei Ling')
    const customers = await client.GET('/customers', { params: { query: { search: 'Wei Ling' } } })
    expect(customers.data?.data.list.data.map((c) => c.id)).toContain(made.data!.data.id)
    const events = await client.GET('/webhook-events', { params: { query: { limit: '5' } } })
    expect(events.data?.response_code).toBe(ResponseCode.SUCCESS)
  })
})
