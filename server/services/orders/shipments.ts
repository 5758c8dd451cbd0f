// A shipment follows the courier's lifecycle (pending → ready → picked_up → in_transit → delivered, or
// cancelled before pickup). The merchant pays the courier for the label, which books the pickup and
// assigns the consignment number.
import { and, eq, isNull } from 'drizzle-orm'
import { SHIPMENT_TRANSITIONS, type Shipment, type ShipmentStatus } from '../../../src/contract/stores.ts'
import { bills, orders, shipments, stores } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { shipmentView } from './views.ts'
import { ownedRecord } from '../owned-records.ts'

async function ownedShipment(deps: Deps, accountId: string, id: string) {
  const { db } = deps
  const [row] = await db
    .select({ shipment: shipments, order: orders, store: stores, bill_status: bills.status })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.order_id))
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .leftJoin(bills, eq(bills.id, orders.bill_id))
    .where(ownedRecord(shipments, accountId, id))
  if (!row) throw notFound('Shipment')
  return row
}

export async function changeShipmentStatus(
  deps: Deps,
  accountId: string,
  id: string,
  status: ShipmentStatus,
): Promise<Shipment> {
  const current = await ownedShipment(deps, accountId, id)
  const from = current.shipment.status
  if (!SHIPMENT_TRANSITIONS[from].includes(status))
    throw conflict(`A ${from.replace('_', ' ')} shipment cannot become ${status.replace('_', ' ')}`)
  // Nothing leaves the shop before the shopper has paid; cancelling stays possible.
  if (status !== 'cancelled' && current.bill_status !== 'paid') throw conflict('The order is not paid yet')
  const [row] = await deps.db
    .update(shipments)
    .set({ status, updated_at: deps.clock.now() })
    // Only from the status just read: a concurrent change wins instead of being overwritten.
    .where(and(eq(shipments.id, id), eq(shipments.status, from)))
    .returning()
  if (!row) throw conflict('The shipment changed meanwhile: reload it')
  return shipmentView(row)
}

export async function payShipping(deps: Deps, accountId: string, id: string): Promise<Shipment> {
  const current = await ownedShipment(deps, accountId, id)
  if (current.shipment.shipping_paid_at) throw conflict('Shipping for this order is paid already')
  if (current.shipment.status === 'cancelled') throw conflict('This shipment is cancelled')
  if (current.bill_status !== 'paid') throw conflict('The order is not paid yet')
  const { consignmentNo } = await deps.providers.courier.bookShipment({
    shipmentId: id,
    orderNo: current.order.order_no,
    weightKg: current.order.weight_grams / 1000,
  })
  const now = deps.clock.now()
  const [row] = await deps.db
    .update(shipments)
    .set({ shipping_paid_at: now, consignment_no: consignmentNo, updated_at: now })
    // Paid once, even when two clicks race.
    .where(and(eq(shipments.id, id), eq(shipments.account_id, accountId), isNull(shipments.shipping_paid_at)))
    .returning()
  if (!row) throw conflict('Shipping for this order is paid already')
  return shipmentView(row)
}

/** What the consignment note prints; only once shipping is paid (the consignment number exists then). */
export async function consignmentFacts(deps: Deps, accountId: string, id: string) {
  const { shipment, order, store } = await ownedShipment(deps, accountId, id)
  if (!shipment.shipping_paid_at || !shipment.consignment_no)
    throw conflict('Pay the shipping first: the note needs a consignment number')
  return { shipment, order, store }
}
