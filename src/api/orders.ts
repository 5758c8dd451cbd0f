// Storefront orders and their shipments as the merchant manages them, and the courier's label.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { FATAL_CODES } from '@/contract/codes.ts'
import { TOKEN_TYPE } from '@/contract/constants.ts'
import type { ListData } from '@/contract/envelope.ts'
import { isEnvelope } from '@/contract/envelope.ts'
import { ORDER_SORTS } from '@/contract/list-choices.ts'
import { STORE_PATHS, type Order, type Shipment, type ShipmentStatus } from '@/contract/stores.ts'
import type { ORDER_STATUSES } from '@/contract/storefront.ts'
import { ApiError, apiData, buildApiUrl, NetworkError } from './client.ts'
import { emitApiEvent } from './events.ts'
import { clearSession, getAccessToken } from './session.ts'


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
        (await apiData<ListData<Order>>('POST', STORE_PATHS.orders, { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: ({ signal }) => apiData<Order>('GET', STORE_PATHS.order(id), { signal }),
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
    apiData<Shipment>('PUT', STORE_PATHS.shipment(shipmentId), { body: { status } }),
  )

export const usePayShipping = (orderId: string, shipmentId: string) =>
  useShipmentMutation(orderId, () => apiData<Shipment>('POST', STORE_PATHS.payShipping(shipmentId)))

/** The consignment note PDF; an envelope instead of a file (not paid yet) goes to the error dialog. */
export async function downloadConsignmentNote(shipmentId: string): Promise<{ blob: Blob; filename: string }> {
  const token = getAccessToken()
  let response: Response
  try {
    response = await fetch(buildApiUrl(STORE_PATHS.consignmentNote), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `${TOKEN_TYPE} ${token}` } : {}),
      },
      body: JSON.stringify({ shipment_id: shipmentId }),
    })
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error))
  }
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    const parsed: unknown = await response.json().catch(() => undefined)
    if (!isEnvelope(parsed))
      throw new NetworkError(`Unexpected response from the server (HTTP ${response.status})`)
    if (FATAL_CODES.includes(parsed.response_code)) {
      clearSession()
      emitApiEvent({ type: 'session-ended' })
    } else emitApiEvent({ type: 'error-dialog', envelope: parsed })
    throw new ApiError(parsed)
  }
  const filename =
    /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    'consignment-note.pdf'
  return { blob: await response.blob(), filename }
}
