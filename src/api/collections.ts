// Collections (SPEC §7 Collections and bills): list by record status, detail, create, edit, start/stop.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { PAYER_DRIVEN_STALE_TIME } from './query-client.ts'
import type * as v from 'valibot'
import {
  RECORD_STATUS,
  type Collection,
  type CollectionCreateSchema,
  type CollectionUpdateSchema,
} from '@/contract/collections.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'
import { COLLECTION_SORTS } from '@/contract/list-choices.ts'

export type CollectionListParams = {
  skip: number
  limit: number
  sort?: (typeof COLLECTION_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
  record_status?: 1 | 2 | undefined
}

export type CollectionCreateInput = v.InferInput<typeof CollectionCreateSchema>
export type CollectionUpdateInput = v.InferInput<typeof CollectionUpdateSchema>

export const collectionKeys = {
  all: ['collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  list: (params: CollectionListParams) => [...collectionKeys.lists(), params] as const,
  details: () => [...collectionKeys.all, 'detail'] as const,
  detail: (id: string) => [...collectionKeys.details(), id] as const,
}

const collectionPath = (id: string) => `collections/${encodeURIComponent(id)}`

export const collectionQueries = {
  list: (params: CollectionListParams) =>
    queryOptions({
      queryKey: collectionKeys.list(params),
      staleTime: PAYER_DRIVEN_STALE_TIME,
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Collection>>('GET', 'collections', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: collectionKeys.detail(id),
      staleTime: PAYER_DRIVEN_STALE_TIME,
      queryFn: ({ signal }) => apiData<Collection>('GET', collectionPath(id), { signal }),
    }),
}

function useCollectionSaved() {
  const queryClient = useQueryClient()
  return (collection: Collection) => {
    queryClient.setQueryData(collectionKeys.detail(collection.id), collection)
    return queryClient.invalidateQueries({ queryKey: collectionKeys.lists() })
  }
}

export function useCreateCollection() {
  const onSaved = useCollectionSaved()
  return useMutation({
    mutationFn: (input: CollectionCreateInput) => apiData<Collection>('POST', 'collections', { body: input }),
    onSuccess: onSaved,
  })
}

export function useUpdateCollection(id: string) {
  const onSaved = useCollectionSaved()
  return useMutation({
    mutationFn: (input: CollectionUpdateInput) =>
      apiData<Collection>('PUT', collectionPath(id), { body: input }),
    onSuccess: onSaved,
  })
}

/** Start (record_status 1) or stop (2): an ordinary update (SPEC §4). */
export function useSetCollectionStatus() {
  const onSaved = useCollectionSaved()
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiData<Collection>('PUT', collectionPath(id), {
        body: { record_status: active ? RECORD_STATUS.active : RECORD_STATUS.inactive },
      }),
    onSuccess: onSaved,
  })
}

/**
 * The link a payer opens. The server gives an absolute URL from its configured public address; a relative
 * one (or none) is completed with the console's own origin, which serves the payment pages too.
 */
export function paymentLink(
  paymentUrl: string | null | undefined,
  origin: string,
  fallbackPath?: string,
): string {
  const url = paymentUrl?.trim() || fallbackPath || ''
  if (/^https?:\/\//i.test(url)) return url
  if (url === '') return ''
  return `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
}

/** The public payment page paths (SPEC §2), for records that come without a payment_url. */
export const collectionPaymentPath = (uuid: string) => `/pay/collections/${encodeURIComponent(uuid)}`
export const billPaymentPath = (uuid: string) => `/pay/bill/${encodeURIComponent(uuid)}`
