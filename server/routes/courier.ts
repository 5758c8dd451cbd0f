// The sandbox courier (SPEC §7 {courier}): delivery prices, paying for a label, the consignment note.
import * as v from 'valibot'
import { DeliveryPriceCheckSchema, DeliveryPriceSchema } from '../../src/contract/storefront.ts'
import { ConsignmentNoteSchema, ShipmentSchema } from '../../src/contract/stores.ts'
import { myrToSen } from '../../src/lib/money.ts'
import type { Registry } from '../http/operation.ts'
import { UuidSchema } from '../http/validation.ts'
import { buildConsignmentNote } from '../sandbox/courier.ts'
import { consignmentFacts, payShipping } from '../services/orders/shipments.ts'
import { deliveryOptionView, quoteDelivery } from '../services/shipping/delivery.ts'
import { currentSettings } from '../services/stores/settings.ts'
import { findActiveStore } from '../services/stores/public-store.ts'
import { findOwnedStore } from '../services/stores/stores.ts'

const tag = 'Courier'

export function registerCourierRoutes(r: Registry): void {
  r.add({
    id: 'courier.deliveryPriceCheck',
    method: 'post',
    path: '/courier/merchant/delivery-price-check',
    summary: 'Delivery options from an active store to a state for a cart’s weight (kg) and subtotal',
    tag,
    access: 'public',
    body: DeliveryPriceCheckSchema,
    response: DeliveryPriceSchema,
    handler: async ({ deps, body }) => {
      const store = await findActiveStore(deps.db, body.store_id)
      const quote = await quoteDelivery(deps.db, store, body.state_id, body.weight, myrToSen(body.subtotal))
      return { data: { zone: quote.zone, options: quote.options.map(deliveryOptionView) } }
    },
  })

  r.add({
    id: 'courier.authDeliveryPriceCheck',
    method: 'post',
    path: '/courier/merchant/auth-delivery-price-check',
    summary: 'The merchant checks delivery options of one of their stores (open or closed)',
    tag,
    access: 'merchant',
    body: v.strictObject({ ...DeliveryPriceCheckSchema.entries, store_id: UuidSchema }),
    response: DeliveryPriceSchema,
    handler: async ({ deps, caller, body }) => {
      const store = await findOwnedStore(deps.db, caller.accountId, body.store_id)
      const quote = await quoteDelivery(deps.db, store, body.state_id, body.weight, myrToSen(body.subtotal))
      return { data: { zone: quote.zone, options: quote.options.map(deliveryOptionView) } }
    },
  })

  r.add({
    id: 'courier.payShipping',
    method: 'post',
    path: '/courier/merchant/check-out-shipping-payment/:shipmentId',
    summary: 'Pay the sandbox courier for a paid order’s label: assigns the consignment number (once)',
    tag,
    access: 'merchant',
    params: v.object({ shipmentId: UuidSchema }),
    response: ShipmentSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await payShipping(deps, caller.accountId, params.shipmentId),
      description: 'Shipping paid',
    }),
  })

  r.add({
    id: 'courier.consignmentNote',
    method: 'post',
    path: '/courier/consignment-note',
    summary: 'The consignment note of a shipment whose shipping is paid (an A6 PDF label)',
    tag,
    access: 'merchant',
    body: ConsignmentNoteSchema,
    handler: async ({ deps, caller, body }) => {
      const { shipment, order, store } = await consignmentFacts(deps.db, caller.accountId, body.shipment_id)
      const settings = (await currentSettings(deps.db, caller.accountId, store.id))?.settings ?? {}
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
      const a = order.address
      const pdf = await buildConsignmentNote({
        consignmentNo: shipment.consignment_no!,
        orderNo: order.order_no,
        sender: {
          name: store.name,
          phone: text(settings.contact_phone),
          address: text(settings.pickup_address),
        },
        recipient: {
          name: order.customer_name,
          phone: order.customer_phone,
          lines: [a.line1, a.line2, `${a.postcode ?? ''} ${a.state ?? ''}`.trim()].filter(
            (line): line is string => Boolean(line),
          ),
        },
        weightKg: order.weight_grams / 1000,
        paidAt: shipment.shipping_paid_at!,
      })
      return {
        data: null,
        file: {
          body: pdf,
          contentType: 'application/pdf',
          filename: `consignment-note-${shipment.consignment_no}.pdf`,
        },
      }
    },
  })
}
