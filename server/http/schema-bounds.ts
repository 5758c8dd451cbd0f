// One walk over a JSON Schema that adds bounds where a node has none, for requests (input-bounds.ts) and
// answers (openapi-response-bounds.ts): each says what a string, a whole number and a list may hold.
type Json = Record<string, unknown>

export interface BoundPolicy {
  /** The longest text of a field named `name` (with its format, if any). */
  text(name: string, node: Json): number
  /** The range of a whole number with no range of its own. */
  integer: { minimum: number; maximum: number }
  /** The most items of a list with no bound of its own, or null for none. */
  items(node: Json): number | null
}

export const typesOf = (node: Json): string[] =>
  Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : []

export const INT32_MIN = -2_147_483_648
export const INT32_MAX = 2_147_483_647

/** The format that holds an integer's range. */
export const integerFormat = (minimum: number, maximum: number) =>
  minimum >= INT32_MIN && maximum <= INT32_MAX ? 'int32' : 'int64'

const SAME_FIELD = new Set(['items', 'anyOf', 'oneOf', 'allOf', 'prefixItems', 'additionalProperties'])
const byName = (value: unknown, walk: (node: unknown, name: string) => unknown) =>
  Object.fromEntries(Object.entries(value as Json).map(([name, schema]) => [name, walk(schema, name)]))

/** `node` with every string, integer and list in it bounded; `name` is the field it describes. */
export function withBounds(node: unknown, policy: BoundPolicy, name = ''): unknown {
  const walk = (inner: unknown, innerName: string) => withBounds(inner, policy, innerName)
  if (Array.isArray(node)) return node.map((item) => walk(item, name))
  if (!node || typeof node !== 'object') return node
  const json = node as Json
  const bounded: Json = {}
  for (const [key, value] of Object.entries(json)) {
    if ((key === 'properties' || key === '$defs') && value && typeof value === 'object')
      bounded[key] = byName(value, walk)
    else if (SAME_FIELD.has(key)) bounded[key] = walk(value, name)
    else if (key === 'propertyNames') bounded[key] = walk(value, 'key')
    else bounded[key] = value
  }
  const types = typesOf(json)
  if (types.includes('string') && !('maxLength' in json) && !('enum' in json) && !('const' in json))
    bounded.maxLength = policy.text(name, json)
  if (types.includes('integer')) {
    if (!('minimum' in json) && !('exclusiveMinimum' in json)) bounded.minimum = policy.integer.minimum
    if (!('maximum' in json) && !('exclusiveMaximum' in json)) bounded.maximum = policy.integer.maximum
    bounded.format ??= integerFormat(
      Number(bounded.minimum ?? bounded.exclusiveMinimum),
      Number(bounded.maximum ?? bounded.exclusiveMaximum),
    )
  }
  if (types.includes('array') && !('maxItems' in json)) {
    const most = policy.items(json)
    if (most !== null) bounded.maxItems = most
  }
  return bounded
}
