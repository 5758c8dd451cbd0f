// Subscription plans: admins manage them, merchants read the ones on offer. A plan's flags decide the
// channels its merchants may offer; its fee discount lowers Niaga's fee on their sales.
import { and, eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import { CHANNEL_FLAGS, type Channel } from '../../../src/contract/constants.ts'
import type {
  PlanCreateSchema,
  PlanUpdateSchema,
  SubscriptionPlan,
} from '../../../src/contract/subscriptions.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import { subscriptionPlans, subscriptions } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { requireRoom } from '../record-limits.ts'
import { PLANS_MAX } from '../../../src/contract/subscriptions.ts'
import { feeFor } from '../fees.ts'
import { readTablePage, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'

export type PlanRow = typeof subscriptionPlans.$inferSelect

export const planChannels = (plan: PlanRow): Channel[] =>
  (Object.keys(CHANNEL_FLAGS) as Channel[]).filter((channel) => plan[CHANNEL_FLAGS[channel]])

export function planView(plan: PlanRow): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    monthly_price: senToMyr(plan.monthly_price_sen),
    yearly_price: senToMyr(plan.yearly_price_sen),
    fee_discount_percent: plan.fee_discount_percent,
    fpx_enable: plan.fpx_enable,
    credit_card_enable: plan.credit_card_enable,
    ewallet_enable: plan.ewallet_enable,
    bnpl_enable: plan.bnpl_enable,
    paypal_enable: plan.paypal_enable,
    crypto_enable: plan.crypto_enable,
    duit_now_enable: plan.duit_now_enable,
    advanced_setting: plan.advanced_setting,
    record_status_id: plan.record_status_id,
    channels: planChannels(plan),
    created_at: plan.created_at.toISOString(),
    updated_at: plan.updated_at.toISOString(),
  }
}

/** Merchants see the plans on offer; admins see retired ones too. */
export function listPlans(deps: Deps, isAdmin: boolean, query: ListQuery) {
  return readTablePage(deps, { ...query, order: 'asc' }, subscriptionPlans, {
    where: isAdmin ? undefined : eq(subscriptionPlans.record_status_id, 1),
    sortBy: subscriptionPlans.monthly_price_sen,
    toApi: (rows) => rows.map(planView),
  })
}

export async function findPlan(deps: Deps, id: string): Promise<PlanRow> {
  const { db } = deps
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id))
  if (!plan) throw notFound('Plan')
  return plan
}

type PlanInput = v.InferOutput<typeof PlanUpdateSchema>

function columns(input: PlanInput) {
  const { monthly_price, yearly_price, ...rest } = input
  const values: Partial<typeof subscriptionPlans.$inferInsert> = {}
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined) (values as Record<string, unknown>)[key] = value
  if (monthly_price !== undefined) values.monthly_price_sen = myrToSen(monthly_price)
  if (yearly_price !== undefined) values.yearly_price_sen = myrToSen(yearly_price)
  return values
}

export async function createPlan(
  deps: Deps,
  input: v.InferOutput<typeof PlanCreateSchema>,
): Promise<SubscriptionPlan> {
  const { db } = deps
  const now = deps.clock.now()
  await requireRoom(
    deps,
    subscriptionPlans,
    undefined,
    PLANS_MAX,
    `There can be at most ${PLANS_MAX} plans: change or retire one instead`,
  )
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: input.name, ...columns(input), created_at: now, updated_at: now })
    .returning()
  return planView(plan!)
}

/**
 * A change applies to every merchant on the plan at once: their payment pages follow its flags on the next
 * load.
 */
export async function updatePlan(deps: Deps, id: string, input: PlanInput): Promise<SubscriptionPlan> {
  const { db } = deps
  const now = deps.clock.now()
  await findPlan(deps, id)
  const [plan] = await db
    .update(subscriptionPlans)
    .set({ ...columns(input), updated_at: now })
    .where(eq(subscriptionPlans.id, id))
    .returning()
  return planView(plan!)
}

/**
 * Retiring keeps the plan for the merchants on it (their history points at it) but offers it to nobody else.
 */
export async function retirePlan(deps: Deps, id: string): Promise<void> {
  const { db } = deps
  const now = deps.clock.now()
  await findPlan(deps, id)
  await db
    .update(subscriptionPlans)
    .set({ record_status_id: 2, updated_at: now })
    .where(eq(subscriptionPlans.id, id))
}

/** Niaga's fee on a sale: the channel's fee less the discount of the merchant's current plan. */
export async function planFee(
  deps: Deps,
  accountId: string,
  channel: string,
  amountSen: number,
): Promise<number> {
  const { db } = deps
  const fee = feeFor(channel, amountSen)
  const [row] = await db
    .select({ discount: subscriptionPlans.fee_discount_percent })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
    .where(
      and(eq(subscriptions.account_id, accountId), inArray(subscriptions.status, ['active', 'past_due'])),
    )
    .limit(1)
  const discount = row?.discount ?? 0
  return fee - Math.floor((fee * discount) / 100)
}
