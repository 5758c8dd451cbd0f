// Human-readable, unguessable references for bills and payment transactions.
import { randomBytes } from 'node:crypto'
import { mytDate } from './dashboard/periods.ts'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function randomCode(length: number): string {
  const bytes = randomBytes(length)
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')
}

const datePart = (now: Date) => {
  const { y, m, d } = mytDate(now)
  return `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`
}

/** A bill's invoice number, e.g. NGA-20261122-7KQ2M9XD. */
export const newInvoiceNo = (now: Date) => `NGA-${datePart(now)}-${randomCode(8)}`

/** A payment received outside Niaga and recorded by hand, e.g. MAN-20261207-7KQ2M9XD. */
export const newManualPaymentNo = (now: Date) => `MAN-${datePart(now)}-${randomCode(8)}`

/** A payment attempt's reference, e.g. TXN-20261122-4HJ8P2QW3N. */
export const newTransactionNo = (now: Date) => `TXN-${datePart(now)}-${randomCode(10)}`

/** A storefront order's number, e.g. ORD-20261122-7KQ2M9XD. */
export const newOrderNo = (now: Date) => `ORD-${datePart(now)}-${randomCode(8)}`

/** A settlement's number: STL (scheduled) or SST (self-settlement), e.g. STL-20261123-7KQ2M9XD. */
export const newSettlementNo = (now: Date, kind: 'scheduled' | 'self') =>
  `${kind === 'self' ? 'SST' : 'STL'}-${datePart(now)}-${randomCode(8)}`

/** A payout's invoice number, e.g. PO-20261123-7KQ2M9XD. */
export const newPayoutNo = (now: Date) => `PO-${datePart(now)}-${randomCode(8)}`

/** A void or refund record's number, e.g. VD-20261123-7KQ2M9XD or RF-…. */
export const newVoidSaleNo = (now: Date, kind: 'void' | 'refund') =>
  `${kind === 'void' ? 'VD' : 'RF'}-${datePart(now)}-${randomCode(8)}`

/** A pool top-up's invoice number, e.g. TOP-20261125-7KQ2M9XD. */
export const newTopupNo = (now: Date) => `TOP-${datePart(now)}-${randomCode(8)}`

/** A subscription invoice's number, e.g. SUB-20261125-7KQ2M9XD. */
export const newSubscriptionInvoiceNo = (now: Date) => `SUB-${datePart(now)}-${randomCode(8)}`
