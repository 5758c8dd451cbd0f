import { createFileRoute } from '@tanstack/react-router'
import { paymentRecordQueries } from '@/api/payment-records.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { PaymentRecordList } from '@/features/payment-records/payment-record-list.tsx'
import {
  PAYMENT_RECORD_DEFAULTS,
  paymentRecordParams,
  PaymentRecordSearchSchema,
  type PaymentRecordSearch,
} from '@/features/payment-records/payment-record-search.ts'

export const Route = createFileRoute('/_console/collections/payments')({
  staticData: {
    title: 'Payment records',
    altTitle: 'Payments',
    subtitle: 'Payments of your bills and payment forms, with their callbacks',
  },
  validateSearch: PaymentRecordSearchSchema,
  // The open record is not part of the list: opening it must not refetch the page.
  loaderDeps: ({ search: { record: _record, ...list } }) => list,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(paymentRecordQueries.list(paymentRecordParams(deps))),
  component: PaymentRecordsRoute,
})

function PaymentRecordsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<PaymentRecordSearch>) =>
    void navigate({
      search: (previous) => applyListPatch(previous, patch, PAYMENT_RECORD_DEFAULTS),
      replace: 'search' in patch,
    })
  return <PaymentRecordList search={search} onSearchChange={onSearchChange} />
}
