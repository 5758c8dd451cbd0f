// A console list's state lives in its route's validated search params (ARCHITECTURE §5). Given that search
// and the route's navigate (getRouteApi(id).useSearch() / .useNavigate()), this changes it: any change but
// paging goes back to the first page, and typing a search replaces the history entry instead of adding one
// per word. Values equal to the defaults leave the URL through the route's search middleware
// (stripListDefaults), not here.
import {
  LIST_DEFAULTS,
  resolveList,
  type ListDefaults,
  type ListSearch,
  type ListState,
} from './list-search.ts'

interface ListNavigateOptions<T> {
  search: (previous: T) => T
  replace?: boolean
  resetScroll?: boolean
}

type ListNavigate<T> = (options: ListNavigateOptions<T>) => Promise<void>

export interface ListSearchControls<T> {
  /** For DataTable: its state with the defaults filled in, and its changes (column names and page sizes). */
  table: { list: ListState; onListChange: (patch: Partial<ListState>) => void }
  change: (patch: Partial<T>) => void
  /** A filter's value and change handler, for a select that filters the list by one search param. */
  bind: <K extends keyof T & string>(key: K) => { value: T[K]; onChange: (value: T[K]) => void }
}

/** The next search after a change: any change but paging (a patch with `skip`) starts at the first page. */
export function nextListSearch<T extends ListSearch>(previous: T, patch: Partial<T>): T {
  return { ...previous, ...patch, skip: patch.skip }
}

export function useListSearch<T extends ListSearch>(
  search: T,
  navigate: ListNavigate<NoInfer<T>>,
  options: { defaults?: ListDefaults; replace?: (patch: Partial<T>) => boolean; resetScroll?: boolean } = {},
): ListSearchControls<T> {
  const replace = options.replace ?? ((patch: Partial<T>) => 'search' in patch)
  const change = (patch: Partial<T>) =>
    void navigate({
      search: (previous) => nextListSearch(previous, patch),
      replace: replace(patch),
      ...(options.resetScroll === false ? { resetScroll: false } : {}),
    })
  return {
    table: {
      list: resolveList(search, options.defaults ?? LIST_DEFAULTS),
      onListChange: (patch) => change(patch as Partial<T>),
    },
    change,
    bind: (key) => ({
      value: search[key],
      onChange: (value) => {
        const patch: Partial<T> = {}
        patch[key] = value
        change(patch)
      },
    }),
  }
}
