import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { discountQueries } from '@/api/discounts.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { DiscountDetail } from '@/features/discounts/discount-detail.tsx'
import { DiscountForm } from '@/features/discounts/discount-form.tsx'

// /discounts/view/{id} and /discounts/edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/discounts/$mode/$id')({
  staticData: { title: 'Discount' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(discountQueries.detail(params.id)),
  component: DiscountRoute,
})

function DiscountRoute() {
  const { mode, id } = Route.useParams()
  const { data: discount } = useSuspenseQuery(discountQueries.detail(id))
  // Keyed by id, so opening another code's edit page starts from that code's values.
  return mode === 'edit' ? (
    <DiscountForm key={discount.id} discount={discount} />
  ) : (
    <DiscountDetail discount={discount} />
  )
}
