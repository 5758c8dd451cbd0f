// A small JSON Schema → fast-check translator for the subset the OpenAPI document uses (type, enum, const,
// anyOf, properties/required/additionalProperties, items/minItems/maxItems, min/maxLength, minimum/maximum,
// pattern, format uuid/email). Three modes: `valid` conforms to the schema; `boundary` conforms where it can
// but sits on the edges (lengths and values at and just past their limits, empty strings, zero, huge numbers,
// unicode); `malformed` breaks it (wrong types, missing required fields, extra fields).
import fc from 'fast-check'
import RandExp from 'randexp'

export type Mode = 'valid' | 'boundary' | 'malformed'

export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  format?: string
  default?: unknown
  examples?: unknown[]
}

/** Real values (ids, slugs, numbers) seen in earlier answers, so valid requests reach records that exist. */
export interface Known {
  /** Values seen under this field name (snake_case), or undefined when none yet. */
  values(name: string): string[] | undefined
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const day = fc.date({
  min: new Date('2025-06-01T00:00:00Z'),
  max: new Date('2027-06-30T00:00:00Z'),
  noInvalidDate: true,
})

/** Patterns a generic generator fills badly (random digits are rarely a date or an amount in range). */
const PATTERN_VALID: [RegExp, fc.Arbitrary<string>][] = [
  [
    /^\^\\d\{1,\d+\}\(\\\.\\d\{1,2\}\)\?\$$/,
    fc.integer({ min: 100, max: 500_000 }).map((sen) => (sen / 100).toFixed(2)),
  ],
  [
    /^\^\(?\\d\{2\}\)?-\(?\\d\{2\}\)?-\(?\\d\{4\}\)?\$$/,
    day.map((d) => `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`),
  ],
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/, day.map((d) => d.toISOString().slice(0, 10))],
  [/^\^\\d\+\$$/, fc.integer({ min: 0, max: 50 }).map(String)],
]

const PATTERN_EDGES: [RegExp, string[]][] = [
  [/\\\.\\d\{1,2\}/, ['0', '0.00', '0.01', '9999999.99', '999999.99', '1.5', '00000001.00']],
  [
    /\\d\{2\}\)?-\(?\\d\{2\}\)?-\(?\\d\{4\}/,
    ['31-02-2026', '29-02-2024', '00-00-0000', '01-01-1970', '31-12-9999', '32-13-2026'],
  ],
  [/\\d\{4\}-\\d\{2\}-\\d\{2\}/, ['2026-02-31', '0000-00-00', '9999-12-31', '1970-01-01']],
  [/^\^\\d\+\$$/, ['0', '00', '9007199254740993', '99999999999999999999', '1000000']],
]

/**
 * A string matching `pattern`, chosen by fast-check's seed (RandExp with a seeded choice of branches and
 * repeats).
 */
function patternString(pattern: string): fc.Arbitrary<string> {
  const known = PATTERN_VALID.find(([re]) => re.test(pattern))
  if (known) return known[1]
  return fc.array(fc.nat(), { minLength: 64, maxLength: 64 }).map((draws) => {
    let i = 0
    const generator = new RandExp(pattern)
    generator.max = 8
    generator.randInt = (low: number, high: number) => low + (draws[i++ % draws.length]! % (high - low + 1))
    return generator.gen()
  })
}

const UNICODE = ['é', 'ß', '中文', '👩🏽‍💻', '\u202e', '\u0301', '\u200b', 'İ', '\uFEFF', 'ﷺ', '\u00a0']
const NASTY_STRINGS = [
  '',
  ' ',
  '   ',
  '\t\n',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '<script>alert(1)</script>',
  "' or 1=1--",
  '"; drop table users;--',
  '%00',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '\\',
  '\ud800',
  'a\u0000b',
]

const unicodeString = (minLength: number, maxLength: number) =>
  fc
    .array(fc.oneof(fc.constantFrom(...UNICODE), fc.string({ unit: 'grapheme', maxLength: 1 })), {
      minLength,
      maxLength,
    })
    .map((parts) => parts.join(''))

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []

/** Field names the merchant-facing schemas spell as camelCase path params or snake_case fields alike. */
export const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

export class SchemaArbitraries {
  constructor(private readonly known: Known) {}

  for(schema: JsonSchema | undefined, mode: Mode, name = ''): fc.Arbitrary<unknown> {
    if (!schema) return mode === 'valid' ? fc.constant({}) : fc.oneof(fc.constant({}), this.wrong())
    if (mode === 'valid') return this.valid(schema, name)
    if (mode === 'boundary') return this.boundary(schema, name)
    return this.malformed(schema, name)
  }

  valid(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
    if ('const' in schema) return fc.constant(schema.const)
    if (schema.enum) return fc.constantFrom(...schema.enum)
    const alternatives = schema.anyOf ?? schema.oneOf
    if (alternatives) return fc.oneof(...alternatives.map((s) => this.valid(s, name, depth)))
    const types = typesOf(schema)
    if (types.length > 1)
      return fc.oneof(...types.map((type) => this.valid({ ...schema, type }, name, depth)))
    switch (types[0]) {
      case 'string':
        return this.validString(schema, name)
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? 0
        const max = schema.maximum ?? Math.max(min, 0) + 10_000
        const known = this.known
          .values(snake(name))
          ?.map(Number)
          .filter((n) => Number.isFinite(n) && n >= min && n <= max)
        const base =
          types[0] === 'integer'
            ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
            : fc.oneof(
                fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
                fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
              )
        return known?.length ? fc.oneof(base, fc.constantFrom(...known)) : base
      }
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array': {
        const minLength = schema.minItems ?? 0
        return fc.array(
          schema.items ? this.valid(schema.items, name, depth + 1) : fc.jsonValue({ maxDepth: 1 }),
          { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) },
        )
      }
      case 'object':
        return this.object(schema, depth, (s, key) => this.valid(s, key, depth + 1))
      default:
        return fc.jsonValue({ maxDepth: 2 })
    }
  }

  private validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0
    const maxLength = schema.maxLength ?? Math.max(minLength, 40)
    const fits = (s: string) =>
      s.length >= minLength &&
      s.length <= maxLength &&
      (!schema.pattern || new RegExp(schema.pattern, 'u').test(s))
    const seen = this.known.values(snake(name))?.filter(fits)
    let base: fc.Arbitrary<string>
    if (schema.format === 'uuid') base = fc.uuid()
    else if (schema.format === 'email') base = fc.emailAddress().filter((s) => s.length <= maxLength)
    else if (schema.pattern) base = patternString(schema.pattern)
    else if (/url$/.test(name))
      base = fc.constantFrom('https://example.my/callback', 'https://merchant.example.my/hooks/niaga')
    else if (/phone/.test(name)) base = fc.stringMatching(/^01\d-\d{7}$/)
    else
      base = fc
        .string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) })
        .map((s) => (minLength > 0 && !s.trim() ? `x${s}`.slice(0, maxLength) : s))
    // Known values first: an id that exists reaches far deeper than a random one.
    return seen?.length
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...seen), weight: schema.format === 'uuid' ? 6 : 2 },
          { arbitrary: base, weight: 1 },
        )
      : base
  }

  private object(
    schema: JsonSchema,
    depth: number,
    child: (s: JsonSchema, key: string) => fc.Arbitrary<unknown>,
  ): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {}
    const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, child(s, key)]))
    const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) })
    const extra = schema.additionalProperties
    if (extra && typeof extra === 'object' && depth < 3) {
      return fc
        .tuple(
          record,
          fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), child(extra, ''), { maxKeys: 3 }),
        )
        .map(([a, b]) => ({ ...b, ...a }))
    }
    return record
  }

  /** Conforms where it can, on the edges: each leaf is an edge value or a valid one. */
  boundary(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
    if ('const' in schema || schema.enum)
      return fc.oneof(
        this.valid(schema, name),
        fc.constantFrom(
          ...(schema.enum ?? [schema.const]).flatMap((v) =>
            typeof v === 'string' ? [v.toUpperCase(), ` ${v}`, `${v}\u0000`] : [v],
          ),
        ),
      )
    const alternatives = schema.anyOf ?? schema.oneOf
    if (alternatives) return fc.oneof(...alternatives.map((s) => this.boundary(s, name, depth)))
    const types = typesOf(schema)
    if (types.length > 1)
      return fc.oneof(...types.map((type) => this.boundary({ ...schema, type }, name, depth)))
    switch (types[0]) {
      case 'string':
        return fc.oneof(this.valid(schema, name), this.stringEdge(schema))
      case 'integer':
      case 'number': {
        const edges = [
          0,
          -0,
          -1,
          1,
          0.5,
          1e-7,
          2 ** 31,
          2 ** 53,
          Number.MAX_SAFE_INTEGER + 2,
          1e21,
          1e308,
          -1e308,
          Number.MIN_VALUE,
        ]
        if (schema.minimum !== undefined) edges.push(schema.minimum, schema.minimum - 1, schema.minimum + 0.5)
        if (schema.maximum !== undefined) edges.push(schema.maximum, schema.maximum + 1, schema.maximum - 0.5)
        return fc.oneof(this.valid(schema, name), fc.constantFrom(...edges))
      }
      case 'array': {
        const max = Math.min(schema.maxItems ?? 50, 200)
        const item = schema.items
          ? this.boundary(schema.items, name, depth + 1)
          : fc.jsonValue({ maxDepth: 1 })
        return fc.oneof(
          fc.constant([]),
          fc.array(item, { minLength: max, maxLength: max }),
          fc.array(item, { minLength: max + 1, maxLength: max + 1 }),
          schema.items ? fc.constant(Array.from({ length: 3 }, () => null)) : fc.constant([null]),
          this.valid(schema, name, depth),
        )
      }
      case 'object':
        return fc.oneof(
          this.object(schema, depth, (s, key) => this.boundary(s, key, depth + 1)),
          // Every optional field present too.
          this.object({ ...schema, required: Object.keys(schema.properties ?? {}) }, depth, (s, key) =>
            this.boundary(s, key, depth + 1),
          ),
        )
      default:
        return this.valid(schema, name, depth)
    }
  }

  private stringEdge(schema: JsonSchema): fc.Arbitrary<string> {
    const min = schema.minLength ?? 0
    const max = schema.maxLength ?? 255
    const edges: fc.Arbitrary<string>[] = [
      fc.constantFrom(...NASTY_STRINGS),
      fc.constant('x'.repeat(max)),
      fc.constant('x'.repeat(max + 1)),
      fc.constant('é'.repeat(max)),
      fc.constant('👍'.repeat(Math.ceil(max / 2) + 1)),
      unicodeString(Math.min(min, 20), Math.min(max, 20)),
      fc.constant(' '.repeat(Math.max(min, 1))),
      fc.constant('x'.repeat(10_000)),
    ]
    if (min > 0) edges.push(fc.constant('x'.repeat(min)), fc.constant('x'.repeat(min - 1)))
    if (schema.format === 'uuid')
      edges.push(
        fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
        ),
      )
    if (schema.format === 'email')
      edges.push(
        fc.constantFrom(
          'a@b',
          'a@b.c',
          `${'x'.repeat(64)}@${'y'.repeat(185)}.my`,
          'é@é.my',
          '"quoted"@example.my',
          'x@[127.0.0.1]',
        ),
      )
    if (schema.pattern) {
      const known = PATTERN_EDGES.find(([re]) => re.test(schema.pattern!))
      if (known) edges.push(fc.constantFrom(...known[1]))
    }
    return fc.oneof(...edges)
  }

  /** A value of the wrong JSON type for anything. */
  wrong(): fc.Arbitrary<unknown> {
    return fc.oneof(
      fc.constantFrom<unknown>(
        null,
        true,
        false,
        0,
        -1,
        1.5,
        1e308,
        '',
        'x',
        [],
        {},
        [[[]]],
        { '': null },
        '__proto__',
        { __proto__: null },
        { constructor: { prototype: 1 } },
      ),
      fc.jsonValue({ maxDepth: 3 }),
      fc.string({ maxLength: 20 }),
    )
  }

  /**
   * Breaks a valid value: wrong types somewhere, a required field gone, extra fields, or the wrong top-level
   * type.
   */
  malformed(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
    const valid = this.valid(schema, name)
    return fc.oneof(
      this.wrong(),
      fc
        .tuple(valid, fc.array(fc.tuple(fc.nat(), this.wrong()), { minLength: 1, maxLength: 3 }))
        .map(([value, swaps]) => {
          let out = structuredClone(value)
          // A copy of each wrong value: wrong() hands out the same constant arrays and objects every time,
          // and a later swap writing into one would change the constant for good, or put it inside itself.
          for (const [at, bad] of swaps) out = replaceAt(out, at, structuredClone(bad))
          return out
        }),
      fc.tuple(valid, fc.nat()).map(([value, at]) => dropRequired(value, schema, at)),
      fc
        .tuple(
          valid,
          fc.dictionary(
            fc.oneof(
              fc.constantFrom(
                '__proto__',
                'constructor',
                'account_id',
                'id',
                'created_at',
                'record_status_id',
                'amount_sen',
                'status',
                'role_code',
              ),
              fc.string({ maxLength: 10 }),
            ),
            this.wrong(),
            { minKeys: 1, maxKeys: 4 },
          ),
        )
        .map(([value, extra]) =>
          value && typeof value === 'object' && !Array.isArray(value) ? { ...value, ...extra } : extra,
        ),
    )
  }
}

/** Replaces one node (chosen by `at`, walking the value depth-first) with `bad`. */
function replaceAt(value: unknown, at: number, bad: unknown): unknown {
  const slots: [Record<string, unknown> | unknown[], string | number][] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach((child, i) => (slots.push([node, i]), walk(child)))
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        slots.push([node as Record<string, unknown>, key])
        walk(child)
      }
  }
  walk(value)
  if (slots.length === 0) return bad
  const [parent, key] = slots[at % slots.length]!
  ;(parent as Record<string | number, unknown>)[key] = bad
  return value
}

function dropRequired(value: unknown, schema: JsonSchema, at: number): unknown {
  const required = schema.required ?? []
  if (!value || typeof value !== 'object' || Array.isArray(value) || required.length === 0) return value
  const copy = { ...(value as Record<string, unknown>) }
  delete copy[required[at % required.length]!]
  return copy
}

/** Raw request bodies that are not JSON at all, or JSON that parsers choke on. */
export const INVALID_JSON = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":',
    '{"a":1}}',
    'nul',
    'undefined',
    "{'a':1}",
    '{"a":1,}',
    '[1,2',
    '\u0000',
    '\ufeff{}',
    '{"__proto__":{"polluted":1}}',
    '{"a":1,"a":2}',
    '"\\ud800"',
    '1e999',
    '-',
    'NaN',
    '',
  ),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1000, max: 5000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string({ maxLength: 60 }),
)
