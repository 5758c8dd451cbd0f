// The bill a server-rendered first screen was drawn from (server/http/first-screen.ts writes it into the
// page as a JSON data block, which runs no script and so passes the payment pages' CSP). The route loader
// takes it once, checked against the contract's schema, instead of asking the server for the same record.
import * as v from 'valibot'
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@/contract/first-screen.ts'
import { PublicBillSchema, type PublicBill } from '@/contract/payments.ts'

/** The bill the page was sent with, if it is this one; the block is removed once read, so a later visit to
 *  the page in the same tab asks the server afresh. */
export function takeFirstScreenBill(uuid: string): PublicBill | undefined {
  const node = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID)
  if (!node) return undefined
  node.remove()
  try {
    const data = JSON.parse(node.textContent ?? '') as FirstScreenData
    const bill = v.parse(PublicBillSchema, data.bill)
    return bill.uuid === uuid ? bill : undefined
  } catch {
    return undefined // a damaged block costs one request, never the page
  }
}
