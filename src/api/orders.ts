// Storefront orders and their shipments as the merchant manages them, and the courier's label.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import { ORDER_SORTS } from '@/contract/list-choices.ts'
import type { Order, Shipment, ShipmentStatus } from '@/contract/stores.ts'
import type { ORDER_STATUSES } from '@/contract/storefront.ts'
import { apiData, apiDownload } from './client.ts'

export type OrderListParams = {
  skip: number
  limit: number
  sort?: (typeof ORDER_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
  status?: (typeof ORDER_STATUSES)[number] | undefined
  store_id?: string | undefined
}

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
}

export const orderQueries = {
  list: (params: OrderListParams) =>
    queryOptions({
      queryKey: orderKeys.list(params),
      // SPEC §7: POST shipments/order/merchant-shipments?skip&limit.
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<Order>>('POST', 'shipments/order/merchant-shipments', {
            query: params,
            signal,
          })
        ).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: ({ signal }) => apiData<Order>('GET', `orders/${encodeURIComponent(id)}`, { signal }),
    }),
}

function useShipmentMutation<V>(orderId: string, run: (variables: V) => Promise<Shipment>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]),
  })
}

export const useChangeShipment = (orderId: string, shipmentId: string) =>
  useShipmentMutation(orderId, (status: ShipmentStatus) =>
    apiData<Shipment>('PUT', `shipments/${encodeURIComponent(shipmentId)}`, { body: { status } }),
  )

export const usePayShipping = (orderId: string, shipmentId: string) =>
  useShipmentMutation(orderId, () =>
    apiData<Shipment>(
      'POST',
      `courier/merchant/check-out-shipping-payment/${encodeURIComponent(shipmentId)}`,
    ),
  )

/** The consignment note PDF; an envelope instead of a file (not paid yet) goes to the error dialog. */
export const downloadConsignmentNote = (shipmentId: string) =>
  apiDownload('POST', 'courier/consignment-note', 'consignment-note.pdf', {
    body: { shipment_id: shipmentId },
  })
