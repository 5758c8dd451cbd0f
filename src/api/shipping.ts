// Shipping settings (SPEC §7 Settings CRUD): profiles, zones and rates.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import type {
  ShippingProfile,
  ShippingProfileInput,
  ShippingRate,
  ShippingRateInput,
  ShippingZone,
  ShippingZoneInput,
} from '@/contract/shipping.ts'
import { apiData } from './client.ts'

type Kind = 'profiles' | 'zones' | 'rates'
/** Each kind's resource: create, update and delete on it; zones and rates are listed by POST (SPEC §7). */
const PATHS: Record<Kind, string> = {
  profiles: 'shipping-profiles',
  zones: 'shipping-zones',
  rates: 'shipping-rates',
}
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
        (await apiData<ListData<ShippingProfile>>('GET', PATHS.profiles, { query: ALL, signal })).list.data,
    }),
  zones: () =>
    queryOptions({
      queryKey: shippingKeys.list('zones'),
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<ShippingZone>>('POST', 'shipping-zones/merchant-shipping-zone', {
            query: ALL,
            signal,
          })
        ).list.data,
    }),
  rates: () =>
    queryOptions({
      queryKey: shippingKeys.list('rates'),
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<ShippingRate>>('POST', 'shipping-rates/merchant-shipping-rate', {
            query: ALL,
            signal,
          })
        ).list.data,
    }),
}

function useSave<I, T>(kind: Kind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: I }) =>
      id
        ? apiData<T>('PUT', `${PATHS[kind]}/${encodeURIComponent(id)}`, { body: input })
        : apiData<T>('POST', PATHS[kind], { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.list(kind) }),
  })
}

export const useSaveShippingProfile = () => useSave<ShippingProfileInput, ShippingProfile>('profiles')
export const useSaveShippingZone = () => useSave<ShippingZoneInput, ShippingZone>('zones')
export const useSaveShippingRate = () => useSave<ShippingRateInput, ShippingRate>('rates')

export function useDeleteShipping(kind: Kind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', `${PATHS[kind]}/${encodeURIComponent(id)}`),
    // Deleting a zone deletes its rates; a profile's zones lose their profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
  })
}
