// The product list's search params: list state plus the category and active filters.
import * as v from 'valibot'
import type { ProductListParams } from '@/api/products.ts'
import { PRODUCT_SORTS } from '@/contract/list-choices.ts'
import { choiceParam, idParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'

export const ACTIVE_FILTERS = ['active', 'inactive'] as const

export const ProductListSearchSchema = v.object({
  ...listSearchEntries(PRODUCT_SORTS),
  category: idParam,
  status: choiceParam(ACTIVE_FILTERS),
})
export type ProductListSearch = v.InferOutput<typeof ProductListSearchSchema>

export function productListParams(search: ProductListSearch): ProductListParams {
  return {
    ...resolveList(search),
    category_id: search.category,
    is_active: search.status === undefined ? undefined : search.status === 'active' ? 'true' : 'false',
  }
}
