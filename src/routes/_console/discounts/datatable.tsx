import { createFileRoute } from '@tanstack/react-router'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { DiscountList } from '@/features/discounts/discount-list.tsx'
import { DiscountListSearchSchema } from '@/features/discounts/discount-search.ts'

// No loader: a console page's loader loads with its component (vite.config.ts), so the page's own query
// starts the request as early, and the route definition, which loads with the console's first screen, stays
// small.
export const Route = createFileRoute('/_console/discounts/datatable')({
  staticData: { title: 'Discounts', subtitle: 'Codes shoppers use at your storefront’s checkout' },
  validateSearch: DiscountListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  component: DiscountList,
})
