// Storefront orders as the merchant manages them (SPEC §7: shipments/order/merchant-shipments,
// shipments/{id}).
import * as v from 'valibot'
import { ORDER_SORTS, ORDER_STATUSES } from '../../src/contract/list-choices.ts'
import { OrderSchema, ShipmentSchema, ShipmentUpdateSchema } from '../../src/contract/stores.ts'
import { listQuerySchema, oneOfEntry } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { changeShipmentStatus } from '../services/orders/shipments.ts'
import { listOrders, ownedOrder } from '../services/orders/views.ts'

const OrderListQuery = listQuerySchema(ORDER_SORTS, 'created_at', {
  status: oneOfEntry('The status', ORDER_STATUSES),
  store_id: v.optional(UuidSchema),
})

export const orderRoutes = defineRoutes({ tag: 'Orders', access: 'merchant' }, (r) => {
  r.records({
    id: 'orders',
    path: '/orders',
    label: 'Order',
    row: OrderSchema,
    list: {
      summary: 'The caller’s storefront orders with their shipment, by status, store or order number',
      query: OrderListQuery,
      run: (deps, caller, query) => listOrders(deps, deps.config.publicUrl, caller.accountId, query),
      aliases: [
        { id: 'shipments.merchantOrders', method: 'post', path: '/shipments/order/merchant-shipments' },
      ],
    },
    get: {
      summary: 'One order with its items, address, bill and shipment',
      run: (deps, caller, id) => ownedOrder(deps, deps.config.publicUrl, caller.accountId, id),
    },
  })

  r.add({
    id: 'shipments.update',
    method: 'put',
    path: '/shipments/:shipmentId',
    summary:
      'Move a shipment on: pending → ready → picked_up → in_transit → delivered, or cancelled before pickup',
    params: v.object({ shipmentId: UuidSchema }),
    body: ShipmentUpdateSchema,
    response: ShipmentSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await changeShipmentStatus(deps, caller.accountId, params.shipmentId, body.status),
      description: 'Shipment updated',
    }),
  })
})
