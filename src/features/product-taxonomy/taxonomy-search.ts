// The category and subcategory lists' search params (subcategories also filter by category).
import * as v from 'valibot'
import type { TaxonomyListParams } from '@/api/product-taxonomy.ts'
import { TAXONOMY_SORTS } from '@/contract/list-choices.ts'
import { idParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'

export const CategoryListSearchSchema = v.object(listSearchEntries(TAXONOMY_SORTS))
export type CategoryListSearch = v.InferOutput<typeof CategoryListSearchSchema>

export const SubcategoryListSearchSchema = v.object({
  ...listSearchEntries(TAXONOMY_SORTS),
  category: idParam,
})
export type SubcategoryListSearch = v.InferOutput<typeof SubcategoryListSearchSchema>

export function taxonomyListParams(
  search: CategoryListSearch & { category?: string | undefined },
): TaxonomyListParams {
  return { ...resolveList(search), category_id: search.category }
}
