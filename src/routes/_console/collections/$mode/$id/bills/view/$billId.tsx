import { Button } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { billQueries } from '@/api/bills.ts'
import { BillDetail } from '@/features/bills/bill-detail.tsx'
import { t } from '@/i18n/i18n.ts'

export const Route = createFileRoute('/_console/collections/$mode/$id/bills/view/$billId')({
  staticData: { title: 'Bill' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(billQueries.detail(params.billId)),
  component: BillRoute,
})

function BillRoute() {
  const { mode, id, billId } = Route.useParams()
  const { data: bill } = useSuspenseQuery(billQueries.detail(billId))
  return (
    <BillDetail
      bill={bill}
      back={
        <Button asChild size="sm" variant="ghost">
          <Link to="/collections/$mode/$id" params={{ mode, id }}>
            {t('Back to {title}', { title: bill.collection_title })}
          </Link>
        </Button>
      }
    />
  )
}
