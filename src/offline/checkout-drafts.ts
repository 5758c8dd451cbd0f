// The checkout form as the shopper left it, per store, and the last delivery-price answer. Both are written
// in read-modify-write transactions so a form save never wipes a quote that arrived a moment earlier.
import { shopperDb, type CheckoutDraft, type DeliveryQuote, type ShopperDb } from './db.ts'

type DraftValues = Omit<CheckoutDraft, 'store_id' | 'quote'>

export async function saveDraftValues(
  storeId: string,
  values: DraftValues,
  db: ShopperDb = shopperDb,
): Promise<void> {
  await db.transaction('rw', db.checkoutDrafts, async () => {
    const existing = await db.checkoutDrafts.get(storeId)
    await db.checkoutDrafts.put({
      ...values,
      store_id: storeId,
      quote: existing?.quote ?? null,
      discount: existing?.discount ?? null,
    })
  })
}

export async function saveDraftQuote(
  storeId: string,
  quote: DeliveryQuote,
  empty: DraftValues,
  db: ShopperDb = shopperDb,
): Promise<void> {
  await db.transaction('rw', db.checkoutDrafts, async () => {
    const existing = await db.checkoutDrafts.get(storeId)
    await db.checkoutDrafts.put({ ...(existing ?? { ...empty, store_id: storeId }), quote })
  })
}

/**
 * The discount code applied at checkout (null: removed), kept with the draft so it survives a reload offline.
 */
export async function saveDraftDiscount(
  storeId: string,
  discount: CheckoutDraft['discount'],
  empty: DraftValues,
  db: ShopperDb = shopperDb,
): Promise<void> {
  await db.transaction('rw', db.checkoutDrafts, async () => {
    const existing = await db.checkoutDrafts.get(storeId)
    await db.checkoutDrafts.put({ ...(existing ?? { ...empty, store_id: storeId, quote: null }), discount })
  })
}
