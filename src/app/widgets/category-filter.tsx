// The product category filter of the product and subcategory lists: every category of the merchant.
import { useQuery } from '@tanstack/react-query'
import { taxonomyQueries } from '@/api/product-taxonomy.ts'
import { filterOf, FilterSelect } from '../ui/filter-select.tsx'
import { t } from '@/i18n/i18n.ts'

export function CategoryFilter({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (categoryId: string | undefined) => void
}) {
  const categories = useQuery(taxonomyQueries.categoryChoices())
  return (
    <FilterSelect
      {...filterOf(t('Filter by category'), t('All categories'), categories.data ?? [])}
      value={value}
      onChange={onChange}
    />
  )
}
