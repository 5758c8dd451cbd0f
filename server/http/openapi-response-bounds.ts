// The bounds the reference declares on answers. An answer's text was either sent in a request (no longer
// than the largest body, MAX_BODY_BYTES) or made by the server in a known shape (a timestamp, an id);
// whole numbers are ones JavaScript holds exactly. Lists declare their own bounds in their schemas (a page
// holds at most LIST_LIMIT_MAX rows; a catalogue its constant's length); a list of one kind of value
// (channels, permissions) holds each at most once. The conformance check
// (tests/support/openapi-conformance.ts) holds every answer of every API test to these bounds.
import { MAX_BODY_BYTES } from './input-bounds.ts'
import { withBounds, type BoundPolicy } from './schema-bounds.ts'

type Json = Record<string, unknown>

/** The longest text the server makes for a field, by its name or format. */
function madeTextLimit(name: string, format: unknown): number | null {
  if (format === 'date-time' || /_at$/.test(name)) return 30
  if (format === 'date') return 10
  if (format === 'uuid') return 36
  if (format === 'email') return 254
  if (/(^|_)(id|uuid)$/.test(name)) return 64
  return null
}

/** How many distinct values an item schema allows, when it lists them. */
function distinctValues(items: unknown): number | null {
  if (!items || typeof items !== 'object') return null
  const json = items as Json
  if (Array.isArray(json.enum)) return json.enum.length
  if ('const' in json) return 1
  const choices = (json.anyOf ?? json.oneOf) as unknown[] | undefined
  if (!choices) return null
  let count = 0
  for (const choice of choices) {
    const inner = distinctValues(choice)
    if (inner === null) return null
    count += inner
  }
  return count
}

const RESPONSE_POLICY: BoundPolicy = {
  text: (name, node) => madeTextLimit(name, node.format) ?? MAX_BODY_BYTES,
  integer: { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
  items: (node) => distinctValues(node.items),
}

export const boundResponse = (node: unknown): unknown => withBounds(node, RESPONSE_POLICY)
