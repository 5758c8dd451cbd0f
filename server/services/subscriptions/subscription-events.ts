// The `subscription.changed` event (docs/developers-and-webhooks.md, "Webhooks"): the subscription as it
// stands after a plan applied, a period renewed, a renewal fell due, or the plan lapsed; recorded in the
// transaction that changed it.
import { eq } from 'drizzle-orm'
import { subscriptionPlans, subscriptions } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { emitEvent } from '../webhooks/events.ts'

export type SubscriptionChange = 'new' | 'upgrade' | 'downgrade' | 'renewal' | 'renewal_due' | 'lapsed'

export async function emitSubscriptionChanged(
  db: Db,
  accountId: string,
  change: SubscriptionChange,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ sub: subscriptions, plan: subscriptionPlans.name })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
    .where(eq(subscriptions.account_id, accountId))
  if (!row) return
  const { sub } = row
  await emitEvent(
    db,
    {
      accountId,
      type: 'subscription.changed',
      subjectId: sub.id,
      payload: {
        change,
        plan_id: sub.plan_id,
        plan_name: row.plan,
        time_period: sub.time_period,
        status: sub.status,
        current_period_start: sub.current_period_start.toISOString(),
        current_period_end: sub.current_period_end.toISOString(),
        grace_until: sub.grace_until?.toISOString() ?? null,
      },
    },
    now,
  )
}
