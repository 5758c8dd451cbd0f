// Sentry's envelope format, as the browser SDK writes it (@sentry/core serializeEnvelope): a JSON header
// line, then items, each a JSON header line and a payload. A payload whose header gives `length` is that many
// bytes (a replay recording: its own JSON header line, then the events, or their compressed bytes); any other
// is one JSON line. Anything else is refused with the reason, never thrown as a 5xx.
import { unzipSync } from 'node:zlib'
import { MAX_ENVELOPE_ITEMS, type ErrorReportItem } from '../../../src/contract/error-reporting.ts'

export interface ParsedEnvelope {
  header: Record<string, unknown>
  items: ErrorReportItem[]
}

export class EnvelopeError extends Error {}

const NEWLINE = 0x0a
const utf8 = new TextDecoder('utf-8', { fatal: true })

function jsonObject(bytes: Uint8Array, what: string): Record<string, unknown> {
  const value = jsonValue(bytes, what)
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new EnvelopeError(`The ${what} is not a JSON object`)
  return value as Record<string, unknown>
}

function jsonValue(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(utf8.decode(bytes))
  } catch {
    throw new EnvelopeError(`The ${what} is not JSON`)
  }
}

/** A length-framed payload as readable text: UTF-8 as sent, or inflated when the SDK compressed it. */
function payloadOf(type: string, bytes: Uint8Array): unknown {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    text = ''
  }
  if (type === 'replay_recording') {
    // `{"segment_id":0}\n` and then the recording, as JSON text or compressed.
    const cut = bytes.indexOf(NEWLINE)
    if (cut < 0) return text
    const head = bytes.subarray(0, cut)
    const rest = bytes.subarray(cut + 1)
    let recording: string
    try {
      recording = utf8.decode(rest)
      JSON.parse(recording)
    } catch {
      try {
        recording = unzipSync(rest, { maxOutputLength: 8 * 1024 * 1024 }).toString('utf8')
      } catch {
        return { segment: safeJson(head), recording: null, undecodable_bytes: rest.length }
      }
    }
    return { segment: safeJson(head), recording: safeJson(new TextEncoder().encode(recording)) }
  }
  return text === '' && bytes.length > 0 ? { undecodable_bytes: bytes.length } : (safeJson(bytes) ?? text)
}

function safeJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(utf8.decode(bytes))
  } catch {
    return null
  }
}

export function parseEnvelope(body: Uint8Array): ParsedEnvelope {
  if (body.length === 0) throw new EnvelopeError('The envelope is empty')
  let rest = body
  const line = () => {
    const at = rest.indexOf(NEWLINE)
    const end = at < 0 ? rest.length : at
    const bytes = rest.subarray(0, end)
    rest = rest.subarray(Math.min(rest.length, end + 1))
    return bytes
  }
  const header = jsonObject(line(), 'envelope header')
  const items: ErrorReportItem[] = []
  while (rest.length > 0) {
    const itemLine = line()
    if (itemLine.length === 0) continue // a trailing newline
    if (items.length >= MAX_ENVELOPE_ITEMS)
      throw new EnvelopeError(`An envelope holds at most ${MAX_ENVELOPE_ITEMS} items`)
    const itemHeader = jsonObject(itemLine, `header of item ${items.length + 1}`)
    const type = itemHeader['type']
    if (typeof type !== 'string' || type === '')
      throw new EnvelopeError(`Item ${items.length + 1} has no type`)
    const length = itemHeader['length']
    if (length !== undefined) {
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || length > rest.length)
        throw new EnvelopeError(
          `Item ${items.length + 1} says it is ${JSON.stringify(length)} bytes long; ${rest.length} are left`,
        )
      const bytes = rest.subarray(0, length)
      rest = rest.subarray(Math.min(rest.length, length + 1))
      items.push({ type, payload: payloadOf(type, bytes), bytes: length })
    } else {
      const bytes = line()
      items.push({
        type,
        payload: jsonValue(bytes, `payload of item ${items.length + 1}`),
        bytes: bytes.length,
      })
    }
  }
  if (items.length === 0) throw new EnvelopeError('The envelope has no items')
  return { header, items }
}
