// Shipping settings (SPEC §7 Settings CRUD): profiles, zones and rates.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import {
  SHIPPING_PATHS,
  type ShippingProfile,
  type ShippingProfileInput,
  type ShippingRate,
  type ShippingRateInput,
  type ShippingZone,
  type ShippingZoneInput,
} from '@/contract/shipping.ts'
import { apiData } from './client.ts'

type Kind = 'profiles' | 'zones' | 'rates'
/** Settings lists are short: one page of up to 500 holds them all. */
const ALL = { skip: 0, limit: 500 }

export const shippingKeys = {
  all: ['shipping'] as const,
  list: (kind: Kind) => [...shippingKeys.all, kind] as const,
}

export const shippingQueries = {
  profiles: () =>
    queryOptions({
      queryKey: shippingKeys.list('profiles'),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<ShippingProfile>>('GET', SHIPPING_PATHS.profiles, { query: ALL, signal }))
          .list.data,
    }),
  zones: () =>
    queryOptions({
      queryKey: shippingKeys.list('zones'),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<ShippingZone>>('POST', SHIPPING_PATHS.zoneList, { query: ALL, signal })).list
          .data,
    }),
  rates: () =>
    queryOptions({
      queryKey: shippingKeys.list('rates'),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<ShippingRate>>('POST', SHIPPING_PATHS.rateList, { query: ALL, signal })).list
          .data,
    }),
}

const pathOf = (kind: Kind) => SHIPPING_PATHS[kind]

function useSave<I, T>(kind: Kind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: I }) =>
      id
        ? apiData<T>('PUT', `${pathOf(kind)}/${encodeURIComponent(id)}`, { body: input })
        : apiData<T>('POST', pathOf(kind), { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.list(kind) }),
  })
}

export const useSaveShippingProfile = () => useSave<ShippingProfileInput, ShippingProfile>('profiles')
export const useSaveShippingZone = () => useSave<ShippingZoneInput, ShippingZone>('zones')
export const useSaveShippingRate = () => useSave<ShippingRateInput, ShippingRate>('rates')

export function useDeleteShipping(kind: Kind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', `${pathOf(kind)}/${encodeURIComponent(id)}`),
    // Deleting a zone deletes its rates; a profile's zones lose their profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
  })
}
