// The shopper's choice for an order whose discount code the store refused on arrival (status
// discount_refused, src/offline/outbox.ts): place it at the total the store gave (without the code, or with
// the smaller discount it still gives), or cancel it and have the items back in the cart. Until then it is
// never sent again, so nothing is charged that the shopper did not see.
import { shopperDb, type ShopperDb } from './db.ts'
import { restoreCartFrom } from './outbox.ts'

/**
 * Puts the order back in the queue at the store's new total: the body loses the code (or carries the discount
 * the code still gives as the amount seen). The same idempotency key is kept: the refusal created nothing, so
 * the key is free, and the page and the service worker still cannot place the order twice.
 */
export async function acceptRefusal(id: string, db: ShopperDb = shopperDb): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id)
    if (!entry || entry.status !== 'discount_refused' || !entry.refusal) return false
    const { refusal } = entry
    const { discount_code: _code, discount_amount: _amount, ...body } = entry.body
    const keep = refusal.code_still_applies
    await db.outbox.put({
      ...entry,
      body: keep ? { ...body, discount_code: refusal.code, discount_amount: refusal.discount } : body,
      discount: keep ? { code: refusal.code, amount: refusal.discount } : null,
      // The delivery price the store gave is the one now agreed.
      delivery_price: refusal.shipping,
      status: 'queued',
      refusal: null,
      last_error: null,
    })
    return true
  })
}

/** Cancels the order: nothing was placed; its items go back into the store's cart. */
export const cancelRefused = (id: string, db: ShopperDb = shopperDb) => restoreCartFrom(id, db)
