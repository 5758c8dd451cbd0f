import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { dashboardQueries } from '@/api/dashboard.ts'
import { getStoredAccount } from '@/api/session.ts'
import { subscriptionDetailsQuery } from '@/api/subscription-details.ts'
import { REPORT_PERIODS } from '@/contract/list-choices.ts'
import { DashboardPage, type DashboardSearch } from '@/features/dashboard/dashboard-page.tsx'

const DashboardSearchSchema = v.object({
  period: v.fallback(v.optional(v.picklist(REPORT_PERIODS)), undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
})

export const Route = createFileRoute('/_console/dashboard')({
  staticData: {
    title: 'Dashboard',
    altTitle: 'Overview',
    subtitle: 'Your balance, payments and reports at a glance',
    // One route, three dashboards: Niaga's staff and introducers each read about their own.
    /* eslint-disable lingui/no-unlocalized-strings -- console catalog ids (ConsoleText), as title is */
    subtitleFor: {
      admin: 'Payment volume, revenue, merchants and payouts across all of Niaga',
      introducer: 'Your commission, your merchants’ payments and your referral code',
    },
    /* eslint-enable lingui/no-unlocalized-strings */
  },
  validateSearch: DashboardSearchSchema,
  // Start the request while the route's code loads; the page shows skeletons until it lands.
  loader: ({ context }) => {
    const type = getStoredAccount()?.type
    if (type === 'admin') void context.queryClient.prefetchQuery(dashboardQueries.admin())
    else if (type !== 'introducer') {
      void context.queryClient.prefetchQuery(dashboardQueries.merchant())
      // The notice at the top (past due, lapsed, no plan): the same query the subscriptions page reads.
      void context.queryClient.prefetchQuery(subscriptionDetailsQuery())
    }
  },
  component: DashboardRoute,
})

// Introducers only: a merchant's dashboard never downloads it.
const IntroducerDashboard = lazy(() => import('@/features/introducer/introducer-dashboard.tsx'))

function DashboardRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (next: DashboardSearch) => void navigate({ search: next, replace: true })
  return (
    <DashboardPage
      search={search}
      onSearchChange={onSearchChange}
      IntroducerDashboard={IntroducerDashboard}
    />
  )
}
