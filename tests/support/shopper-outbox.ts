// The shopper's offline outbox under test: a fresh IndexedDB database per test (the test file imports
// 'fake-indexeddb/auto' first, before anything loads Dexie), deleted after it, and a scripted store that
// gives its answers in turn and writes down what the outbox sent.
import { afterEach } from 'vitest'
import type { Checkout } from '../../src/contract/storefront.ts'
import { ShopperDb } from '../../src/offline/db.ts'
import type { Fetch } from '../../src/offline/outbox.ts'

const dbs: ShopperDb[] = []
let count = 0
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete()
})

/** A shopper database of its own, deleted after the test. */
export function freshDb(): ShopperDb {
  const db = new ShopperDb(`shopper-test-${++count}`)
  dbs.push(db)
  return db
}

/** Who orders and where it goes: Kuala Lumpur, delivery rate r1. */
export const SHOPPER: Pick<Checkout, 'customer' | 'address' | 'rate_id'> = {
  customer: { name: 'Aminah', email: 'aminah@example.my', phone: null },
  address: {
    line1: '1 Jalan Ampang',
    line2: null,
    postcode: '50450',
    locality_id: '1',
    state_id: '2609539358',
  },
  rate_id: 'r1',
}

/** A store that gives these answers in turn (the last one again and again) and records each request. */
export function scriptedFetch(...answers: (readonly [number, unknown] | 'network-error')[]) {
  const calls: { url: string; key: string | null; body: Checkout }[] = []
  const fetchImpl: Fetch = (url, init) => {
    const headers = new Headers(init.headers)
    calls.push({
      url,
      key: headers.get('Idempotency-Key'),
      body: JSON.parse(init.body as string) as Checkout,
    })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve(
      new Response(JSON.stringify(answer[1]), {
        status: answer[0],
        headers: { 'content-type': 'application/json' },
      }),
    )
  }
  return { fetchImpl, calls }
}
