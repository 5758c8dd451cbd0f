import { describe, expect, it } from 'vitest'
import { cacheStorage, forgetSavedCache, QUERY_CACHE_STORAGE_KEY } from '../../src/api/query-client.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('the saved query cache (SPEC §4: logout empties local storage)', () => {
  it('is saved while signed in, removed when the session ends, and not saved again until a sign-in', () => {
    const local = memoryStorage()
    let signedIn = true
    const storage = cacheStorage(local, () => signedIn)!
    storage.setItem(QUERY_CACHE_STORAGE_KEY, '{"clientState":{"queries":["bills"]}}')
    expect(local.items.get(QUERY_CACHE_STORAGE_KEY)).toContain('bills')

    signedIn = false
    forgetSavedCache(local)
    expect(local.items.has(QUERY_CACHE_STORAGE_KEY)).toBe(false)
    // The persister's write that was waiting when the session ended.
    storage.setItem(QUERY_CACHE_STORAGE_KEY, '{"clientState":{"queries":["bills"]}}')
    expect(local.items.has(QUERY_CACHE_STORAGE_KEY)).toBe(false)

    signedIn = true
    storage.setItem(QUERY_CACHE_STORAGE_KEY, '{"clientState":{"queries":["payouts"]}}')
    expect(local.items.get(QUERY_CACHE_STORAGE_KEY)).toContain('payouts')
  })

  it('keeps saving for a visitor who never signed in (a shopper, a payer)', () => {
    const local = memoryStorage()
    const storage = cacheStorage(local, () => false)!
    storage.setItem(QUERY_CACHE_STORAGE_KEY, '{"clientState":{"queries":["store"]}}')
    expect(local.items.get(QUERY_CACHE_STORAGE_KEY)).toContain('store')
  })
})
