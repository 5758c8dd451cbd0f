// The merchant's own subscription (GET subscriptions/details/me), on its own: the dashboard's notice reads
// it, and carrying the whole subscriptions module (plans, quotes, mutations) into the dashboard's code would
// cost every console start. src/api/subscriptions.ts re-exports it for the subscriptions page.
import { queryOptions } from '@tanstack/react-query'
import type { SubscriptionDetails } from '@/contract/subscriptions.ts'
import { apiData } from './client.ts'

/**
 * The key root of everything about subscriptions; the details sit under it so invalidating the root refreshes
 * them.
 */
export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const
export const subscriptionDetailsKey = () => [...SUBSCRIPTIONS_KEY, 'details', 'me'] as const

export const subscriptionDetailsQuery = () =>
  queryOptions({
    queryKey: subscriptionDetailsKey(),
    // A payment on the public page or the clock (renewal, lapse) changes it, not the console.
    staleTime: 0,
    // Both readers say so themselves when it fails (the subscriptions page with "Try again"; the
    // dashboard's notice stays away): no error dialog over the dashboard for a side note.
    queryFn: ({ signal }) =>
      apiData<SubscriptionDetails>('GET', 'subscriptions/details/me', { signal, suppress: true }),
  })
