// Stores (SPEC §7 Stores and shipping): the merchant's stores, settings, opening hours, default collection
// and the products each sells.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ResponseCode } from '@/contract/codes.ts'
import type { ListData } from '@/contract/envelope.ts'
import type {
  OpeningDay,
  OpeningHoursInput,
  Store,
  StoreInput,
  StoreProducts,
  StoreSetting,
  StoreSettingsValues,
} from '@/contract/stores.ts'
import type { STORE_SORTS } from '@/contract/list-choices.ts'
import { ApiError, apiData, apiRequest } from './client.ts'
import { collectionKeys } from './collections.ts'

const storePath = (id: string) => `stores/${encodeURIComponent(id)}`

export type StoreListParams = {
  skip: number
  limit: number
  sort?: (typeof STORE_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
}

/**
 * Every store of the merchant, by name, for pickers (a merchant has a handful; 500 is a ceiling, not a page).
 */
export const ALL_STORES: StoreListParams = { skip: 0, limit: 500, sort: 'name', order: 'asc' }

export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (params: StoreListParams) => [...storeKeys.lists(), params] as const,
  detail: (id: string) => [...storeKeys.all, 'detail', id] as const,
  openingDays: (id: string) => [...storeKeys.all, 'opening-days', id] as const,
  settings: (id: string) => [...storeKeys.all, 'settings', id] as const,
  products: (id: string) => [...storeKeys.all, 'products', id] as const,
  /** The merchant's catalogue as the store-products picker searches it (an array, not a list page). */
  productChoices: () => [...storeKeys.all, 'product-choices'] as const,
  productChoice: (search: string | undefined) => [...storeKeys.productChoices(), { search }] as const,
}

export const storeQueries = {
  list: (params: StoreListParams) =>
    queryOptions({
      queryKey: storeKeys.list(params),
      // SPEC §7 lists stores with POST stores/merchant-stores?skip&limit.
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Store>>('POST', 'stores/merchant-stores', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: storeKeys.detail(id),
      queryFn: ({ signal }) => apiData<Store>('GET', storePath(id), { signal }),
    }),
  /** No hours yet (2111) is an empty state, not an error: no dialog, an empty week. */
  openingDays: (id: string) =>
    queryOptions({
      queryKey: storeKeys.openingDays(id),
      queryFn: async ({ signal }) => {
        try {
          return await apiData<OpeningDay[]>('POST', `opening-days/store-based/${encodeURIComponent(id)}`, {
            signal,
            suppress: [ResponseCode.NO_OPENING_HOURS],
          })
        } catch (error) {
          if (error instanceof ApiError && error.code === ResponseCode.NO_OPENING_HOURS) return []
          throw error
        }
      },
    }),
  currentSettings: (id: string) =>
    queryOptions({
      queryKey: storeKeys.settings(id),
      queryFn: ({ signal }) =>
        apiData<StoreSetting | null>('GET', 'store-settings/current', { query: { store_id: id }, signal }),
    }),
  products: (id: string) =>
    queryOptions({
      queryKey: storeKeys.products(id),
      queryFn: ({ signal }) => apiData<StoreProducts>('GET', `${storePath(id)}/products`, { signal }),
    }),
}

export function useSaveStore(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StoreInput) =>
      id
        ? apiData<Store>('PUT', storePath(id), { body: input })
        : apiData<Store>('POST', 'stores', { body: input }),
    onSuccess: (store) => {
      queryClient.setQueryData(storeKeys.detail(store.id), store)
      return queryClient.invalidateQueries({ queryKey: storeKeys.lists() })
    },
  })
}

export function useSaveOpeningHours(storeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    /** The first save creates the week; later saves edit it. */
    mutationFn: ({ days, firstTime }: { days: OpeningHoursInput['days']; firstTime: boolean }) =>
      apiData<OpeningDay[]>(
        firstTime ? 'POST' : 'PUT',
        firstTime ? 'stores/create/opening-day-hours' : 'stores/edit/opening-day-hours',
        {
          body: { store_id: storeId, days },
        },
      ),
    onSuccess: (days) => queryClient.setQueryData(storeKeys.openingDays(storeId), days),
  })
}

export function useSaveStoreSettings(storeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    /** Changes the current record, or adds the first one. */
    mutationFn: ({ id, settings }: { id: string | null; settings: StoreSettingsValues }) =>
      id
        ? apiData<StoreSetting>('PUT', `store-settings/${encodeURIComponent(id)}`, { body: { settings } })
        : apiData<StoreSetting>('POST', 'store-settings', { body: { store_id: storeId, settings } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.settings(storeId) }),
  })
}

export function useSetDefaultCollection(storeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { collection_id?: string; title?: string }) =>
      apiData<Store>('POST', 'stores/create/default-store-collection', {
        body: { store_id: storeId, ...input },
      }),
    onSuccess: (store) => {
      queryClient.setQueryData(storeKeys.detail(store.id), store)
      // A created collection shows up in the collections lists too.
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all })
      return queryClient.invalidateQueries({ queryKey: storeKeys.lists() })
    },
  })
}

export function useSaveStoreProducts(storeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (productIds: string[]) =>
      apiData<StoreProducts>('PUT', `${storePath(storeId)}/products`, { body: { product_ids: productIds } }),
    onSuccess: (saved) => queryClient.setQueryData(storeKeys.products(storeId), saved),
  })
}

/** The merchant's products to choose from (the catalogue API: GET products?skip&limit&search). */
export interface CatalogueProduct {
  id: string
  title: string
  price: string
  is_active: boolean
}

export const catalogueQueries = {
  search: (search: string | undefined) =>
    queryOptions({
      queryKey: storeKeys.productChoice(search),
      queryFn: async ({ signal }) => {
        const envelope = await apiRequest<ListData<Partial<CatalogueProduct>>>('GET', 'products', {
          query: { skip: 0, limit: 100, search },
          signal,
        })
        // Read defensively: the catalogue is another area's API and may carry more (or fewer) fields.
        return (envelope.data?.list?.data ?? [])
          .filter((p): p is Partial<CatalogueProduct> & { id: string } => typeof p.id === 'string')
          .map((p) => ({
            id: p.id,
            title: p.title ?? 'Untitled product',
            price: p.price ?? '0.00',
            is_active: p.is_active ?? true,
          }))
      },
      placeholderData: keepPreviousData,
    }),
}
