// The response envelope every API answer uses (SPEC §3, §7; ARCHITECTURE §4).
import * as v from 'valibot'

export interface Envelope<T = unknown> {
  response_code: number
  /** A renewed access token when the server slid the session; the client stores it. */
  token: string | null
  data: T
  description: string
}

/** Field → message, for validation failures. */
export type Breakdown = Record<string, string>

export interface ErrorData {
  breakdown?: Breakdown
  retry_after?: number
}

export interface ListPage<T> {
  data: T[]
  total: number
  skip: number
  limit: number
}

export interface ListData<T> {
  list: ListPage<T>
}

export const PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const
export const DEFAULT_PAGE_SIZE = 10

export const EnvelopeSchema = v.object({
  response_code: v.number(),
  token: v.nullable(v.string()),
  data: v.unknown(),
  description: v.string(),
})

export function isEnvelope(value: unknown): value is Envelope {
  return v.is(EnvelopeSchema, value)
}

/** Schema of a list response around the given row schema, for the OpenAPI document. */
export function listDataSchema<T extends v.GenericSchema>(row: T) {
  return v.object({
    list: v.object({ data: v.array(row), total: v.number(), skip: v.number(), limit: v.number() }),
  })
}
