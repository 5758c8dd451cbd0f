// The bounds every input has, whether or not its valibot schema names one: text by what the field is (an
// e-mail is at most 254 characters, an id 64, a name 255, free text 2,000), whole numbers within 32 bits,
// lists within 500 items. The OpenAPI document declares them (openapi.ts) and parseWith enforces them
// (validation.ts), both from the same JSON Schema, so the server refuses exactly what the reference says it
// refuses. They are checked on the text as sent, before any trim: padding does not buy length.
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import type { DeclaredBound } from '../../src/contract/rules.ts'
import { INT32_MAX, INT32_MIN, typesOf, withBounds, type BoundPolicy } from './schema-bounds.ts'

type Json = Record<string, unknown>

/** The largest request body (uploads set their own): no text in a request can be longer. */
export const MAX_BODY_BYTES = 256 * 1024
/** A list in a request (ids to act on, options, tags) holds at most this many items unless it says less. */
export const REQUEST_LIST_MAX = 500
/** Free text a field's name says nothing more about (descriptions, notes, messages). */
export const FREE_TEXT_MAX = 2000

/** The longest text a field may hold, by its name: the bounds a payments provider sets on such fields. */
const TEXT_BY_NAME: [RegExp, number][] = [
  [/(^|_)(id|uuid|ids)$|Id$/, 64],
  [/(^|_)(limit|skip|year)$/, 10],
  [/(^|_)(amount|price|subtotal|spend|discount|threshold)$/, 20],
  [/(^|_)(date|from|until)$|Date$|^(opens|closes)_at$/, 30],
  [/(^|_)(phone|whatsapp|mobile)$/, 30],
  [/(^|_)postcode$/, 10],
  [/(^|_)email$/, 254],
  [/(^|_)password(_confirmation)?$/, 200],
  [/(^|_)token$/, 4096],
  [/(^|_)(url|link|website)$/, 2048],
  [/(^|_)(code|sku|sst_no|account_number|virtual_account_no|reference|color|no)$/, 64],
  [/(^|_)(name|title|label|username|nationality|city|plan|key|value)$/, 255],
  [/(^|_)(address|line1|line2|hours)$/, 500],
]

export function textLimitFor(name: string): number {
  return TEXT_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? FREE_TEXT_MAX
}

const REQUEST_POLICY: BoundPolicy = {
  text: (name) => textLimitFor(name),
  integer: { minimum: INT32_MIN, maximum: INT32_MAX },
  items: () => REQUEST_LIST_MAX,
}

/** `node` with every string, integer and list in it bounded; `name` is the field it describes. */
export const boundRequest = (node: unknown, name = ''): unknown => withBounds(node, REQUEST_POLICY, name)

/**
 * A valibot schema as JSON Schema. Transforms and custom checks have no JSON Schema form (the shape
 * without them), except the form rules' checks, which say what bound they stand for (src/contract/rules.ts).
 */
export function plainJsonSchema(schema: v.GenericSchema): Json {
  const { $schema: _ignored, ...json } = toJsonSchema(schema, {
    errorMode: 'ignore',
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const declares = (valibotAction as { declares?: DeclaredBound }).declares
      return declares ? { ...jsonSchema, ...declares } : undefined
    },
  }) as Json
  return json
}

const jsonSchemas = new WeakMap<v.GenericSchema, Json>()

/** A request schema's JSON Schema with the bounds above: what the reference shows and parseWith enforces. */
export function requestJsonSchema(schema: v.GenericSchema): Json {
  let json = jsonSchemas.get(schema)
  if (!json) {
    json = boundRequest(plainJsonSchema(schema)) as Json
    jsonSchemas.set(schema, json)
  }
  return json
}

export interface BoundProblem {
  path: string
  message: string
}

const characters = (text: string) => {
  let count = 0
  for (const _ of text) count++
  return count
}

/**
 * The first bound `value` breaks, or null. Only bounds are checked here (lengths, counts, ranges); the
 * valibot schema checks everything else afterwards. Where a schema offers alternatives, a value within
 * any one of them passes.
 */
export function boundProblem(node: unknown, value: unknown, path: string, root: Json): BoundProblem | null {
  if (!node || typeof node !== 'object') return null
  let json = node as Json
  if (typeof json.$ref === 'string') {
    const name = /^#\/\$defs\/(.+)$/.exec(json.$ref)?.[1]
    const target = name ? (root.$defs as Json | undefined)?.[name] : undefined
    if (!target) return null
    json = target as Json
  }
  for (const all of (json.allOf as unknown[] | undefined) ?? []) {
    const problem = boundProblem(all, value, path, root)
    if (problem) return problem
  }
  const choices = (json.anyOf ?? json.oneOf) as unknown[] | undefined
  if (choices) {
    let first: BoundProblem | null = null
    for (const choice of choices) {
      const problem = boundProblem(choice, value, path, root)
      if (!problem) return null
      first ??= problem
    }
    return first
  }
  if (typeof value === 'string' && typeof json.maxLength === 'number' && characters(value) > json.maxLength)
    return { path, message: `May not be longer than ${json.maxLength.toLocaleString('en')} characters` }
  if (typeof value === 'number' && typesOf(json).includes('integer')) {
    if (typeof json.maximum === 'number' && value > json.maximum)
      return { path, message: `May not be greater than ${json.maximum}` }
    if (typeof json.minimum === 'number' && value < json.minimum)
      return { path, message: `May not be less than ${json.minimum}` }
  }
  if (Array.isArray(value)) {
    if (typeof json.maxItems === 'number' && value.length > json.maxItems)
      return { path, message: `May not hold more than ${json.maxItems} items` }
    const prefix = (json.prefixItems as unknown[] | undefined) ?? []
    for (const [index, item] of value.entries()) {
      const problem = boundProblem(prefix[index] ?? json.items, item, `${path}.${index}`, root)
      if (problem) return problem
    }
    return null
  }
  if (value && typeof value === 'object') {
    const properties = (json.properties as Json | undefined) ?? {}
    const names = json.propertyNames as Json | undefined
    for (const [key, inner] of Object.entries(value)) {
      if (names && typeof names.maxLength === 'number' && characters(key) > names.maxLength)
        return {
          path: path ? `${path}.${key}` : key,
          message: `A name may not be longer than ${names.maxLength} characters`,
        }
      const schema = Object.hasOwn(properties, key) ? properties[key] : json.additionalProperties
      const problem = boundProblem(schema, inner, path ? `${path}.${key}` : key, root)
      if (problem) return problem
    }
  }
  return null
}
