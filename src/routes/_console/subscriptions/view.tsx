import { createFileRoute } from '@tanstack/react-router'
import { getStoredAccount } from '@/api/session.ts'
import { subscriptionQueries } from '@/api/subscriptions.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { SubscriptionPage } from '@/features/subscriptions/subscription-page.tsx'
import {
  ALL_PLANS,
  subscriptionPageParams,
  SubscriptionSearchSchema,
} from '@/features/subscriptions/subscription-search.ts'

export const Route = createFileRoute('/_console/subscriptions/view')({
  staticData: {
    title: 'Subscriptions',
    subtitle: 'Plans decide which payment channels a merchant’s payers see',
  },
  validateSearch: SubscriptionSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { queryClient } = context
    if (getStoredAccount()?.type === 'admin') {
      void queryClient.prefetchQuery(subscriptionQueries.plans(subscriptionPageParams(deps)))
      return
    }
    void queryClient.prefetchQuery(subscriptionQueries.details())
    void queryClient.prefetchQuery(subscriptionQueries.plans(ALL_PLANS))
    void queryClient.prefetchQuery(subscriptionQueries.history(subscriptionPageParams(deps)))
  },
  component: SubscriptionPage,
})
