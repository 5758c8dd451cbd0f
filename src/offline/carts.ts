// Carts per store in IndexedDB (SPEC §3: "a list per storeID"): every change is a read-modify-write in one
// transaction, so two tabs adding at once both land.
import type { CartItem } from '../lib/cart.ts'
import { shopperDb, type ShopperDb } from './db.ts'

export async function readCart(storeId: string, db: ShopperDb = shopperDb): Promise<CartItem[]> {
  return (await db.carts.get(storeId))?.items ?? []
}

/** Applies a pure cart rule (src/lib/cart.ts) to the stored cart and saves the result. */
export async function changeCart(
  storeId: string,
  change: (items: CartItem[]) => CartItem[],
  db: ShopperDb = shopperDb,
): Promise<CartItem[]> {
  return db.transaction('rw', db.carts, async () => {
    const items = change((await db.carts.get(storeId))?.items ?? [])
    await db.carts.put({ store_id: storeId, items, updated_at: new Date().toISOString() })
    return items
  })
}

/** SPEC §4: clear the cart of one store (the others stay). */
export async function clearCart(storeId: string, db: ShopperDb = shopperDb): Promise<void> {
  await db.carts.delete(storeId)
}
