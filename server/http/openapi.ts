// The OpenAPI 3.1 document, generated from the operation declarations and their valibot schemas. Each
// operation says who may call it (public, a console session, or a session or an API key with a scope),
// the answers it can give by HTTP status with their response codes, and an example of its request and
// answer (sampled from the schemas with openapi-sampler, the sampler Redoc uses).
import { sample } from 'openapi-sampler'
import RandExp from 'randexp'
import type * as v from 'valibot'
import { ResponseCode } from '../../src/contract/codes.ts'
import { PRODUCT_TITLE } from '../../src/contract/constants.ts'
import { KEY_GROUP_LABELS } from '../../src/contract/developers.ts'
import { ROLE_NAMES, rolesThatCan } from '../../src/contract/roles.ts'
import { API_GUIDE } from './api-guide.ts'
import { ERROR_ANSWERS, errorExample } from './openapi-errors.ts'
import { MAX_BODY_BYTES, plainJsonSchema, requestJsonSchema } from './input-bounds.ts'
import { boundResponse } from './openapi-response-bounds.ts'
import { KEY_OPERATIONS } from './key-access.ts'
import { permissionOf, type Operation } from './operation.ts'

type Json = Record<string, unknown>

/** Readable examples for patterns the sampler cannot fill (MYR amounts, dd-MM-yyyy dates). */
const PATTERN_EXAMPLES: [RegExp, string][] = [
  [/\\\.\\d\{/, '120.50'],
  [/^\^\(\\d\{2\}\)-|^\^\\d\{2\}-\\d\{2\}-\\d\{4\}/, '23-11-2026'],
]

/** The shortest string a pattern matches, the same on every run (the sampler cannot fill patterns). */
function patternExample(pattern: string): string {
  const known = PATTERN_EXAMPLES.find(([re]) => re.test(pattern))
  if (known) return known[1]
  const generator = new RandExp(pattern)
  generator.randInt = (low) => low
  generator.max = 1
  return generator.gen()
}

function withExamples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withExamples)
  if (!node || typeof node !== 'object') return node
  const json: Json = Object.fromEntries(Object.entries(node).map(([k, value]) => [k, withExamples(value)]))
  if (typeof json.pattern === 'string' && !('examples' in json))
    json.examples = [patternExample(json.pattern)]
  return json
}

const schemaOf = (schema: v.GenericSchema): Json => withExamples(plainJsonSchema(schema)) as Json

/** A request part's schema with the bounds the server enforces on it (input-bounds.ts). */
const requestSchemaOf = (schema: v.GenericSchema): Json => withExamples(requestJsonSchema(schema)) as Json

const envelopeOf = (data: Json): Json => ({
  type: 'object',
  required: ['response_code', 'token', 'data', 'description'],
  properties: {
    response_code: {
      type: 'integer',
      format: 'int32',
      minimum: 100,
      maximum: 9999,
      description: '2000 on success; see the response-code catalogue',
    },
    token: {
      type: ['string', 'null'],
      maxLength: 4096,
      description: 'A renewed access token when the session slid',
    },
    data,
    description: { type: 'string', maxLength: 20_000 },
  },
})

// A regex param that carries a literal prefix (`:ref{store-[^/]+}`, for SPEC paths like
// `stores/public/store-{id}`) is documented as that prefix followed by the parameter.
export const openApiPath = (honoPath: string) =>
  honoPath.replace(/:([A-Za-z_]+)\{([a-z]+(?:-[a-z]+)*-)[^}]*\}/g, '$2{$1}').replace(/:([A-Za-z_]+)/g, '{$1}')

function parametersOf(op: Operation): Json[] {
  const params: Json[] = []
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue
    const json = requestSchemaOf(schema) as { properties?: Record<string, Json>; required?: string[] }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property
      params.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        description: typeof description === 'string' ? description : `The ${name.replace(/_/g, ' ')}`,
        schema: rest,
      })
    }
  }
  return params
}

/** Who may call an operation, in the document's own words. */
function authOf(op: Operation): {
  security: Json[]
  text: string
  mode: 'public' | 'session' | 'session or key'
} {
  // `{}`: anonymous callers are welcome (OpenAPI's own way to say so), not a forgotten scheme.
  if (op.access === 'public') return { security: [{}], mode: 'public', text: 'Public: no authentication.' }
  const account =
    op.access === 'admin'
      ? 'an admin account’s session'
      : op.access === 'introducer'
        ? 'an introducer account’s portal session (other accounts get 4030)'
        : op.access === 'merchant'
          ? `a merchant account’s console session${op.introducers ? ' or an introducer account’s portal session (its own account)' : ''}`
          : 'a console session'
  const permission = permissionOf(op)
  const roles = rolesThatCan(permission).map((role) => ROLE_NAMES[role])
  const who = `${account} whose role is ${roles.length > 1 ? `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}` : roles[0]} (permission \`${permission}\`)`
  const rule = KEY_OPERATIONS[op.id]
  if (!rule)
    return {
      // Admin sessions are their own scheme: an admin account's token, which no other call accepts as such.
      security: [op.access === 'admin' ? { adminSession: [] } : { session: [] }],
      mode: 'session',
      text: `Authentication: ${who}. API keys are refused (4030): this is a console-only operation.`,
    }
  const access = rule.write ? 'write' : 'read'
  return {
    security: [{ session: [] }, { apiKey: [] }],
    mode: 'session or key',
    text: `Authentication: ${who}, or an API key with ${access} access to ${KEY_GROUP_LABELS[rule.group]} (scope \`${rule.group}:${access}\`). Key calls are checked against the IP whitelist and the key’s rate limit.`,
  }
}

/** The headers every answer carries (server/http/request-limit.ts), and Retry-After on a refusal to wait. */
function answerHeaders(retry: 'always' | 'when retryable' | false): Json {
  const ref = (name: string) => ({ $ref: `#/components/headers/${name}` })
  return {
    'RateLimit-Limit': ref('RateLimit-Limit'),
    'RateLimit-Remaining': ref('RateLimit-Remaining'),
    'RateLimit-Reset': ref('RateLimit-Reset'),
    'RateLimit-Policy': ref('RateLimit-Policy'),
    'Access-Control-Allow-Origin': ref('Access-Control-Allow-Origin'),
    ...(retry === 'always' ? { 'Retry-After': ref('Retry-After') } : {}),
    ...(retry === 'when retryable' ? { 'Retry-After': ref('Retry-After-When-Retryable') } : {}),
  }
}

const seconds = { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 }
const HEADERS: Json = {
  'RateLimit-Limit': {
    description: 'Calls allowed in the window: the address’s limit, or an API key’s own when it binds',
    required: true,
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 10_000_000 },
  },
  'RateLimit-Remaining': {
    description: 'Calls left in the current window',
    required: true,
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 10_000_000 },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window starts again',
    required: true,
    schema: seconds,
  },
  'RateLimit-Policy': {
    description: 'The limit and its window in seconds, as `limit;w=seconds`',
    required: true,
    schema: { type: 'string', maxLength: 40, pattern: '^\\d+;w=\\d+$' },
  },
  'Access-Control-Allow-Origin': {
    description: 'The app’s own origin: no other site’s pages may read API answers',
    required: true,
    schema: { type: 'string', format: 'uri', maxLength: 2048 },
  },
  'Retry-After': {
    description: 'Seconds to wait before the call may succeed (also in data.retry_after)',
    required: true,
    schema: seconds,
  },
  'Retry-After-When-Retryable': {
    description:
      'On 5030 (the connection was lost): seconds to wait before retrying (also in data.retry_after). 5031 and 5032 have none: they last until an operator acts',
    required: false,
    schema: seconds,
  },
}

/** The error answers every operation shares, by HTTP status; operations refer to them. */
function errorResponses(): Json {
  return Object.fromEntries(
    Object.entries(ERROR_ANSWERS).map(([name, { about, code, message, data }]) => [
      name,
      {
        description: about,
        headers: answerHeaders(
          code === ResponseCode.TOO_MANY_REQUESTS
            ? 'always'
            : code === ResponseCode.DATABASE_UNAVAILABLE
              ? 'when retryable'
              : false,
        ),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/ErrorEnvelope' },
            example: errorExample(code, message, data),
          },
        },
      },
    ]),
  )
}

function responsesOf(op: Operation, auth: ReturnType<typeof authOf>, success: Json): Json {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` })
  const responses: Json = {
    '200': op.download
      ? {
          description: 'Success: the file itself (not the envelope)',
          headers: answerHeaders(false),
          content: Object.fromEntries(
            op.download.map((type) => [
              type,
              {
                schema: {
                  type: 'string',
                  contentMediaType: type,
                  ...(op.downloadMaxBytes ? { maxLength: op.downloadMaxBytes } : {}),
                },
              },
            ]),
          ),
        }
      : {
          description: 'Success: response_code 2000',
          headers: answerHeaders(false),
          content: {
            'application/json': { schema: envelopeOf(success.schema as Json), example: success.example },
          },
        },
  }
  // Every request can fail validation: a NUL in the address is refused on every path (server/app.ts), and
  // uploads parse their own multipart bodies.
  responses['400'] = ref('ValidationFailed')
  if (auth.mode !== 'public') {
    responses['401'] = ref('NotAuthenticated')
    responses['403'] = ref('Forbidden')
  } else if (op.credentials) responses['401'] = ref('CredentialsRefused')
  else if (op.optionalAuth) responses['401'] = ref('NotAuthenticated')
  if (auth.mode === 'public' && op.refusable) responses['403'] = ref('Forbidden')
  // A record named in the path, the query or the body (uploads and image analysis read theirs themselves).
  if (op.params || op.query || op.body || op.method !== 'get') responses['404'] = ref('NotFound')
  if (op.method !== 'get' || op.conflicts) responses['409'] = ref('Conflict')
  // Every call counts against its caller's limit (server/http/request-limit.ts).
  responses['429'] = ref('TooManyRequests')
  responses['413'] = ref('PayloadTooLarge')
  responses['500'] = ref('UnexpectedError')
  responses['503'] = ref('DatabaseUnavailable')
  return responses
}

/**
 * An operation's request body: JSON from its body schema, or the multipart form of an upload (and its JSON
 * alternative).
 */
function requestBodyOf(op: Operation): Json | undefined {
  const json = op.body ?? op.upload?.json
  const content: Json = {}
  if (op.upload) {
    const { field, maxFiles, accept } = op.upload
    const file = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      // No file is larger than the body that carries it (server/app.ts).
      maxLength: op.maxBodyBytes ?? MAX_BODY_BYTES,
      description: `A file of type ${accept.join(', ')}, at most ${op.maxBodyBytes ?? MAX_BODY_BYTES} bytes`,
    }
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        required: [field],
        properties: {
          [field]: maxFiles ? { type: 'array', minItems: 1, maxItems: maxFiles, items: file } : file,
        },
      },
      encoding: { [field]: { contentType: accept.join(', ') } },
    }
  }
  if (json) {
    const schema = requestSchemaOf(json)
    content['application/json'] = { schema, example: sample(schema) }
  }
  return Object.keys(content).length > 0 ? { required: true, content } : undefined
}

const JWT_PRACTICE =
  'Tokens follow RFC8725 (JSON Web Token Best Current Practices): HS256 only, issuer and audience checked, one audience per purpose, short expiry.'

export function buildOpenApi(operations: readonly Operation[], serverUrl: string, sandbox = true): Json {
  const paths: Record<string, Record<string, Json>> = {}
  for (const op of operations) {
    const path = openApiPath(op.path)
    const auth = authOf(op)
    const data = op.response ? (boundResponse(schemaOf(op.response)) as Json) : { type: ['object', 'null'] }
    const dataExample = op.response ? sample(data) : null
    const requestBody = requestBodyOf(op)
    paths[path] ??= {}
    paths[path][op.method] = {
      operationId: op.id,
      summary: op.summary,
      description: `${op.description ?? `${op.summary}.`}\n\n${auth.text}`,
      tags: [op.tag],
      security: auth.security,
      'x-niaga-auth': auth.mode,
      ...(op.access === 'public' ? {} : { 'x-niaga-permission': permissionOf(op) }),
      ...(KEY_OPERATIONS[op.id] ? { 'x-niaga-key-scope': KEY_OPERATIONS[op.id] } : {}),
      parameters: parametersOf(op),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(op, auth, {
        schema: data,
        example: {
          response_code: ResponseCode.SUCCESS,
          token: null,
          data: dataExample,
          description: 'Success',
        },
      }),
    }
  }
  const tags = [...new Set(operations.map((op) => op.tag))].map((name) => ({
    name,
    description: `${name} operations`,
  }))
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_TITLE} API`,
      version: '1.0.0',
      description: API_GUIDE,
      contact: { name: `${PRODUCT_TITLE} developers`, url: `${serverUrl}/api/v1/docs` },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Niaga' },
    },
    // Relative: the API is served where this document is, over whatever scheme reached it (https behind
    // the proxy of a deployment).
    servers: [
      {
        url: '/api/v1',
        description: sandbox ? 'This sandbox server' : 'This production server',
        'x-internal': false,
      },
    ],
    components: {
      schemas: {
        ErrorEnvelope: envelopeOf({
          type: ['object', 'null'],
          description: 'null, or {breakdown} for 4000, or {retry_after} for 4091 and 4290',
        }),
      },
      responses: errorResponses(),
      headers: HEADERS,
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `A console session: access_token from POST /auth/access-token-viu (or the portal’s login call). ${JWT_PRACTICE}`,
        },
        adminSession: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `An admin account’s console session (the same login call); other accounts get 4030. ${JWT_PRACTICE}`,
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'nk_sandbox_…',
          description:
            'An API key from POST /merchant-api, sent as Authorization: Bearer nk_sandbox_… (server to server only).',
        },
      },
    },
    tags,
    paths,
  }
}
