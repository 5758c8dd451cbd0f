// A page whose first screen the server draws (server/http/first-screen.ts) carries the records it was drawn
// from in a JSON data block with this id, for the app to start from instead of asking for them again. Types
// only: each page checks its own records with the contract's schemas, so a payment page never loads the
// storefront's.
import type { PublicBill } from './payments.ts'
import type { PublicProduct, PublicStore } from './storefront.ts'

export const FIRST_SCREEN_DATA_ID = 'niaga-first-screen'

export interface FirstScreenData {
  bill?: PublicBill
  /** A storefront page's store, as its link names it (the public API's answer). */
  store?: { key: string; store: PublicStore }
  /** A catalogue page's products (the public API's list). */
  products?: { data: PublicProduct[]; total: number }
  product?: PublicProduct
}
