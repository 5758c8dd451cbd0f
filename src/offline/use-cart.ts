// The stored cart of one store as React state (live: another tab's change shows at once).
import { useLiveQuery } from 'dexie-react-hooks'
import type { CartItem } from '../lib/cart.ts'
import { shopperDb } from './db.ts'

/** undefined while IndexedDB is being read, then the items (empty when there is no cart). */
export function useCart(storeId: string): CartItem[] | undefined {
  return useLiveQuery(async () => (await shopperDb.carts.get(storeId))?.items ?? [], [storeId])
}
