// The storefront's catalogue filter: category, subcategory and search words, all in the browser.
import { describe, expect, it } from 'vitest'
import type { PublicProduct } from '../../src/contract/storefront.ts'
import { matchesSearch } from '../../src/storefront/catalogue-filter.ts'

const product = (
  title: string,
  category_id: string | null,
  subcategory_id: string | null,
  tags: string[] = [],
): PublicProduct => ({
  id: title,
  store_id: 'store',
  title,
  price: '10.00',
  min_purchase_quantity: 1,
  max_purchase_quantity: null,
  product_variant_enable: false,
  product_product_variant: [],
  description: null,
  weight: null,
  images: [],
  category_id,
  subcategory_id,
  tags,
  in_stock: true,
})

const catalogue = [
  product('Kopi Tenom 250g', 'food', 'coffee', ['kopi', 'sabah']),
  product('Dodol Durian', 'food', 'snacks', ['durian']),
  product('Sambal Nyet', 'food', 'snacks', ['sambal', 'pedas']),
  product('Batik Sarong', 'fashion', null, ['batik']),
  product('Gift card', null, null),
]
const titles = (search: string, categoryId: string | null, subcategoryId: string | null) =>
  catalogue.filter((p) => matchesSearch(p, search, { categoryId, subcategoryId })).map((p) => p.title)

describe('matchesSearch', () => {
  it('shows everything with no category, no subcategory and no search', () => {
    expect(titles('', null, null)).toHaveLength(5)
  })

  it('narrows to a category, then to one of its subcategories', () => {
    expect(titles('', 'food', null)).toEqual(['Kopi Tenom 250g', 'Dodol Durian', 'Sambal Nyet'])
    expect(titles('', 'food', 'snacks')).toEqual(['Dodol Durian', 'Sambal Nyet'])
    expect(titles('', 'fashion', null)).toEqual(['Batik Sarong'])
  })

  it('needs every search word in the title or tags, in any case, within the chosen filter', () => {
    expect(titles('PEDAS', null, null)).toEqual(['Sambal Nyet'])
    expect(titles('kopi sabah', null, null)).toEqual(['Kopi Tenom 250g'])
    expect(titles('kopi durian', null, null)).toEqual([])
    expect(titles('durian', 'food', 'coffee')).toEqual([])
    expect(titles('  ', 'food', 'snacks')).toEqual(['Dodol Durian', 'Sambal Nyet'])
  })
})
