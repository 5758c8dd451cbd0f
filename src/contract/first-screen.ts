// A page whose first screen the server draws (server/http/first-screen.ts) carries the records it was drawn
// from in a JSON data block with this id, for the app to start from instead of asking for them again.
import * as v from 'valibot'
import type { PublicBill } from './payments.ts'
import { PublicProductSchema, PublicStoreSchema, type PublicProduct } from './storefront.ts'

export const FIRST_SCREEN_DATA_ID = 'niaga-first-screen'

/** A storefront page's store, as its link names it (the public API's answer). */
export const FirstScreenStoreSchema = v.object({ key: v.string(), store: PublicStoreSchema })
/** A catalogue page's products (the public API's list). */
export const FirstScreenProductsSchema = v.object({ data: v.array(PublicProductSchema), total: v.number() })

export interface FirstScreenData {
  bill?: PublicBill
  store?: v.InferOutput<typeof FirstScreenStoreSchema>
  products?: v.InferOutput<typeof FirstScreenProductsSchema>
  product?: PublicProduct
}
