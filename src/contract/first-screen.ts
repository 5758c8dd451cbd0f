// A page whose first screen the server draws (server/http/first-screen.ts) carries the records it was drawn
// from in a JSON data block with this id, for the app to start from instead of asking for them again.
import type { PublicBill } from './payments.ts'

export const FIRST_SCREEN_DATA_ID = 'niaga-first-screen'

export interface FirstScreenData {
  bill?: PublicBill
}
