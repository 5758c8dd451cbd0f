import { Alert, Button } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { billQueries } from '@/api/bills.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { statusWord } from '@/app/ui/status-words.ts'
import { BillDetail } from '@/features/bills/bill-detail.tsx'
import { BillForm } from '@/features/bills/bill-form.tsx'
import { t } from '@/i18n/i18n.ts'

// /customer-bills/view/{id} and /customer-bills/edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/customer-bills/$mode/$id')({
  staticData: { title: 'Customer bill' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(billQueries.detail(params.id)),
  component: CustomerBillRoute,
})

function CustomerBillRoute() {
  const { mode, id } = Route.useParams()
  const navigate = Route.useNavigate()
  const { data: bill } = useSuspenseQuery(billQueries.detail(id))
  const toView = () => void navigate({ to: '/customer-bills/$mode/$id', params: { mode: 'view', id } })

  if (mode === 'edit' && bill.status === 'pending')
    return <BillForm key={bill.id} bill={bill} onDone={toView} onCancel={toView} />
  return (
    <>
      {mode === 'edit' ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Title>
            {t('Only a pending bill can be changed; this one is {status}.', {
              status: statusWord(bill.status).toLowerCase(),
            })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <BillDetail
        bill={bill}
        back={
          <Button asChild size="sm" variant="ghost">
            <Link to="/customer-bills/datatable">{t('Back to customer bills')}</Link>
          </Button>
        }
      />
    </>
  )
}
