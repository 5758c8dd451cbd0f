// Search params of the top-up pages (?pool_id= or ?virtual_account_no=, and ?invoice_no= once an invoice is
// open) and of the subscription payment page (?invoice_no=). These schemas never fail the route: a malformed
// value reads as absent; src/pay/topup-links.ts says whether what is left names a target or an invoice. The
// router reads "?virtual_account_no=88080000000012" as JSON, a number: it is kept a number, so the address
// the page writes back (adding ?invoice_no=) shows it as it came rather than quoted ("%2288080000000012%22").
// The public app loads every payment route's definition at start (src/public-route-tree.tsx), so this module
// stays free of the contract's top-up schemas: those load with the page.
import * as v from 'valibot'
import { optionalSearchText } from '@/lib/search-params.ts'

/** Digits as the router parsed them (a number), or text; anything else reads as absent. */
const searchDigits = v.fallback(
  v.optional(v.union([v.string(), v.pipe(v.number(), v.safeInteger())])),
  undefined,
)

export const TopupSearchSchema = v.object({
  pool_id: optionalSearchText,
  virtual_account_no: searchDigits,
  invoice_no: optionalSearchText,
})
export type TopupSearch = v.InferOutput<typeof TopupSearchSchema>

export const InvoiceSearchSchema = v.object({ invoice_no: optionalSearchText })
export type InvoiceSearch = v.InferOutput<typeof InvoiceSearchSchema>
