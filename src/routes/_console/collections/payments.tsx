import { createFileRoute } from '@tanstack/react-router'
import { paymentRecordQueries } from '@/api/payment-records.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { PaymentRecordList } from '@/features/payment-records/payment-record-list.tsx'
import {
  paymentRecordParams,
  PaymentRecordSearchSchema,
} from '@/features/payment-records/payment-record-search.ts'

export const Route = createFileRoute('/_console/collections/payments')({
  staticData: {
    title: 'Payment records',
    subtitle: 'Payments of your bills and payment forms, with their callbacks',
  },
  validateSearch: PaymentRecordSearchSchema,
  // The open record is not part of the list: opening it must not refetch the page.
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search: { record: _record, ...list } }) => list,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(paymentRecordQueries.list(paymentRecordParams(deps))),
  component: PaymentRecordList,
})
