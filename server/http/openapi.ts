// The OpenAPI 3.1 document, generated from the operation declarations and their valibot schemas.
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { PRODUCT_TITLE } from '../../src/contract/constants.ts'
import type { Operation } from './operation.ts'

type Json = Record<string, unknown>

const schemaOf = (schema: v.GenericSchema): Json => {
  // Transforms and custom checks have no JSON Schema form; the reference shows the shape without them.
  const { $schema: _ignored, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Json
  return json
}

const envelopeOf = (data: Json): Json => ({
  type: 'object',
  required: ['response_code', 'token', 'data', 'description'],
  properties: {
    response_code: { type: 'integer', description: '2000 on success; see the response-code catalogue' },
    token: { type: ['string', 'null'], description: 'A renewed access token when the session slid' },
    data,
    description: { type: 'string' },
  },
})

// A regex param that carries a literal prefix (`:ref{store-[^/]+}`, for SPEC paths like
// `stores/public/store-{id}`) is documented as that prefix followed by the parameter.
export const openApiPath = (honoPath: string) =>
  honoPath.replace(/:([A-Za-z_]+)\{([a-z]+(?:-[a-z]+)*-)[^}]*\}/g, '$2{$1}').replace(/:([A-Za-z_]+)/g, '{$1}')

function parametersOf(op: Operation): Json[] {
  const params: Json[] = []
  for (const [where, schema] of [['path', op.params], ['query', op.query]] as const) {
    if (!schema) continue
    const json = schemaOf(schema) as { properties?: Record<string, Json>; required?: string[] }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      params.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property })
    }
  }
  return params
}

export function buildOpenApi(operations: readonly Operation[], serverUrl: string): Json {
  const paths: Record<string, Record<string, Json>> = {}
  for (const op of operations) {
    const path = openApiPath(op.path)
    paths[path] ??= {}
    paths[path][op.method] = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      security: op.access === 'public' ? [] : [{ bearerAuth: [] }],
      parameters: parametersOf(op),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body) } } } } : {}),
      responses: {
        '200': {
          description: 'Success (response_code 2000)',
          content: { 'application/json': { schema: envelopeOf(op.response ? schemaOf(op.response) : {}) } },
        },
        default: {
          description: 'Any other response_code: the envelope with a description and, for validation, data.breakdown',
          content: { 'application/json': { schema: envelopeOf({ type: ['object', 'null'] }) } },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_TITLE} API`,
      version: '1.0.0',
      description:
        'Every response is the envelope {response_code, token, data, description}. Send Authorization: Bearer <access_token>. Amounts are MYR text with 2 decimals.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
  }
}
