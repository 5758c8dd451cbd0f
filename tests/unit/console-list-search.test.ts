import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import {
  ariaSort,
  isRecordMode,
  listSearchEntries,
  pageInfo,
  resolveList,
  showingText,
  toApiDay,
  fromApiDay,
  toggleSort,
  dayParam,
  stripListDefaults,
  type ListSearch,
} from '../../src/app/ui/list-search.ts'
import { nextListSearch } from '../../src/app/ui/use-list-search.ts'

const Schema = v.object(listSearchEntries(['created_at', 'name']))
const parse = (input: Record<string, unknown>) => v.parse(Schema, input)
const DEFAULTS = { sort: 'created_at', order: 'desc' } as const

// A list route's search: the shared entries plus a filter of its own.
type Search = ListSearch & { status?: string | undefined }
const patchList = (previous: Search, patch: Partial<Search>) => nextListSearch(previous, patch)

// A list route as the console declares one, in a router of its own, to see the URLs it makes.
async function listRouter(initial: string) {
  const root = createRootRoute()
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: v.object({
      ...listSearchEntries(['created_at', 'name']),
      status: v.optional(v.string()),
    }),
    search: { middlewares: [stripListDefaults()] },
  })
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: [initial] }),
    // Node has no document: without these the router takes itself for a server and never navigates.
    isServer: false,
    origin: 'http://niaga.test',
  })
  await router.load()
  const change = (patch: Partial<Search>) =>
    router.navigate({ to: '/list', search: (previous: Search) => nextListSearch(previous, patch) })
  return { router, change }
}

describe('list search params', () => {
  it('reads a shared list URL as the router hands it over', () => {
    expect(parse({ skip: 20, limit: 25, sort: 'name', order: 'asc', search: 'siti' })).toEqual({
      skip: 20,
      limit: 25,
      sort: 'name',
      order: 'asc',
      search: 'siti',
    })
  })

  it('accepts numbers typed as text and a numeric search', () => {
    expect(parse({ skip: '10', limit: '50', search: 123 })).toMatchObject({
      skip: 10,
      limit: 50,
      search: '123',
    })
  })

  it('drops malformed values instead of failing the page', () => {
    expect(parse({ skip: -1, limit: 7, sort: 'password', order: 'up', search: '   ' })).toEqual({
      skip: undefined,
      limit: undefined,
      sort: undefined,
      order: undefined,
      search: undefined,
    })
    expect(parse({ skip: 'abc', limit: 1000 })).toMatchObject({ skip: undefined, limit: undefined })
  })

  it('only takes the page sizes of SPEC §9', () => {
    for (const size of [10, 25, 50, 100, 250, 500]) expect(parse({ limit: size }).limit).toBe(size)
    expect(parse({ limit: 20 }).limit).toBeUndefined()
  })

  it('resolves absent values to the defaults: skip 0, limit 10', () => {
    expect(resolveList({}, DEFAULTS)).toEqual({
      skip: 0,
      limit: 10,
      sort: 'created_at',
      order: 'desc',
      search: undefined,
    })
  })

  it('accepts real calendar days only', () => {
    expect(v.parse(dayParam, '2026-02-28')).toBe('2026-02-28')
    expect(v.parse(dayParam, '2026-02-30')).toBeUndefined()
    expect(v.parse(dayParam, '28-02-2026')).toBeUndefined()
  })

  it('turns yyyy-MM-dd into the API’s dd-MM-yyyy and back', () => {
    expect(toApiDay('2026-03-09')).toBe('09-03-2026')
    expect(toApiDay(undefined)).toBeUndefined()
    expect(fromApiDay('26-11-2026')).toBe('2026-11-26')
    expect(fromApiDay('2026-11-26')).toBeUndefined()
    expect(fromApiDay(undefined)).toBeUndefined()
  })
})

describe('changing a list', () => {
  it('goes back to the first page when anything but the page changes', () => {
    expect(patchList({ skip: 30, search: 'a' }, { search: 'ab' })).toEqual({
      skip: undefined,
      search: 'ab',
    })
    expect(patchList({ skip: 30 }, { limit: 25 })).toMatchObject({
      skip: undefined,
      limit: 25,
    })
  })

  it('keeps the page when paging', () => {
    expect(patchList({ search: 'a' }, { skip: 10 })).toEqual({ search: 'a', skip: 10 })
  })

  it('keeps other filters', () => {
    expect(patchList({ status: 'paid', skip: 10 }, { search: 'INV' })).toEqual({
      status: 'paid',
      skip: undefined,
      search: 'INV',
    })
  })
})

describe('list URLs', () => {
  it('carry only what differs from the defaults (first page, ten rows, newest first)', async () => {
    const { router, change } = await listRouter('/list?limit=25&sort=name&order=asc&skip=50')
    await change({ limit: 10, sort: 'created_at', order: 'desc' })
    expect(router.state.location.href).toBe('/list')
    await change({ skip: 0, status: 'paid' })
    expect(router.state.location.href).toBe('/list?status=paid')
  })

  it('keep a value that differs from its default', async () => {
    const { router, change } = await listRouter('/list')
    await change({ limit: 50, sort: 'name' })
    await change({ skip: 100 })
    expect(router.state.location.search).toEqual({ skip: 100, limit: 50, sort: 'name' })
    await change({ order: 'asc', search: '  ' })
    expect(router.state.location.search).toEqual({ limit: 50, sort: 'name', order: 'asc' })
  })
})

describe('sorting', () => {
  it('flips the order of the sorted column and starts another column at its first order', () => {
    expect(toggleSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' })
    expect(toggleSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' })
    expect(toggleSort({ sort: 'name', order: 'asc' }, 'created_at', 'desc')).toEqual({
      sort: 'created_at',
      order: 'desc',
    })
    expect(toggleSort({ sort: 'created_at', order: 'desc' }, 'email')).toEqual({
      sort: 'email',
      order: 'asc',
    })
  })

  it('says how a column is sorted for aria-sort', () => {
    expect(ariaSort({ sort: 'name', order: 'asc' }, 'name')).toBe('ascending')
    expect(ariaSort({ sort: 'name', order: 'desc' }, 'name')).toBe('descending')
    expect(ariaSort({ sort: 'name', order: 'desc' }, 'email')).toBe('none')
  })
})

describe('pagination', () => {
  it('reads "Showing 1–10 of 57" on the first page', () => {
    const info = pageInfo(0, 10, 57)
    expect(showingText(info)).toBe('Showing 1–10 of 57')
    expect(info).toMatchObject({ page: 1, pageCount: 6, hasPrevious: false, hasNext: true, nextSkip: 10 })
  })

  it('stops at the total on the last page', () => {
    const info = pageInfo(50, 10, 57)
    expect(showingText(info)).toBe('Showing 51–57 of 57')
    expect(info).toMatchObject({ page: 6, hasNext: false, hasPrevious: true, previousSkip: 40 })
  })

  it('groups thousands', () => {
    expect(showingText(pageInfo(1000, 500, 12345))).toBe('Showing 1,001–1,500 of 12,345')
  })

  it('handles an empty list and a page past the end', () => {
    expect(showingText(pageInfo(0, 10, 0))).toBe('Showing 0 of 0')
    expect(pageInfo(0, 10, 0)).toMatchObject({ pageCount: 1, hasNext: false, hasPrevious: false })
    // Rows deleted meanwhile: previous goes to the last page that has rows.
    const past = pageInfo(100, 10, 57)
    expect(showingText(past)).toBe('Showing 0 of 57')
    expect(past).toMatchObject({ hasPrevious: true, previousSkip: 50 })
  })

  it('handles an exact multiple of the page size', () => {
    expect(pageInfo(10, 10, 20)).toMatchObject({ from: 11, to: 20, hasNext: false, pageCount: 2 })
  })
})

describe('record modes', () => {
  it('knows view and edit only', () => {
    expect(isRecordMode('view')).toBe(true)
    expect(isRecordMode('edit')).toBe(true)
    expect(isRecordMode('delete')).toBe(false)
    expect(isRecordMode('')).toBe(false)
  })
})
