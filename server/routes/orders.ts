// Storefront orders as the merchant manages them (SPEC §7: shipments/order/merchant-shipments,
// shipments/{id}).
import * as v from 'valibot'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { ORDER_SORTS, ORDER_STATUSES } from '../../src/contract/list-choices.ts'
import { OrderSchema, ShipmentSchema, ShipmentUpdateSchema } from '../../src/contract/stores.ts'
import { listQuerySchema } from '../http/list-query.ts'
import type { Registry } from '../http/operation.ts'
import { IdParamsSchema, UuidSchema } from '../http/validation.ts'
import { changeShipmentStatus } from '../services/orders/shipments.ts'
import { listOrders, ownedOrder } from '../services/orders/views.ts'

const tag = 'Orders'
const OrderListQuery = listQuerySchema(ORDER_SORTS, 'created_at', {
  status: v.optional(v.picklist(ORDER_STATUSES, `The status is one of: ${ORDER_STATUSES.join(', ')}`)),
  store_id: v.optional(UuidSchema),
})

export function registerOrderRoutes(r: Registry): void {
  for (const [method, path] of [
    ['get', '/orders'],
    ['post', '/shipments/order/merchant-shipments'],
  ] as const) {
    r.add({
      id: method === 'get' ? 'orders.list' : 'shipments.merchantOrders',
      method,
      path,
      summary: 'The caller’s storefront orders with their shipment, by status, store or order number',
      tag,
      access: 'merchant',
      permission: 'view',
      query: OrderListQuery,
      response: listDataSchema(OrderSchema),
      handler: async ({ deps, caller, query }) => ({
        data: { list: await listOrders(deps.db, deps.config.publicUrl, caller.accountId, query) },
      }),
    })
  }

  r.add({
    id: 'orders.get',
    method: 'get',
    path: '/orders/:id',
    summary: 'One order with its items, address, bill and shipment',
    tag,
    access: 'merchant',
    params: IdParamsSchema,
    response: OrderSchema,
    handler: async ({ deps, caller, params }) => ({
      data: await ownedOrder(deps.db, deps.config.publicUrl, caller.accountId, params.id),
    }),
  })

  r.add({
    id: 'shipments.update',
    method: 'put',
    path: '/shipments/:shipmentId',
    summary:
      'Move a shipment on: pending → ready → picked_up → in_transit → delivered, or cancelled before pickup',
    tag,
    access: 'merchant',
    params: v.object({ shipmentId: UuidSchema }),
    body: ShipmentUpdateSchema,
    response: ShipmentSchema,
    handler: async ({ deps, caller, params, body }) => ({
      data: await changeShipmentStatus(deps, caller.accountId, params.shipmentId, body.status),
      description: 'Shipment updated',
    }),
  })
}
