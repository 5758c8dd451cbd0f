// A bill's invoice number as Niaga writes it (server/services/references.ts): a prefix (NGA for a bill, TOP
// for a top-up, SUB for a subscription), the day and a random code, e.g. NGA-20261122-7KQ2M9XD. A payer's
// invoice link may carry it instead of the bill's uuid.
import { isUuid } from './uuid.ts'

const INVOICE_NO = /^[A-Z]{2,4}-\d{8}-[A-Z0-9]{6,12}$/

/** Whether the text is an invoice number (any letter case: a number read out and typed in lower case). */
export function isInvoiceNo(text: string): boolean {
  return INVOICE_NO.test(text.toUpperCase())
}

/** Whether an invoice link's last part can name a bill: its uuid or its invoice number. */
export function isBillReference(text: string): boolean {
  return isUuid(text) || isInvoiceNo(text)
}
