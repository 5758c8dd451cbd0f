// The sandbox courier (SPEC §7 {courier}): delivery prices, paying for a label, the consignment note.
import * as v from 'valibot'
import { DeliveryPriceCheckSchema, DeliveryPriceSchema } from '../../src/contract/storefront.ts'
import { ConsignmentNoteSchema, ShipmentSchema } from '../../src/contract/stores.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { consignmentNote } from '../services/orders/consignment-note.ts'
import { payShipping } from '../services/orders/shipments.ts'
import { deliveryPrices } from '../services/shipping/delivery.ts'
import { findActiveStore } from '../services/stores/public-store.ts'
import { findOwnedStore } from '../services/stores/stores.ts'

/** One A6 page of bounded text in a standard font: far below this (tests/api/orders-checkout.test.ts). */
export const CONSIGNMENT_NOTE_MAX_BYTES = 1024 * 1024
export const courierRoutes = defineRoutes({ tag: 'Courier', access: 'merchant' }, (r) => {
  r.add({
    id: 'courier.deliveryPriceCheck',
    method: 'post',
    path: '/courier/merchant/delivery-price-check',
    summary: 'Delivery options from an active store to a state for a cart’s weight (kg) and subtotal',
    access: 'public',
    body: DeliveryPriceCheckSchema,
    response: DeliveryPriceSchema,
    handler: async ({ deps, body }) => ({
      data: await deliveryPrices(deps, await findActiveStore(deps, body.store_id), body),
    }),
  })

  r.add({
    id: 'courier.authDeliveryPriceCheck',
    method: 'post',
    path: '/courier/merchant/auth-delivery-price-check',
    summary: 'The merchant checks delivery options of one of their stores (open or closed)',
    permission: 'view',
    body: v.strictObject({ ...DeliveryPriceCheckSchema.entries, store_id: UuidSchema }),
    response: DeliveryPriceSchema,
    handler: async ({ deps, caller, body }) => ({
      data: await deliveryPrices(deps, await findOwnedStore(deps, caller.accountId, body.store_id), body),
    }),
  })

  r.add({
    id: 'courier.payShipping',
    method: 'post',
    path: '/courier/merchant/check-out-shipping-payment/:shipmentId',
    summary: 'Pay the sandbox courier for a paid order’s label: assigns the consignment number (once)',
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
    body: ConsignmentNoteSchema,
    download: ['application/pdf'],
    downloadMaxBytes: CONSIGNMENT_NOTE_MAX_BYTES,
    handler: async ({ deps, caller, body }) => {
      const note = await consignmentNote(deps, caller.accountId, body.shipment_id)
      return { data: null, file: { body: note.pdf, contentType: 'application/pdf', filename: note.filename } }
    },
  })
})
