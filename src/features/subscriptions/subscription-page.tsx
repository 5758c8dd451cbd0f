// /subscriptions/view: for a merchant, the current plan, the plans compared (with upgrade and downgrade)
// and the history with receipts; for an admin, the plans to manage.
import { Heading, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { subscriptionQueries } from '@/api/subscriptions.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import { useListSearch, type ListSearchControls } from '@/app/ui/use-list-search.ts'
import { CurrentPlan } from './current-plan.tsx'
import { PlanAdmin } from './plan-admin.tsx'
import { PlanComparison } from './plan-comparison.tsx'
import { SubscriptionHistoryTable } from './subscription-history.tsx'
import type { SubscriptionSearch } from './subscription-search.ts'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/subscriptions/view')

export function SubscriptionPage() {
  const search = route.useSearch()
  const controls = useListSearch(search, route.useNavigate(), { resetScroll: false })
  const admin = useCurrentAccount()?.type === 'admin'
  if (admin) return <PlanAdmin search={search} controls={controls} />
  return <MerchantSubscription search={search} controls={controls} />
}

function MerchantSubscription({
  search,
  controls,
}: {
  search: SubscriptionSearch
  controls: ListSearchControls<SubscriptionSearch>
}) {
  const details = useQuery(subscriptionQueries.details())
  const period = search.period ?? details.data?.time_period ?? 'monthly'
  return (
    <Stack gap="8">
      <CurrentPlan />
      <PlanComparison
        details={details.data}
        period={period}
        onPeriodChange={(next) => controls.change({ period: next, skip: search.skip })}
      />
      <Stack gap="3" as="section" aria-labelledby="subscription-history-heading">
        <Heading as="h2" size="md" id="subscription-history-heading">
          {t('History')}
        </Heading>
        <SubscriptionHistoryTable search={search} controls={controls} />
      </Stack>
    </Stack>
  )
}
