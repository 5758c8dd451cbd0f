// Contract conformance: every answer the API gives is checked against the response the OpenAPI document
// (served at /api/v1/openapi.json) lists for its operation and HTTP status, with a JSON Schema 2020-12
// validator (ajv). api-harness.ts runs it on every call of every API test;
// tests/api/openapi-conformance.test.ts walks every operation with a valid request. Validators are compiled
// once per worker, on first use.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Operation } from '../../server/http/operation.ts'
import { literalPathsFirst } from '../../server/http/route-order.ts'

type Json = Record<string, unknown>

interface DocOperation {
  operationId: string
  responses: Record<string, Json>
}

interface Document {
  paths: Record<string, Record<string, DocOperation>>
  components: {
    schemas: Record<string, Json>
    responses: Record<string, Json>
    headers: Record<string, Json>
  }
}

/** One operation as the router matches it: the Hono path as a regular expression, in mounting order. */
interface Route {
  op: Operation
  pattern: RegExp
}

// `:name{regex}` keeps its regex, `:name` is one segment (Hono's own rules for the paths we declare).
function routePattern(honoPath: string): RegExp {
  let source = ''
  let rest = honoPath
  while (rest.length > 0) {
    const param = /^:([A-Za-z_]+)(\{((?:[^{}]|\{[^{}]*\})*)\})?/.exec(rest)
    if (param) {
      source += param[3] ? `(?:${param[3]})` : '[^/]+'
      rest = rest.slice(param[0].length)
    } else {
      source += rest[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      rest = rest.slice(1)
    }
  }
  return new RegExp(`^${source}$`)
}

export interface Answer {
  status: number
  contentType: string | null
  /** The parsed JSON body, or undefined when the answer is not JSON (a download). */
  body: unknown
  /** The answer's headers: each the response documents is checked (present when required, its schema). */
  headers?: Headers
}

export class ConformanceChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  private readonly validators = new Map<string, ValidateFunction>()
  private readonly byId = new Map<string, { path: string; method: string; doc: DocOperation }>()
  private readonly routes: Route[]

  constructor(
    readonly document: Document,
    operations: readonly Operation[],
  ) {
    addFormats(this.ajv)
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, doc] of Object.entries(methods))
        this.byId.set(doc.operationId, { path, method, doc })
    this.routes = literalPathsFirst(operations).map((op) => ({ op, pattern: routePattern(op.path) }))
  }

  /** The operation a request reaches (the first mounted route that matches, as Hono picks it), if any. */
  operationFor(method: string, path: string): Operation | undefined {
    const bare = path.split('?')[0]!
    const m = method.toLowerCase()
    return this.routes.find((route) => route.op.method === m && route.pattern.test(bare))?.op
  }

  /** The operation ids the document lists. */
  documentedIds(): string[] {
    return [...this.byId.keys()]
  }

  documents(operationId: string): boolean {
    return this.byId.has(operationId)
  }

  private deref(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((item) => this.deref(item))
    if (!node || typeof node !== 'object') return node
    const ref = (node as Json).$ref
    if (typeof ref === 'string') {
      const match = /^#\/components\/(schemas|responses|headers)\/(.+)$/.exec(ref)
      if (!match) throw new Error(`Unresolvable $ref ${ref} in the OpenAPI document`)
      const target = this.document.components[match[1] as 'schemas' | 'responses' | 'headers'][match[2]!]
      if (!target) throw new Error(`Missing ${ref} in the OpenAPI document`)
      return this.deref(target)
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, this.deref(value)]))
  }

  private checkHeaders(
    where: string,
    documented: Record<string, { required?: boolean; schema?: Json }>,
    headers: Headers,
  ): string[] {
    const problems: string[] = []
    for (const [name, { required, schema }] of Object.entries(documented)) {
      const value = headers.get(name)
      if (value === null) {
        if (required) problems.push(`${where} without the documented header ${name}`)
        continue
      }
      const key = `header ${JSON.stringify(schema)}`
      let validate = this.validators.get(key)
      if (!validate) {
        validate = this.ajv.compile(schema ?? {})
        this.validators.set(key, validate)
      }
      const typed = schema?.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value
      if (!validate(typed)) problems.push(`${where} with header ${name}: ${value}, not its documented schema`)
    }
    return problems
  }

  /**
   * Checks one answer of an operation; returns the problems (empty when it conforms). A JSON answer must
   * match the schema of its status's application/json content; any other answer must have a content type the
   * status lists.
   */
  check(operationId: string, answer: Answer): string[] {
    const entry = this.byId.get(operationId)
    if (!entry) return [`${operationId} is not in the OpenAPI document`]
    const where = `${entry.method.toUpperCase()} ${entry.path} (${operationId}) answered ${answer.status}`
    const response = entry.doc.responses[String(answer.status)]
    if (!response)
      return [
        `${where}, a status the document does not list (it lists ${Object.keys(entry.doc.responses).join(', ')})`,
      ]
    const resolved = this.deref(response) as {
      content?: Record<string, { schema?: Json }>
      headers?: Record<string, { required?: boolean; schema?: Json }>
    }
    const headerProblems = answer.headers
      ? this.checkHeaders(where, resolved.headers ?? {}, answer.headers)
      : []
    if (headerProblems.length > 0) return headerProblems
    const content = resolved.content ?? {}
    const type = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase()
    if (!(type in content))
      return [
        `${where} with Content-Type ${type || '(none)'}, but the document lists ${Object.keys(content).join(', ') || 'no content'}`,
      ]
    if (answer.body === undefined)
      return type === 'application/json' ? [`${where} with a body that is not JSON`] : []
    const key = `${operationId} ${answer.status} ${type}`
    let validate = this.validators.get(key)
    if (!validate) {
      validate = this.ajv.compile(this.deref(content[type]!.schema ?? {}) as Json)
      this.validators.set(key, validate)
    }
    if (validate(answer.body)) return []
    const errors = (validate.errors ?? [])
      .slice(0, 8)
      .map((e) => `  ${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    return [
      `${where} with a body that does not match the documented schema:\n${errors.join('\n')}\nbody: ${JSON.stringify(answer.body).slice(0, 600)}`,
    ]
  }
}

// One checker per distinct document (apps with the sandbox off serve fewer operations), per worker.
const checkers = new Map<string, ConformanceChecker>()

export function checkerFor(documentText: string, operations: readonly Operation[]): ConformanceChecker {
  let checker = checkers.get(documentText)
  if (!checker) {
    checker = new ConformanceChecker(JSON.parse(documentText) as Document, operations)
    checkers.set(documentText, checker)
  }
  return checker
}
