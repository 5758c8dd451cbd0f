// The admins' list of merchant accounts (src/contract/admin.ts): status, current plan, introducer, created
// and all-time paid volume, searchable, filterable and paged in one query (plus its count).
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminMerchant } from '../../../src/contract/admin.ts'
import { RECORD_STATUSES } from '../../../src/contract/catalogs.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, subscriptionPlans } from '../../db/schema/index.ts'
import { PAID_STATUSES } from '../dashboard/figures.ts'
import { likePattern } from '../pagination.ts'
import type { Deps } from '../../deps.ts'

// Spelled out: inside a subquery's select drizzle renders a column unqualified, which the inner tables would
// capture.
const ACCOUNT_ID = sql.raw('"accounts"."id"')
const paidList = sql.raw(PAID_STATUSES.map((status) => `'${status}'`).join(', '))

/**
 * The merchant's current plan, as accounts/me shows it: its newest active or past-due subscription's plan.
 */
export const currentPlanIdSql = () =>
  sql<
    string | null
  >`(select s.plan_id from subscriptions s where s.account_id = ${ACCOUNT_ID} and s.status in ('active', 'past_due') order by s.started_at desc limit 1)`
/** The newest current subscription's status (active or past_due), if any. */
const currentPlanStatusSql = () =>
  sql<
    string | null
  >`(select s.status from subscriptions s where s.account_id = ${ACCOUNT_ID} and s.status in ('active', 'past_due') order by s.started_at desc limit 1)`
/** Whether the merchant ever had a subscription (no current plan then means lapsed, not none). */
export const hadSubscriptionSql = () =>
  sql<boolean>`exists (select 1 from subscriptions s where s.account_id = ${ACCOUNT_ID})`

export interface MerchantListQuery {
  skip: number
  limit: number
  sort: 'created_at' | 'name' | 'volume'
  order: 'asc' | 'desc'
  search?: string | undefined
  status?: number | undefined
  /** A plan id, `lapsed` or `none`. */
  plan?: string | undefined
  introducer_id?: string | undefined
}

export async function listMerchants(deps: Deps, query: MerchantListQuery): Promise<ListPage<AdminMerchant>> {
  const { db } = deps
  const merchants = db
    .select({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      status: accounts.record_status_id,
      created_at: accounts.created_at,
      introducer_id: accounts.introducer_account_id,
      plan_id: currentPlanIdSql().as('plan_id'),
      plan_status: currentPlanStatusSql().as('plan_status'),
      had: hadSubscriptionSql().as('had'),
      volume_sen:
        sql<string>`(select coalesce(sum(p.amount_sen), 0) from payment_records p where p.account_id = ${ACCOUNT_ID} and p.status in (${paidList}))`.as(
          'volume_sen',
        ),
      volume_count:
        sql<string>`(select count(*) from payment_records p where p.account_id = ${ACCOUNT_ID} and p.status in (${paidList}))`.as(
          'volume_count',
        ),
    })
    .from(accounts)
    .where(eq(accounts.type, 'merchant'))
    .as('merchants')
  const introducers = alias(accounts, 'introducers')

  const plan = query.plan
  const where = and(
    query.search
      ? or(
          ilike(merchants.name, likePattern(query.search)),
          ilike(merchants.email, likePattern(query.search)),
        )
      : undefined,
    query.status === undefined ? undefined : eq(merchants.status, query.status),
    query.introducer_id ? eq(merchants.introducer_id, query.introducer_id) : undefined,
    plan === 'none' ? and(isNull(merchants.plan_id), sql`not ${merchants.had}`) : undefined,
    plan === 'lapsed' ? and(isNull(merchants.plan_id), sql`${merchants.had}`) : undefined,
    plan && plan !== 'none' && plan !== 'lapsed' ? eq(merchants.plan_id, plan) : undefined,
  )
  const direction = query.order === 'asc' ? asc : desc
  const sortColumn: SQL =
    query.sort === 'name'
      ? sql`${merchants.name}`
      : query.sort === 'volume'
        ? sql`${merchants.volume_sen}::bigint`
        : sql`${merchants.created_at}`

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: merchants.id,
        name: merchants.name,
        email: merchants.email,
        status: merchants.status,
        created_at: merchants.created_at,
        introducer_id: merchants.introducer_id,
        plan_id: merchants.plan_id,
        plan_status: merchants.plan_status,
        had: merchants.had,
        volume_sen: merchants.volume_sen,
        volume_count: merchants.volume_count,
        plan_name: subscriptionPlans.name,
        introducer_name: introducers.name,
      })
      .from(merchants)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, merchants.plan_id))
      .leftJoin(introducers, eq(introducers.id, merchants.introducer_id))
      .where(where)
      .orderBy(direction(sortColumn), direction(merchants.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(merchants).where(where),
  ])

  return {
    data: rows.map(({ plan_name, introducer_name, ...m }) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      record_status_id: m.status,
      status: RECORD_STATUSES.find((s) => s.id === m.status)?.name ?? `Status ${m.status}`,
      plan: m.plan_id ? { id: m.plan_id, name: plan_name ?? '' } : null,
      plan_status: m.plan_id
        ? m.plan_status === 'past_due'
          ? 'past_due'
          : 'active'
        : m.had
          ? 'lapsed'
          : 'none',
      referred_by: m.introducer_id ? { id: m.introducer_id, name: introducer_name ?? '' } : null,
      created_at: m.created_at.toISOString(),
      volume: { amount: senToMyr(Number(m.volume_sen)), count: Number(m.volume_count) },
    })),
    total: total?.n ?? 0,
    skip: query.skip,
    limit: query.limit,
  }
}
