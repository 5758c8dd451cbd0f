// Why payments are off (past due, lapsed, or no plan), at the top of the merchant dashboard, with the way to
// fix it. It reads the subscription query the subscriptions page uses: one request, one cached answer.
import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { subscriptionDetailsQuery } from '@/api/subscription-details.ts'
import { t } from '@/i18n/i18n.ts'

export function SubscriptionNotice() {
  const notice = useQuery({ ...subscriptionDetailsQuery(), select: (details) => details.notice }).data
  if (!notice) return null
  return (
    <Alert.Root status="warning" data-testid="dashboard-subscription-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {notice}{' '}
          <ChakraLink asChild fontWeight="medium" color="fg">
            <Link to="/subscriptions/view">{t('See your subscription')}</Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
