// Record links (bills, payment forms, stores, products) carry a UUID: anything else cannot name a record,
// so the page and the server can say "not found" without asking the database.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(text: string): boolean {
  return UUID.test(text)
}
