// The checkout outbox (ARCHITECTURE §6): a checkout is saved here before it is sent, with an idempotency
// key made once, and sent again until the server gives a final answer. The page (on start, on `online`)
// and the service worker (Background Sync) both replay it; the server's idempotency makes the order
// exactly-once even when both send the same entry at the same moment.
// Runs in the page and in the service worker: fetch, crypto and IndexedDB only, no DOM. So it calls fetch
// itself instead of src/api/client.ts, whose dialogs and merchant session do not exist in the worker, and a
// queued checkout must be retried quietly rather than raise a dialog per attempt.
import { ResponseCode } from '../contract/codes.ts'
import { API_BASE } from '../contract/constants.ts'
import { EnvelopeSchema } from '../contract/envelope.ts'
import type { Checkout, PublicOrder } from '../contract/storefront.ts'
import type { DiscountRefusal } from '../contract/discount-refusal.ts'
import type { CartItem } from '../lib/cart.ts'
import { shopperDb, type OutboxEntry, type ShopperDb } from './db.ts'

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'niaga-checkout-outbox'

/**
 * What an answer means for the entry: `sent` (an order exists: drop the entry, remember the order), `keep`
 * (the server could not take it now: network error, 5xx, 429; try again with the same key), `fail` (the
 * server refused it for good: 4xxx other than 4290; the shopper sees it and dismisses it), `refused`
 * (DISCOUNT_REFUSED: its discount code no longer applies; nothing was created and the entry waits for the
 * shopper to place it at the total the server gave, or to cancel it: src/offline/outbox-discount.ts).
 */
export type Outcome =
  | { kind: 'sent'; order: Pick<PublicOrder, 'order_no' | 'store_id'> }
  | { kind: 'keep'; error: string }
  | { kind: 'fail'; error: string }
  | { kind: 'refused'; error: string; refusal: DiscountRefusal }

export function classifyAnswer(httpStatus: number, body: unknown): Outcome {
  // Only the envelope is checked (something other than the API, a proxy's error page, can answer); what is
  // inside is typed, not parsed (docs/conventions.md).
  const parsed = EnvelopeSchema['~standard'].validate(body)
  const envelope = 'value' in parsed ? parsed.value : undefined
  if (envelope?.response_code === ResponseCode.SUCCESS) {
    const { order_no, store_id } = envelope.data as PublicOrder
    return { kind: 'sent', order: { order_no, store_id } }
  }
  const description = envelope?.description ?? `HTTP ${httpStatus}`
  if (httpStatus >= 500 || httpStatus === 429 || envelope?.response_code === ResponseCode.TOO_MANY_REQUESTS)
    return { kind: 'keep', error: description }
  // The page and the service worker may send one entry at the same moment: the loser hears that the key is
  // still in progress (4091). The winner records the order; the loser must not mark the entry failed.
  if (envelope?.response_code === ResponseCode.IDEMPOTENCY_IN_PROGRESS)
    return { kind: 'keep', error: description }
  if (envelope?.response_code === ResponseCode.DISCOUNT_REFUSED)
    return { kind: 'refused', error: description, refusal: envelope.data as DiscountRefusal }
  const breakdown = (envelope?.data as { breakdown?: Record<string, string> } | null)?.breakdown
  const detail = breakdown ? Object.values(breakdown).join('; ') : ''
  return { kind: 'fail', error: detail ? `${description}: ${detail}` : description }
}

/**
 * Saves a checkout to the outbox and empties the store's cart, in one transaction; the caller then tries to
 * send it (or the network's return does). The entry's id and idempotency key are the checkout draft's key:
 * queued twice for one draft, the second call finds the first entry. A draft whose order was placed already
 * is a new checkout and gets a new key.
 */
export async function queueCheckout(
  storeId: string,
  {
    body,
    cart,
    deliveryPrice,
    discount = null,
  }: { body: Checkout; cart: CartItem[]; deliveryPrice: string | null; discount?: OutboxEntry['discount'] },
  db: ShopperDb = shopperDb,
): Promise<OutboxEntry> {
  return db.transaction('rw', [db.outbox, db.carts, db.checkoutDrafts, db.placedOrders], async () => {
    const draft = await db.checkoutDrafts.get(storeId)
    const earlier = draft?.checkout_key
    if (earlier) {
      const queued = await db.outbox.get(earlier)
      if (queued) return queued
    }
    const placed = earlier ? await db.placedOrders.get(earlier) : undefined
    const key = earlier && !placed ? earlier : crypto.randomUUID()
    const entry: OutboxEntry = {
      id: key,
      store_id: storeId,
      idempotency_key: key,
      body,
      cart,
      delivery_price: deliveryPrice,
      discount,
      created_at: new Date().toISOString(),
      attempts: 0,
      last_error: null,
      status: 'queued',
    }
    await db.outbox.add(entry)
    if (draft) await db.checkoutDrafts.put({ ...draft, checkout_key: key })
    await db.carts.delete(storeId)
    return entry
  })
}

export type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** Checkout creates the order (Idempotency-Key required); only the outbox sends it. */
const orderPath = (storeId: string) => `${API_BASE}stores/public/store-${encodeURIComponent(storeId)}/orders`

async function post(entry: OutboxEntry, fetchImpl: Fetch): Promise<Outcome> {
  let response: Response
  try {
    response = await fetchImpl(orderPath(entry.store_id), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': entry.idempotency_key,
      },
      body: JSON.stringify(entry.body),
    })
  } catch (error) {
    return { kind: 'keep', error: error instanceof Error ? error.message : String(error) }
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  return classifyAnswer(response.status, body)
}

/** Entries being sent from this context: one replay at a time per entry (other contexts may overlap). */
const inFlight = new Set<string>()

/** Sends one entry once and records the outcome. */
export async function sendEntry(
  entry: OutboxEntry,
  fetchImpl: Fetch = fetch,
  db: ShopperDb = shopperDb,
): Promise<Outcome> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a note for the caller, neither stored nor shown
  if (inFlight.has(entry.id)) return { kind: 'keep', error: 'Already being sent' }
  inFlight.add(entry.id)
  try {
    const outcome = await post(entry, fetchImpl)
    await db.transaction('rw', db.outbox, db.placedOrders, async () => {
      if (outcome.kind === 'sent') {
        await db.outbox.delete(entry.id)
        await db.placedOrders.put({
          outbox_id: entry.id,
          store_id: entry.store_id,
          order_no: outcome.order.order_no,
          placed_at: new Date().toISOString(),
        })
        return
      }
      await db.outbox
        .where('id')
        .equals(entry.id)
        .modify((stored) => {
          stored.attempts += 1
          stored.last_error = outcome.error
          if (outcome.kind === 'fail') stored.status = 'failed'
          if (outcome.kind === 'refused') {
            stored.status = 'discount_refused'
            stored.refusal = outcome.refusal
          }
        })
    })
    return outcome
  } finally {
    inFlight.delete(entry.id)
  }
}

/** Sends every queued entry, oldest first. Returns how many are still waiting for the network. */
export async function replayOutbox(fetchImpl: Fetch = fetch, db: ShopperDb = shopperDb): Promise<number> {
  const queued = await db.outbox.where('status').equals('queued').sortBy('created_at')
  let waiting = 0
  for (const entry of queued) {
    const outcome = await sendEntry(entry, fetchImpl, db)
    if (outcome.kind === 'keep') waiting += 1
  }
  return waiting
}

/** The shopper read a failed order and dismissed it. */
export async function dismissEntry(id: string, db: ShopperDb = shopperDb): Promise<void> {
  await db.outbox.delete(id)
}

/** Puts a failed order's items back into the store's cart (replacing it) and drops the entry. */
export async function restoreCartFrom(id: string, db: ShopperDb = shopperDb): Promise<void> {
  await db.transaction('rw', db.outbox, db.carts, async () => {
    const entry = await db.outbox.get(id)
    if (!entry) return
    await db.carts.put({ store_id: entry.store_id, items: entry.cart, updated_at: new Date().toISOString() })
    await db.outbox.delete(id)
  })
}
