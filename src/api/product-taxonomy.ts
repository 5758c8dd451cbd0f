// Product categories, subcategories and tags (SPEC §7 Products): lists, details and their mutations.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  TAG_LIST_LIMIT,
  type Category,
  type CategoryInput,
  type Subcategory,
  type SubcategoryInput,
  type Tag,
} from '@/contract/catalogue.ts'
import type { ListData } from '@/contract/envelope.ts'
import { ResponseCode } from '@/contract/codes.ts'
import type { TAXONOMY_SORTS } from '@/contract/list-choices.ts'
import { ApiError, apiData } from './client.ts'
import { productKeys } from './products.ts'

const categoryPath = (id: string) => `product-categories/${encodeURIComponent(id)}`
const subcategoryPath = (id: string) => `product-subcategory/${encodeURIComponent(id)}`

export type TaxonomyListParams = {
  skip: number
  limit: number
  sort?: (typeof TAXONOMY_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
  category_id?: string | undefined
}

export const taxonomyKeys = {
  all: ['product-taxonomy'] as const,
  categories: () => [...taxonomyKeys.all, 'categories'] as const,
  categoryList: (params: TaxonomyListParams) => [...taxonomyKeys.categories(), 'list', params] as const,
  category: (id: string) => [...taxonomyKeys.categories(), 'detail', id] as const,
  subcategories: () => [...taxonomyKeys.all, 'subcategories'] as const,
  subcategoryList: (params: TaxonomyListParams) => [...taxonomyKeys.subcategories(), 'list', params] as const,
  subcategory: (id: string) => [...taxonomyKeys.subcategories(), 'detail', id] as const,
  tags: () => [...taxonomyKeys.all, 'tags'] as const,
}

/** Pickers read every category/subcategory at once (the API's largest page). */
export const ALL_ROWS: TaxonomyListParams = { skip: 0, limit: 500, sort: 'title', order: 'asc' }

export const taxonomyQueries = {
  categories: (params: TaxonomyListParams) =>
    queryOptions({
      queryKey: taxonomyKeys.categoryList(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<Category>>('GET', 'product-categories', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  /** Every category as [id, title] pairs, for the category filters (same cache entry as the picker's). */
  categoryChoices: () =>
    queryOptions({
      ...taxonomyQueries.categories(ALL_ROWS),
      select: (page) => page.data.map((category) => [category.id, category.title] as const),
    }),
  category: (id: string) =>
    queryOptions({
      queryKey: taxonomyKeys.category(id),
      queryFn: ({ signal }) => apiData<Category>('GET', categoryPath(id), { signal }),
    }),
  subcategories: (params: TaxonomyListParams) =>
    queryOptions({
      queryKey: taxonomyKeys.subcategoryList(params),
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<Subcategory>>('GET', 'product-subcategory', {
            query: params,
            signal,
          })
        ).list,
      placeholderData: keepPreviousData,
    }),
  subcategory: (id: string) =>
    queryOptions({
      queryKey: taxonomyKeys.subcategory(id),
      queryFn: ({ signal }) => apiData<Subcategory>('GET', subcategoryPath(id), { signal }),
    }),
  /** SPEC §9: the product form loads every tag, limit 1000. */
  tags: () =>
    queryOptions({
      queryKey: taxonomyKeys.tags(),
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<Tag>>('GET', 'merchant-product-tags', {
            query: { limit: TAG_LIST_LIMIT },
            signal,
          })
        ).list.data,
    }),
}

export function useSaveCategory(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CategoryInput) =>
      id
        ? apiData<Category>('PUT', categoryPath(id), { body: input })
        : apiData<Category>('POST', 'product-categories', { body: input }),
    onSuccess: (category) => {
      queryClient.setQueryData(taxonomyKeys.category(category.id), category)
      // Subcategories show their category's title.
      return queryClient.invalidateQueries({ queryKey: taxonomyKeys.all })
    },
  })
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    // A category still in use answers 4090; the page says so itself (see deleteRefusal).
    mutationFn: (id: string) =>
      apiData<unknown>('DELETE', categoryPath(id), { suppress: [ResponseCode.CONFLICT] }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: taxonomyKeys.category(id) })
      return queryClient.invalidateQueries({ queryKey: taxonomyKeys.categories() })
    },
  })
}

export function useSaveSubcategory(id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SubcategoryInput) =>
      id
        ? apiData<Subcategory>('PUT', subcategoryPath(id), { body: input })
        : apiData<Subcategory>('POST', 'product-subcategory', { body: input }),
    onSuccess: (subcategory) => {
      queryClient.setQueryData(taxonomyKeys.subcategory(subcategory.id), subcategory)
      // Category counts change, and a moved subcategory moves its products.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: taxonomyKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ])
    },
  })
}

export function useDeleteSubcategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiData<unknown>('DELETE', subcategoryPath(id), { suppress: [ResponseCode.CONFLICT] }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: taxonomyKeys.subcategory(id) })
      return queryClient.invalidateQueries({ queryKey: taxonomyKeys.all })
    },
  })
}

/** The server's reason when a delete was refused because the record is in use (4090), else null. */
export function deleteRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.code === ResponseCode.CONFLICT ? error.envelope.description : null
}
