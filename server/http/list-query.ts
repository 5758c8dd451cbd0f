// The query strings of list calls, parsed into the ListQuery that services/pagination.ts reads: one
// definition of skip, limit, sort, order and search, so every list answers bad input the same way.
import * as v from 'valibot'
import { DEFAULT_PAGE_SIZE, LIST_LIMIT_MAX } from '../../src/contract/envelope.ts'
import { queryInt } from './validation.ts'

export { LIST_LIMIT_MAX }

/** skip and limit; a list that shows more at once (the image library, the tag picker) raises them. */
export const pageEntries = (defaultLimit: number = DEFAULT_PAGE_SIZE, maxLimit = LIST_LIMIT_MAX) => ({
  skip: queryInt(0, 1_000_000, 0),
  limit: queryInt(1, maxLimit, defaultLimit),
})

export const searchEntry = {
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search text may not exceed 100 characters')),
  ),
}

export const orderEntry = (fallback: 'asc' | 'desc' = 'desc') => ({
  order: v.optional(v.picklist(['asc', 'desc'], 'Order is asc or desc'), fallback),
})

/** skip, limit, sort (one of `sorts`), order and search, plus the list's own filters. */
export function listQuerySchema<const S extends string, E extends v.ObjectEntries = Record<never, never>>(
  sorts: readonly S[],
  defaultSort: NoInfer<S>,
  filters?: E,
) {
  return v.object({
    ...pageEntries(),
    sort: v.optional(v.picklist(sorts, `Sort by one of: ${sorts.join(', ')}`), defaultSort),
    ...orderEntry(),
    ...searchEntry,
    ...(filters ?? ({} as E)),
  })
}

/** An optional filter that takes one of `values`; anything else is refused with "<name> is one of: …". */
export const oneOfEntry = <const T extends string>(name: string, values: readonly T[]) =>
  v.optional(v.picklist(values, `${name} is one of: ${values.join(', ')}`))

/** A record-status filter, `name` 1 (active) or 2 (inactive), read as a number. */
export const activeStatusEntry = (name: string) =>
  v.optional(v.pipe(v.picklist(['1', '2'], `${name} is 1 (active) or 2 (inactive)`), v.transform(Number)))

/** A page of a list that only searches (members, shipping profiles). */
export const PageSearchQuery = v.object({ ...pageEntries(), ...searchEntry })

/** A Malaysian calendar day as list filters and reports take it (SPEC §9: dd-MM-yyyy), checked to exist. */
export const DayDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{2}-\d{2}-\d{4}$/, 'Dates are dd-MM-yyyy'),
  v.check((text) => {
    const [d, m, y] = text.split('-').map(Number) as [number, number, number]
    const date = new Date(Date.UTC(y, m - 1, d))
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  }, 'No such date'),
)

/** start_date and end_date (dd-MM-yyyy, both included). */
export const dateRangeEntries = { start_date: v.optional(DayDateSchema), end_date: v.optional(DayDateSchema) }
