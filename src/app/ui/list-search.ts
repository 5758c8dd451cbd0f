// List state of the console's tables (skip, limit, sort, order, search, filters) kept in validated search
// params, so a list URL can be shared or reloaded. Absent means "the default", which keeps URLs short and
// lets links to a list carry no search at all. A malformed value falls back to absent instead of failing.
import { redirect, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/contract/envelope.ts'
import { t } from '@/i18n/i18n.ts'

export type SortOrder = 'asc' | 'desc'
export type PageSize = (typeof PAGE_SIZES)[number]

const absentIfBad = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

// The router hands "?skip=10" over as the number 10; a hand-edited URL may still carry "10" as text.
const wholeNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
  v.maxValue(1_000_000),
)

const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n)

export const skipParam = absentIfBad(wholeNumber)
export const limitParam = absentIfBad(
  v.pipe(
    wholeNumber,
    v.check(isPageSize),
    v.transform((n) => n as PageSize),
  ),
)
export const orderParam = absentIfBad(v.picklist(['asc', 'desc']))

/** Free text: "?search=123" arrives as a number; blank means no search. */
export const searchParam = absentIfBad(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim().slice(0, 100)),
    v.transform((text) => (text === '' ? undefined : text)),
  ),
)

/** One of a fixed set of values (a sort column, a status filter, a tab). */
export const choiceParam = <const T extends readonly [string, ...string[]]>(choices: T) =>
  absentIfBad(v.picklist(choices))

/** A calendar day as <input type="date"> gives it: yyyy-MM-dd. */
export const dayParam = absentIfBad(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.check(isRealDay)))

/** A record id in the URL (a drawer's record, say). */
export const idParam = absentIfBad(v.pipe(v.string(), v.regex(/^[0-9a-zA-Z-]{1,64}$/)))

/** The entries every list route's search schema starts with. */
export const listSearchEntries = <const S extends readonly [string, ...string[]]>(sorts: S) => ({
  skip: skipParam,
  limit: limitParam,
  sort: choiceParam(sorts),
  order: orderParam,
  search: searchParam,
})

/** The paging entries alone, for a list that neither sorts nor searches. */
export const pageEntries = { skip: skipParam, limit: limitParam }

export interface ListSearch {
  skip?: number | undefined
  limit?: PageSize | undefined
  sort?: string | undefined
  order?: SortOrder | undefined
  search?: string | undefined
}

export interface ListDefaults {
  sort: string
  order: SortOrder
}

/** Every console list opens newest first. */
export const LIST_DEFAULTS: ListDefaults = { sort: 'created_at', order: 'desc' }

export interface ListState {
  skip: number
  limit: PageSize
  sort: string
  order: SortOrder
  search: string | undefined
}

/** The list state with the defaults filled in; the sort keeps the list's own column names. */
export function resolveList<S extends string = string>(
  search: ListSearch & { sort?: S | undefined },
  defaults: ListDefaults = LIST_DEFAULTS,
): ListState & { sort: S } {
  return {
    skip: search.skip ?? 0,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
    // The default sort is one of every list's columns (created_at).
    sort: search.sort ?? (defaults.sort as S),
    order: search.order ?? defaults.order,
    search: search.search,
  }
}

/** A page of a list: where it starts and how many rows it has. */
export function pageParams(search: Pick<ListSearch, 'skip' | 'limit'>): { skip: number; limit: PageSize } {
  const { skip, limit } = resolveList(search)
  return { skip, limit }
}

/** A list whose only order is by date, newest first unless asked: its page, its order and its search. */
export function datedListParams(search: ListSearch) {
  const { skip, limit, order, search: text } = resolveList(search)
  return { skip, limit, order, search: text }
}

/** What a list route's search middleware drops from its URLs: they equal the defaults anyway. */
export function stripListDefaults<S extends ListSearch>(defaults: ListDefaults = LIST_DEFAULTS) {
  const values: ListSearch = { skip: 0, limit: DEFAULT_PAGE_SIZE, sort: defaults.sort, order: defaults.order }
  return stripSearchParams<S>(values as Partial<S>)
}

/** Clicking a header: the same column flips its order; another column starts at its first order. */
export function toggleSort(
  current: { sort: string; order: SortOrder },
  column: string,
  firstOrder: SortOrder = 'asc',
): { sort: string; order: SortOrder } {
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' }
  return { sort: column, order: firstOrder }
}

export function ariaSort(
  current: { sort: string; order: SortOrder },
  column: string,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== column) return 'none'
  return current.order === 'asc' ? 'ascending' : 'descending'
}

export interface PageInfo {
  /** 1-based index of the first row shown; 0 when nothing is shown. */
  from: number
  to: number
  total: number
  page: number
  pageCount: number
  hasPrevious: boolean
  hasNext: boolean
  previousSkip: number
  nextSkip: number
}

export function pageInfo(skip: number, limit: number, total: number): PageInfo {
  const safeLimit = Math.max(1, limit)
  const shown = Math.max(0, Math.min(safeLimit, total - skip))
  return {
    from: shown > 0 ? skip + 1 : 0,
    to: shown > 0 ? skip + shown : 0,
    total,
    page: Math.floor(skip / safeLimit) + 1,
    pageCount: Math.max(1, Math.ceil(total / safeLimit)),
    // A page past the end (rows deleted meanwhile) can still step back.
    hasPrevious: skip > 0,
    hasNext: skip + safeLimit < total,
    previousSkip: Math.max(0, Math.min(skip - safeLimit, (Math.ceil(total / safeLimit) - 1) * safeLimit)),
    nextSkip: skip + safeLimit,
  }
}

const count = new Intl.NumberFormat('en-MY')

/** "Showing 1–10 of 57"; "Showing 0 of 0" for an empty list. */
export function showingText(info: Pick<PageInfo, 'from' | 'to' | 'total'>): string {
  if (info.from === 0) return t('Showing 0 of {total}', { total: count.format(info.total) })
  return t('Showing {from}–{to} of {total}', {
    from: count.format(info.from),
    to: count.format(info.to),
    total: count.format(info.total),
  })
}

function isRealDay(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** yyyy-MM-dd (date inputs, URLs) → dd-MM-yyyy (the API's report and filter dates, SPEC §9). */
export function toApiDay(day: string | undefined): string | undefined {
  if (!day) return undefined
  const [y, m, d] = day.split('-')
  return `${d}-${m}-${y}`
}

/** dd-MM-yyyy (the API's days, a report's path) → yyyy-MM-dd (a date input); undefined when it is not one. */
export function fromApiDay(day: string | undefined): string | undefined {
  const match = day ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(day) : null
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined
}

/** How a record page opens: /customers/view/{id} or /customers/edit/{id}; any other mode is no page. */
export const RECORD_MODES = ['view', 'edit'] as const
export type RecordMode = (typeof RECORD_MODES)[number]

export function isRecordMode(mode: string): mode is RecordMode {
  return (RECORD_MODES as readonly string[]).includes(mode)
}

/** For a record route's beforeLoad: an unknown mode is an unknown page (SPEC §2: the 404 page). */
export function requireRecordMode(mode: string): void {
  if (!isRecordMode(mode)) throw redirect({ to: '/error-404', replace: true })
}
