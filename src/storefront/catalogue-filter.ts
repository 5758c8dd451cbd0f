// Which products of a store's catalogue the shopper sees: the chosen category and subcategory, and every
// word of the search in the title or tags. Runs in the browser on the whole catalogue, so it works offline.
import type { PublicProduct } from '@/contract/storefront.ts'

export interface CatalogueFilter {
  categoryId: string | null
  subcategoryId: string | null
}

export function matchesSearch(product: PublicProduct, search: string, filter: CatalogueFilter): boolean {
  if (filter.categoryId && product.category_id !== filter.categoryId) return false
  if (filter.subcategoryId && product.subcategory_id !== filter.subcategoryId) return false
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${product.title} ${product.tags.join(' ')}`.toLowerCase()
  return words.every((word) => text.includes(word))
}
