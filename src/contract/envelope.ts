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
/** The most rows one page of a list holds (the largest `limit` a list call accepts). */
export const LIST_LIMIT_MAX = 500

/** A list that holds at most `max` items: what bounds it is named where it is used. */
export const listOf = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(item), v.maxLength(max))

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** One page of rows: at most LIST_LIMIT_MAX of them. */
const pageOf = <T extends v.GenericSchema>(row: T) =>
  v.object({ data: listOf(row, LIST_LIMIT_MAX), total: count, skip: count, limit: count })
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
export { pageOf }

export function listDataSchema<T extends v.GenericSchema>(row: T) {
  return v.object({
    list: pageOf(row),
  })
}
