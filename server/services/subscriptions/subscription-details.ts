// What a merchant's subscription page shows (docs/pools-and-subscriptions.md): the plan, its period and
// channels, a change scheduled or an invoice waiting to be paid, this period's usage, and a notice when
// payments are off or about to stop.
import { and, count, eq, gte, lt, sum } from 'drizzle-orm'
import type { SubscriptionDetails } from '../../../src/contract/subscriptions.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { paymentRecords, subscriptionHistories } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { findHistory } from './histories.ts'
import { loadSubscription } from './payments.ts'
import { findPlan, planChannels, planView } from './plans.ts'

const dateText = (d: Date) =>
  d.toLocaleDateString('en-MY', {
    timeZone: 'Asia/Kuala_Lumpur',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })

export async function subscriptionDetails(deps: Deps, accountId: string): Promise<SubscriptionDetails> {
  const { db } = deps
  const publicUrl = deps.config.publicUrl
  const sub = await loadSubscription(deps, accountId)
  const plan = sub && sub.status !== 'cancelled' ? await findPlan(deps, sub.plan_id) : null
  const status = !sub || sub.status === 'cancelled' ? 'none' : sub.status
  const scheduled = await findHistory(
    deps,
    publicUrl,
    accountId,
    eq(subscriptionHistories.status, 'scheduled'),
  )
  const pending = await findHistory(deps, publicUrl, accountId, eq(subscriptionHistories.status, 'pending'))
  let usage = { payments: 0, volume: '0.00' }
  if (sub && plan) {
    const [row] = await db
      .select({ n: count(), volume: sum(paymentRecords.amount_sen) })
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.account_id, accountId),
          gte(paymentRecords.paid_at, sub.current_period_start),
          lt(paymentRecords.paid_at, sub.current_period_end),
        ),
      )
    usage = { payments: Number(row?.n ?? 0), volume: senToMyr(Number(row?.volume ?? 0)) }
  }
  const on = status === 'active' || status === 'past_due'
  let notice: string | null = null
  if (status === 'none')
    notice = 'You have no subscription plan, so every payment channel is off. Choose a plan to take payments.'
  else if (status === 'past_due')
    notice = `Your ${plan!.name} renewal${pending ? ` of RM ${pending.amount}` : ''} is due. Pay it by ${dateText(sub!.grace_until!)} or payments stop.`
  else if (status === 'lapsed')
    notice = `Your ${plan!.name} plan lapsed on ${dateText(sub!.grace_until ?? sub!.current_period_end)} after its renewal went unpaid. Every payment channel is off until you pay.`
  return {
    status,
    plan: plan ? planView(plan) : null,
    time_period: sub && status !== 'none' ? sub.time_period : null,
    current_period_start: sub && status !== 'none' ? sub.current_period_start.toISOString() : null,
    current_period_end: sub && status !== 'none' ? sub.current_period_end.toISOString() : null,
    grace_until:
      status === 'past_due' || status === 'lapsed' ? (sub!.grace_until?.toISOString() ?? null) : null,
    channels: on && plan ? planChannels(plan) : [],
    scheduled_change: scheduled,
    pending_payment: pending,
    usage,
    notice,
  }
}
