// Products and variants (SPEC §7 Products): list, detail, save, bulk update, delete, and variant changes.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { BulkProductUpdate, Product, ProductInput, Variant, VariantInput } from '@/contract/catalogue.ts'
import type { ListData } from '@/contract/envelope.ts'
import type { PRODUCT_SORTS } from '@/contract/list-choices.ts'
import { apiData } from './client.ts'
import { taxonomyKeys } from './product-taxonomy.ts'
import { storeKeys } from './stores.ts'

const productPath = (id: string) => `products/${encodeURIComponent(id)}`
const variantPath = (id: string) => `product-variants/${encodeURIComponent(id)}`

export type ProductListParams = {
  skip: number
  limit: number
  sort?: (typeof PRODUCT_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
  category_id?: string | undefined
  is_active?: 'true' | 'false' | undefined
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
}

export const productQueries = {
  list: (params: ProductListParams) =>
    queryOptions({
      queryKey: productKeys.list(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Product>>('GET', 'products', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }) => apiData<Product>('GET', productPath(id), { signal }),
    }),
}

type QueryClient = ReturnType<typeof useQueryClient>

/** Every place a list of products is shown: the product lists and the store-products picker. */
const invalidateProductLists = (queryClient: QueryClient) => [
  queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  queryClient.invalidateQueries({ queryKey: storeKeys.productChoices() }),
]

export function useSaveProduct(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProductInput) =>
      id
        ? apiData<Product>('PUT', productPath(id), { body: input })
        : apiData<Product>('POST', 'products', { body: input }),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product)
      // Tags named in the form may be new; category counts change.
      return Promise.all([
        ...invalidateProductLists(queryClient),
        queryClient.invalidateQueries({ queryKey: taxonomyKeys.all }),
      ])
    },
  })
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    // SPEC §7: deletion is on the singular "product".
    mutationFn: (id: string) => apiData<unknown>('DELETE', `product/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) })
      return Promise.all([
        ...invalidateProductLists(queryClient),
        queryClient.invalidateQueries({ queryKey: taxonomyKeys.all }),
      ])
    },
  })
}

/** All rows or none (the server checks every row before it changes any). */
export function useBulkUpdateProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BulkProductUpdate) =>
      apiData<Product[]>('PUT', 'products/bulk/update-product', { body: input }),
    onSuccess: (products) => {
      for (const product of products) queryClient.setQueryData(productKeys.detail(product.id), product)
      return Promise.all(invalidateProductLists(queryClient))
    },
  })
}

const refreshProduct = (queryClient: QueryClient, productId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
    ...invalidateProductLists(queryClient),
  ])

export function useCreateVariants(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variants: VariantInput[]) =>
      apiData<Variant[]>('POST', 'product-variants/bulk/create-product-variant', {
        body: { product_id: productId, variants },
      }),
    onSuccess: () => refreshProduct(queryClient, productId),
  })
}

export function useUpdateVariant(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<VariantInput> }) =>
      apiData<Variant>('PUT', variantPath(id), { body: input }),
    onSuccess: () => refreshProduct(queryClient, productId),
  })
}

export function useDeleteVariant(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiData<unknown>('DELETE', variantPath(id)),
    onSuccess: () => refreshProduct(queryClient, productId),
  })
}
