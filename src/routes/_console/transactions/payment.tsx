import { createFileRoute } from '@tanstack/react-router'
import { introducerQueries } from '@/api/introducer.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { requireIntroducer } from '@/app/shell/portal.ts'
import { paymentQuery } from '@/features/introducer/introducer-params.ts'
import { IntroducerPaymentList } from '@/features/introducer/payment-list.tsx'
import { IntroducerPaymentSearchSchema } from '@/features/introducer/introducer-search.ts'

// SPEC §2 introducer variant: the referred merchants' payments and the commission they earn.
export const Route = createFileRoute('/_console/transactions/payment')({
  staticData: {
    title: 'Payment transactions',
    subtitle: 'Your referred merchants’ payments and the commission each earns you',
  },
  beforeLoad: requireIntroducer,
  validateSearch: IntroducerPaymentSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(introducerQueries.payments(paymentQuery(deps))),
  component: IntroducerPaymentList,
})
