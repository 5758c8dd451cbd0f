import { createFileRoute } from '@tanstack/react-router'
import { introducerQueries } from '@/api/introducer.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { requireIntroducer } from '@/app/shell/portal.ts'
import { merchantQuery } from '@/features/introducer/introducer-params.ts'
import { IntroducerMerchantList } from '@/features/introducer/merchant-list.tsx'
import { IntroducerMerchantSearchSchema } from '@/features/introducer/introducer-search.ts'

// SPEC §2 introducer variant: the merchants the introducer referred.
export const Route = createFileRoute('/_console/merchants')({
  staticData: {
    title: 'Merchants',
    altTitle: 'Referred merchants',
    subtitle: 'The merchants who registered with your referral code',
  },
  beforeLoad: requireIntroducer,
  validateSearch: IntroducerMerchantSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(introducerQueries.merchants(merchantQuery(deps))),
  component: IntroducerMerchantList,
})
