// Turns request parts into validated values, or a 4000 envelope with a per-field breakdown.
import * as v from 'valibot'
import type { Breakdown } from '../../src/contract/envelope.ts'
import type { Language } from '../../src/contract/languages.ts'
import { validationError } from '../errors.ts'
import { boundProblem, requestJsonSchema } from './input-bounds.ts'

export function issuesToBreakdown(issues: readonly v.BaseIssue<unknown>[], root = 'body'): Breakdown {
  // A Map, not a plain object: a field may be named like a member every object has (toString,
  // constructor, __proto__), and its message must still land under its own name.
  const breakdown = new Map<string, string>()
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? root
    if (!breakdown.has(field)) breakdown.set(field, messageFor(issue))
  }
  return Object.fromEntries(breakdown)
}

function messageFor(issue: v.BaseIssue<unknown>): string {
  const isObjectIssue =
    (issue.type === 'strict_object' || issue.type === 'object' || issue.type === 'loose_object') && issue.path
  // strictObject reports a stray key at its own path as "expected never": say what it is.
  if (isObjectIssue && issue.expected === 'never') return 'Unknown field'
  // A missing required key reads "Invalid key: Expected "x" but received undefined": say it is required.
  if (isObjectIssue && issue.received === 'undefined') return 'This field is required'
  return issue.message
}

export const NUL_MESSAGE = 'Text may not contain a NUL character'
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode (it holds half of a surrogate pair)'

/** Half of a UTF-16 surrogate pair with no other half: JSON can carry it ("\ud800"), PostgreSQL cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a text cannot be stored, or null. PostgreSQL text cannot hold U+0000, and its JSON refuses a lone
 *  surrogate (an audit entry or a webhook payload that copies the input would fail): caught here it is the
 *  caller's 4000, not a database error and a 5000. */
const unstorable = (text: string) =>
  text.includes('\u0000') ? NUL_MESSAGE : LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null

/** Where the first text that cannot be stored sits in the input ("name", "items.0.title"), and why. */
function unstorablePath(value: unknown, path: string): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorable(value)
    return message ? { path, message } : null
  }
  if (value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    const keyMessage = unstorable(key)
    if (keyMessage) return { path: at, message: keyMessage }
    const found = unstorablePath(inner, at)
    if (found !== null) return found
  }
  return null
}

/** `language` words valibot's messages (src/contract/messages.ts); the server's own are put into it at the
 *  edge (server/http/envelope.ts). */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  root: string,
  what: string,
  language: Language = 'en',
): v.InferOutput<S> {
  const bad = unstorablePath(input, '')
  if (bad !== null) throw validationError({ [bad.path || root]: bad.message }, `Invalid ${what}`)
  const result = v.safeParse(schema, input, { lang: language })
  if (!result.success) throw validationError(issuesToBreakdown(result.issues, root), `Invalid ${what}`)
  // The bounds the reference declares, on the input as sent: what the schema trimmed to fit still counts.
  const bounds = requestJsonSchema(schema)
  const outside = boundProblem(bounds, input, '', bounds)
  if (outside !== null) throw validationError({ [outside.path || root]: outside.message }, `Invalid ${what}`)
  return result.output
}

/** No request body nests deeper than this: deeper ones would overflow the stack of every recursive walk. */
export const MAX_JSON_DEPTH = 64

/** How deep the arrays and objects of a JSON text nest, counted without parsing it (strings skipped). */
function jsonDepth(raw: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < raw.length; i++) {
    const ch = raw.charCodeAt(i)
    if (inString) {
      if (ch === 92)
        i++ // backslash: skip the escaped character
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 91 || ch === 123) deepest = Math.max(deepest, ++depth)
    else if (ch === 93 || ch === 125) depth--
  }
  return deepest
}

/** Reads a JSON body; an empty body counts as {} so optional-only schemas accept it. */
export function parseJsonText(raw: string): unknown {
  if (raw.trim() === '') return {}
  // Found by `npm run fuzz`: 10,000 nested arrays parse, then overflow the stack of the checks after (a
  // 5000).
  if (jsonDepth(raw) > MAX_JSON_DEPTH)
    throw validationError(
      { body: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels` },
      'Malformed JSON body',
    )
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw validationError({ body: 'Malformed JSON body' }, 'Malformed JSON body')
  }
}

/** Query-string helpers: every value arrives as text. */
export const queryInt = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'Must be a whole number'),
      v.transform(Number),
      v.minValue(min, `Must be at least ${min}`),
      v.maxValue(max, `Must be at most ${max}`),
    ),
    String(fallback),
  )

export const UuidSchema = v.pipe(v.string(), v.uuid('Invalid id'))
export const IdParamsSchema = v.object({ id: UuidSchema })
