// Record links (bills, payment forms, stores, products) carry a UUID: anything else cannot name a record,
// so the page and the server can say "not found" without asking the database.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(text: string): boolean {
  return UUID.test(text)
}

/**
 * A random v4 UUID: the Idempotency-Key of a write that moves money. crypto.randomUUID exists only on https
 * or localhost; getRandomValues everywhere, so a payer on a plain-http sandbox link gets a key too.
 */
export function newIdempotencyKey(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
) {
  const bytes = new Uint8Array(16)
  fill(bytes)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
