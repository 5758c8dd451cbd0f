// The fuzzing loop: reads the OpenAPI document the app serves, builds each operation's requests from its
// schemas (fuzz/schema-arbitrary.ts), sends them round-robin over the families until each has its count or
// the time is up, checks every answer, and checks the database at the end (fuzz/checks.ts).
import fc from 'fast-check'
import { boundProblem } from '../server/http/input-bounds.ts'
import type { Operation } from '../server/http/operation.ts'
import type { Api } from '../tests/support/api-harness.ts'
import { Callers, type CallerName } from './callers.ts'
import { answerProblem, databaseProblems } from './checks.ts'
import {
  INVALID_JSON,
  SchemaArbitraries,
  snake,
  type JsonSchema,
  type Known,
  type Mode,
} from './schema-arbitrary.ts'

export interface FamilyReport {
  family: string
  operations: number
  sent: number
  modes: Record<Mode, number>
  succeeded: number
  rate: number
  failures: number
}

export interface Timing {
  operation: string
  count: number
  totalMs: number
  maxMs: number
}

export interface Failure {
  family: string
  operation: string
  mode: Mode
  caller: CallerName
  problem: string
  request: string
  answer: string
  count: number
}

interface FuzzOp {
  id: string
  family: string
  method: string
  path: string
  pathParams: { name: string; schema: JsonSchema; pool: string }[]
  query?: JsonSchema
  body?: JsonSchema
  /** The body schema as the document declares it (`body` may be narrowed to reach more records). */
  declaredBody?: JsonSchema
  callers: [CallerName, number][]
}

interface Spec {
  path: Record<string, string>
  query: string
  body?: string
  headers: Record<string, string>
  what: string
}

const MODES: [Mode, number][] = [
  ['valid', 45],
  ['boundary', 30],
  ['malformed', 25],
]
/** Requests per family per turn: families advance together, so a time limit leaves them even. */
const TURN = 50
const SAMPLES = 6

/** Odd path segments: traversal, NUL, encodings, very long, other shapes of id. */
const ODD_IDS: [string, boolean][] = [
  ['../', false],
  ['..%2F..%2F', true],
  ['%00', true],
  ['%', true],
  ['%zz', true],
  ['%2e%2e', true],
  ['x'.repeat(5000), false],
  ['\u0000', false],
  ["' or 1=1--", false],
  ['null', false],
  ['-1', false],
  ['1e309', false],
  ['00000000-0000-0000-0000-000000000000', false],
  ['00000000-0000-4000-8000-00000000000G', false],
  ['{id}', false],
  ['ａ', false],
  ['💥', false],
  [' ', false],
  ['store-', false],
  ['store-%00', true],
]

/** A seeded random source for the loop's own choices (which mode, which caller). */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
}

function pick<T>(rand: () => number, weighted: [T, number][]): T {
  const total = weighted.reduce((s, [, w]) => s + w, 0)
  let at = rand() * total
  for (const [value, weight] of weighted) if ((at -= weight) < 0) return value
  return weighted[weighted.length - 1]![0]
}

/** Values seen in successful answers, by field name, and ids by the resource path they came from. */
class KnownValues implements Known {
  private readonly map = new Map<string, string[]>()
  values(name: string): string[] | undefined {
    const direct = this.map.get(name)
    if (direct?.length) return direct
    if (name.startsWith('id@')) {
      // `id@stores/products` → ids seen under stores/products, else stores, else any id.
      const parts = name.slice(3).split('/')
      for (let n = parts.length - 1; n > 0; n--) {
        const shorter = this.map.get(`id@${parts.slice(0, n).join('/')}`)
        if (shorter?.length) return shorter
      }
      return this.map.get('id')
    }
    if (name.endsWith('_id'))
      return this.map.get(`id@${name.slice(0, -3)}s`) ?? this.map.get(`id@${name.slice(0, -3)}`)
    return undefined
  }
  add(name: string, value: string): void {
    let list = this.map.get(name)
    if (!list) this.map.set(name, (list = []))
    if (list.includes(value)) return
    if (list.length < 60) list.push(value)
    else list[Math.floor(Math.random() * list.length)] = value
  }
  harvest(data: unknown, resources: string[]): void {
    let budget = 800
    const walk = (node: unknown, key: string) => {
      if (budget-- <= 0) return
      if (Array.isArray(node)) for (const child of node.slice(0, 20)) walk(child, key)
      else if (node && typeof node === 'object') for (const [k, child] of Object.entries(node)) walk(child, k)
      else if (
        (typeof node === 'string' && node.length > 0 && node.length <= 120) ||
        typeof node === 'number'
      ) {
        const text = String(node)
        this.add(key, text)
        if (key === 'id') for (const resource of resources) this.add(`id@${resource}`, text)
      }
    }
    walk(data, '')
  }
}

const staticSegments = (path: string) => path.split('/').filter((s) => s && !s.includes('{'))
/** `/stores/{storeId}/products` → stores, stores/products: the resources an answer's ids belong to. */
const resourcesOf = (path: string) => {
  const segments = staticSegments(path)
  return segments.map((_, i) => segments.slice(0, i + 1).join('/')).slice(0, 3)
}

/** Who calls an operation, by its access (the registry) and whether API keys may (the document). */
function callersOf(op: Operation | undefined, keyAllowed: boolean): [CallerName, number][] {
  const strangers: [CallerName, number][] = [
    ['anonymous', 3],
    ['forged', 3],
  ]
  if (!op || op.access === 'public')
    return [
      ['anonymous', 80],
      ...(op?.optionalAuth ? ([['owner', 15]] as [CallerName, number][]) : []),
      ['forged', 5],
    ]
  if (op.access === 'admin') return [['admin', 88], ['owner', 6], ...strangers]
  if (op.access === 'introducer') return [['introducer', 88], ['owner', 6], ...strangers]
  const members: [CallerName, number][] = [
    ['owner', keyAllowed ? 45 : 72],
    ['staff', 6],
    ['viewer', 6],
  ]
  if (keyAllowed) members.push(['key', 30])
  if (op.access === 'merchant') members.push(['introducer', op.introducers ? 10 : 3], ['admin', 2])
  else members.push(['admin', 8], ['introducer', 8])
  return [...members, ...strangers]
}

/**
 * Operations whose cost grows with an input, fuzzed with that input capped (docs/testing.md, "Fuzzing"):
 * moving the sandbox clock runs every money job that came due (a year's move runs a year of settlement days,
 * ~20 s).
 */
const CAPS: Record<string, (body: JsonSchema) => JsonSchema> = {
  'sandbox.clockAdvance': (body) => ({
    ...body,
    properties: { ...body.properties, seconds: { ...body.properties?.seconds, maximum: 6 * 3600 } },
  }),
}

function operationsOf(
  doc: { paths: Record<string, Record<string, Record<string, unknown>>> },
  registry: readonly Operation[],
): FuzzOp[] {
  const byId = new Map(registry.map((op) => [op.id, op]))
  const ops: FuzzOp[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const o = raw as {
        operationId: string
        tags: string[]
        parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[]
        requestBody?: { content: Record<string, { schema: JsonSchema }> }
        'x-niaga-key-scope'?: unknown
      }
      if (!o.operationId) continue
      const params = o.parameters ?? []
      const queryParams = params.filter((p) => p.in === 'query')
      const pathParams = params
        .filter((p) => p.in === 'path')
        .map((p) => {
          const before = path.slice(0, path.indexOf(`{${p.name}}`))
          const resource = staticSegments(before).join('/')
          return { name: p.name, schema: p.schema, pool: p.name === 'id' ? `id@${resource}` : snake(p.name) }
        })
      ops.push({
        id: o.operationId,
        family: o.tags[0] ?? 'untagged',
        method: method.toUpperCase(),
        path,
        pathParams,
        ...(queryParams.length
          ? {
              query: {
                type: 'object',
                properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
                required: queryParams.filter((p) => p.required).map((p) => p.name),
              },
            }
          : {}),
        // Multipart uploads are sent JSON only where they also take it (image analysis); the rest get no
        // body.
        ...(o.requestBody?.content['application/json']
          ? {
              body: (CAPS[o.operationId] ?? ((b) => b))(o.requestBody.content['application/json'].schema),
              declaredBody: o.requestBody.content['application/json'].schema,
            }
          : {}),
        callers: callersOf(byId.get(o.operationId), Boolean(o['x-niaga-key-scope'])),
      })
    }
  }
  return ops
}

/**
 * A request part holding a value past a bound the document declares (text longer than its maxLength, a list
 * longer than its maxItems, a number out of range), which the server still took: it must refuse exactly what
 * the reference says it refuses (server/http/input-bounds.ts).
 */
function acceptedPastBound(op: FuzzOp, spec: Spec, status: number): string | undefined {
  if (status < 200 || status >= 300) return undefined
  const parts: [string, JsonSchema | undefined, unknown][] = [
    ['query', op.query, Object.fromEntries(new URLSearchParams(spec.query))],
  ]
  if (spec.body !== undefined && op.declaredBody) {
    try {
      parts.push(['body', op.declaredBody, JSON.parse(spec.body)])
    } catch {
      // Not JSON: nothing the document bounds.
    }
  }
  for (const [where, schema, value] of parts) {
    if (!schema) continue
    const json = schema as Record<string, unknown>
    const found = boundProblem(json, value, '', json)
    if (found) return `accepted ${where} ${found.path || '(root)'} past its declared bound: ${found.message}`
  }
  return undefined
}

/** encodeURIComponent, with lone surrogates sent as U+FFFD the way a browser would send them. */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  )

const queryString = (value: unknown): string => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encode(JSON.stringify(value))}`
  const params = new URLSearchParams()
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue
    if (Array.isArray(v))
      for (const item of v) params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
    else params.append(key, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  return params.toString()
}

function specOf(op: FuzzOp, mode: Mode, arbs: SchemaArbitraries): fc.Arbitrary<Spec> {
  const segment = (m: Mode) =>
    op.pathParams.length === 0
      ? fc.constant<Record<string, string>>({})
      : fc.record(
          Object.fromEntries(
            op.pathParams.map((p) => [
              p.name,
              arbs.for(p.schema, m === 'malformed' ? 'valid' : m, p.pool).map((v) => encode(String(v))),
            ]),
          ),
        )
  const query = (m: Mode) => (op.query ? arbs.for(op.query, m).map(queryString) : fc.constant(''))
  const json = { 'content-type': 'application/json' }
  const body = (m: Mode) =>
    op.body
      ? arbs.for(op.body, m).map((b) => (b === undefined ? undefined : JSON.stringify(b)))
      : fc.constant(op.method === 'GET' ? undefined : '{}')
  const spec = (
    path: fc.Arbitrary<Record<string, string>>,
    q: fc.Arbitrary<string>,
    b: fc.Arbitrary<string | undefined>,
    headers: fc.Arbitrary<Record<string, string>>,
    what: string,
  ) =>
    fc.record({ path, query: q, body: b, headers, what: fc.constant(what) }).map((s) => {
      const out: Spec = { path: s.path, query: s.query, headers: s.headers, what: s.what }
      if (s.body !== undefined && op.method !== 'GET') out.body = s.body
      return out
    })
  const idempotency =
    op.method === 'GET'
      ? fc.constant(json)
      : fc.oneof(
          { arbitrary: fc.constant(json), weight: 4 },
          { arbitrary: fc.uuid().map((key) => ({ ...json, 'idempotency-key': key })), weight: 1 },
        )
  if (mode !== 'malformed') return spec(segment(mode), query(mode), body(mode), idempotency, mode)
  const valid = () => [segment('valid'), query('valid'), body('valid')] as const
  const kinds: fc.Arbitrary<Spec>[] = []
  const [vp, vq, vb] = valid()
  if (op.pathParams.length > 0) {
    const odd = fc.record(
      Object.fromEntries(
        op.pathParams.map((p) => [
          p.name,
          fc.oneof(
            fc.constantFrom(...ODD_IDS).map(([id, raw]) => (raw ? id : encode(id))),
            fc.string({ maxLength: 30 }).map(encode),
          ),
        ]),
      ),
    )
    kinds.push(spec(odd, vq, vb, fc.constant(json), 'odd path segment'))
  }
  if (op.query) {
    kinds.push(spec(vp, query('malformed'), vb, fc.constant(json), 'malformed query'))
    kinds.push(
      spec(
        vp,
        fc.constantFrom(
          'skip=-1&limit=-1',
          'limit=1&limit=2',
          'limit=99999999999999999999',
          '%zz=%zz',
          'sort=__proto__',
          `search=${'x'.repeat(5000)}`,
          'skip=1e3&limit=0x10',
          'limit[]=1',
          'order=desc%00',
        ),
        vb,
        fc.constant(json),
        'odd query string',
      ),
    )
  }
  if (op.method !== 'GET') {
    if (op.body) kinds.push(spec(vp, vq, body('malformed'), idempotency, 'malformed body'))
    kinds.push(spec(vp, vq, INVALID_JSON, fc.constant(json), 'invalid JSON'))
    kinds.push(
      spec(
        vp,
        vq,
        vb,
        fc.constantFrom<Record<string, string>>(
          { 'content-type': 'text/plain' },
          { 'content-type': 'application/x-www-form-urlencoded' },
          { 'content-type': 'multipart/form-data; boundary=x' },
          { 'content-type': 'application/json; charset=utf-16' },
          {},
        ),
        'wrong content-type',
      ),
    )
    kinds.push(
      spec(
        vp,
        vq,
        fc.constantFrom(
          `{"name":"${'x'.repeat(300_000)}"}`,
          JSON.stringify({ list: Array.from({ length: 40_000 }, (_, i) => i) }),
          'x'.repeat(2_000_000),
        ),
        fc.constant(json),
        'oversized body',
      ),
    )
    if (op.body) kinds.push(spec(vp, vq, fc.constant(undefined), fc.constant(json), 'no body'))
    kinds.push(
      spec(
        vp,
        vq,
        vb,
        fc.constantFrom(
          { ...json, 'idempotency-key': '' },
          { ...json, 'idempotency-key': 'k'.repeat(600) },
          { ...json, 'idempotency-key': 'same-key' },
        ),
        'odd idempotency key',
      ),
    )
  }
  if (kinds.length === 0)
    kinds.push(
      spec(
        vp,
        fc.constantFrom('', 'x=1', '%zz', `${'y'.repeat(3000)}=1`),
        vb,
        fc.constant(json),
        'extra query',
      ),
    )
  return fc.oneof(...kinds)
}

const truncate = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text

export async function fuzzFamilies(
  api: Api,
  opts: {
    count: number
    seconds: number
    seed: number
    deadline?: number
    families?: string[]
    share?: { index: number; of: number } | undefined
    log: (line: string) => void
  },
): Promise<{
  families: FamilyReport[]
  failures: Failure[]
  database: string[]
  notes: string[]
  timings: Timing[]
}> {
  const deadline = opts.deadline ?? Date.now() + opts.seconds * 1000
  const docResponse = await api.app.request('/api/v1/openapi.json')
  const doc = (await docResponse.json()) as { paths: Record<string, Record<string, Record<string, unknown>>> }
  const all = operationsOf(doc, api.registry.operations)
  let names = [...new Set(all.map((op) => op.family))].sort()
  if (opts.families) {
    const unknown = opts.families.filter((f) => !names.includes(f))
    if (unknown.length)
      throw new Error(`No such family: ${unknown.join(', ')} (families: ${names.join(', ')})`)
    names = names.filter((f) => opts.families!.includes(f))
  }
  if (opts.share) names = names.filter((_, i) => i % opts.share!.of === opts.share!.index)
  const rand = random(opts.seed)
  const known = new KnownValues()
  const arbs = new SchemaArbitraries(known)
  const callers = new Callers(api)
  await callers.setup()

  const families = names.map((family) => {
    const ops = all.filter((op) => op.family === family).sort((a, b) => a.id.localeCompare(b.id))
    return {
      family,
      ops,
      next: Math.floor(rand() * ops.length),
      ms: 0,
      report: {
        family,
        operations: ops.length,
        sent: 0,
        modes: { valid: 0, boundary: 0, malformed: 0 },
        succeeded: 0,
        rate: 0,
        failures: 0,
      } satisfies FamilyReport,
    }
  })
  const samples = new Map<string, Spec[]>()
  const failures = new Map<string, Failure>()
  const timings = new Map<string, Timing>()
  const nextSpec = (op: FuzzOp, mode: Mode): Spec => {
    const key = `${op.id}:${mode}`
    let queue = samples.get(key)
    if (!queue?.length)
      samples.set(
        key,
        (queue = fc.sample(specOf(op, mode, arbs), { seed: Math.floor(rand() * 2 ** 31), numRuns: SAMPLES })),
      )
    return queue.shift()!
  }

  // Known ids before the first turn: every list and read without parameters, as the owner and the others.
  for (const op of all.filter((o) => o.method === 'GET' && o.pathParams.length === 0)) {
    for (const caller of new Set(op.callers.map(([c]) => c).filter((c) => c !== 'forged'))) {
      const authorization = await callers.authorization(caller)
      const res = await api.app.request(`/api/v1${op.path}`, {
        headers: { ...(authorization ? { authorization } : {}), 'x-forwarded-for': '10.200.0.1' },
      })
      if (res.headers.get('content-type')?.includes('application/json')) {
        const body = (await res.json()) as { response_code?: number; data?: unknown }
        if (body.response_code === 2000) known.harvest(body.data, resourcesOf(op.path))
      }
    }
  }

  // The server's own word on an unexpected error (never in the answer): kept for the failure report.
  let serverError = ''
  api.deps.log = {
    info: () => {},
    error: (message, fields) =>
      void (serverError = `${message} ${JSON.stringify(fields ?? {})}`.slice(0, 600)),
  }

  let ipCounter = 0
  const send = async (entry: (typeof families)[number], op: FuzzOp, mode: Mode) => {
    const spec = nextSpec(op, mode)
    const caller = pick(rand, op.callers)
    const authorization = await callers.authorization(caller)
    const path = op.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => spec.path[name] ?? 'x')
    const url = `/api/v1${path}${spec.query ? `?${spec.query}` : ''}`
    ipCounter++
    const headers: Record<string, string> = {
      ...spec.headers,
      'x-forwarded-for': `10.${100 + (ipCounter % 100)}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`,
    }
    if (authorization) headers.authorization = authorization
    const started = performance.now()
    serverError = ''
    let status = 0
    let text = ''
    let problem: string | undefined
    try {
      const response = await api.app.request(url, {
        method: op.method,
        headers,
        ...(spec.body !== undefined ? { body: spec.body } : {}),
      })
      // A server-sent event stream (live updates) never ends: its first event stands for the answer.
      text = response.headers.get('content-type')?.startsWith('text/event-stream')
        ? await firstChunk(response)
        : await response.text()
      status = response.status
      problem = answerProblem(status, response.headers, text) ?? acceptedPastBound(op, spec, status)
    } catch (error) {
      problem = `the app threw: ${String(error).slice(0, 300)}`
    }
    const ms = performance.now() - started
    entry.ms += ms
    const timing =
      timings.get(op.id) ??
      timings.set(op.id, { operation: op.id, count: 0, totalMs: 0, maxMs: 0 }).get(op.id)!
    timing.count++
    timing.totalMs += ms
    timing.maxMs = Math.max(timing.maxMs, ms)
    const report = entry.report
    report.sent++
    report.modes[mode]++
    if (problem) {
      report.failures++
      const signature = `${op.id} ${problem.replace(/\d+ chars/, '')}`
      const seen = failures.get(signature)
      if (seen) seen.count++
      else {
        const shown = { ...headers, ...(authorization ? { authorization: `<${caller}>` } : {}) }
        failures.set(signature, {
          family: entry.family,
          operation: op.id,
          mode,
          caller,
          problem,
          request: `${op.method} ${truncate(url, 300)} headers ${JSON.stringify(shown)}${spec.body !== undefined ? ` body ${truncate(spec.body)}` : ''} (${spec.what})`,
          answer: `${status} ${truncate(text)}${serverError ? `; server log: ${serverError}` : ''}`,
          count: 1,
        })
        opts.log(`✗ ${op.id} ${mode}/${spec.what} as ${caller}: ${problem}`)
      }
      return
    }
    if (!text.startsWith('{')) return
    const body = JSON.parse(text) as { response_code: number; data: unknown }
    if (body.response_code === 2000) {
      report.succeeded++
      known.harvest(body.data, resourcesOf(op.path))
    } else if (
      (body.response_code === 401 || body.response_code === 7777) &&
      authorization &&
      caller !== 'forged'
    )
      callers.expired(caller)
  }

  const started = Date.now()
  let lastLog = started
  let timeUp = false
  while (!timeUp) {
    const open = families.filter((f) => f.report.sent < opts.count)
    if (open.length === 0) break
    for (const entry of open) {
      const turn = Math.min(TURN, opts.count - entry.report.sent)
      for (let i = 0; i < turn; i++) {
        const op = entry.ops[entry.next++ % entry.ops.length]!
        await send(entry, op, pick(rand, MODES))
      }
      if (Date.now() >= deadline) {
        timeUp = true
        break
      }
    }
    // Per-minute limits (key rate limits, login attempts) start afresh each turn, as if time went by.
    api.clock.advance(61_000)
    await callers.tidy()
    if (Date.now() - lastLog > 30_000) {
      lastLog = Date.now()
      const sent = families.reduce((s, f) => s + f.report.sent, 0)
      opts.log(
        `${sent} requests in ${((Date.now() - started) / 1000).toFixed(0)} s (${(sent / ((Date.now() - started) / 1000)).toFixed(0)} req/s), fewest in a family ${Math.min(...families.map((f) => f.report.sent))}`,
      )
    }
  }

  const database = await databaseProblems(api)
  for (const entry of families) entry.report.rate = entry.ms > 0 ? (entry.report.sent * 1000) / entry.ms : 0
  const notes = [...callers.notes]
  if (callers.renewals > 0)
    notes.push(
      `${callers.renewals} logins and keys were renewed after fuzzed calls ended them${opts.share ? ` (process ${opts.share.index + 1})` : ''}`,
    )
  return {
    families: families.map((f) => f.report),
    failures: [...failures.values()],
    database,
    notes,
    timings: [...timings.values()],
  }
}

async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader()
  const { value } = await reader.read()
  await reader.cancel()
  return new TextDecoder().decode(value)
}
