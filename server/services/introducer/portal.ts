// What the introducer portal reads (src/contract/introducer.ts): the introducer's account and commission, its
// referred merchants, their payments and the introducer's payouts. Every query is scoped to the calling
// introducer: merchants whose introducer_account_id is the caller, commission rows posted to the caller.
// Payment rows are selected column by column, so no payer name, email or phone can ever come along.
import {
  and,
  count,
  eq,
  getTableName,
  isNotNull,
  isNull,
  sql,
  sum,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'
import {
  COMMISSION_RATE_BPS,
  commissionSen,
  type CommissionEntry,
  type CommissionState,
  type IntroducerMe,
  type IntroducerPayment,
  type OnboardingStatus,
  type ReferredMerchant,
} from '../../../src/contract/introducer.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import {
  accounts,
  bankAccounts,
  companyDetails,
  introducerCommissions,
  paymentRecords,
  subscriptionPlans,
  subscriptions,
} from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import { balancesSen } from '../money-out/balances.ts'
import { readPage, searchIn, withinDays, type ListQuery } from '../pagination.ts'
import { commissionEarnedSen, expectedCommissionSql, paidOutSen } from './commission.ts'
import { ensureReferralCode } from './referral.ts'
import type { Deps } from '../../deps.ts'

/**
 * Payments that were paid (a refund does not undo the sale; a void does), as the merchant dashboard counts.
 */
export const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const

/** The caller's referred merchants. */
export const referredBy = (introducerId: string) =>
  and(eq(accounts.introducer_account_id, introducerId), eq(accounts.type, 'merchant'))

/** A paid payment whose money has not settled yet: its commission is expected. */
const awaitingSettlement = and(
  eq(paymentRecords.status, 'paid'),
  isNull(paymentRecords.settled_at),
  isNotNull(paymentRecords.paid_at),
)

const percentText = (bps: number) => (bps / 100).toFixed(2)

/** Commission that the referred merchants' paid, unsettled payments will post, in sen. */
async function expectedSen(deps: Deps, introducerId: string, merchantId?: string): Promise<number> {
  const { db } = deps
  const [row] = await db
    .select({ total: sum(expectedCommissionSql()) })
    .from(paymentRecords)
    .innerJoin(accounts, eq(accounts.id, paymentRecords.account_id))
    .where(
      and(referredBy(introducerId), merchantId ? eq(accounts.id, merchantId) : undefined, awaitingSettlement),
    )
  return Number(row?.total ?? 0)
}

// ----- me -----

function commissionPage(
  deps: Deps,
  introducerId: string,
  query: ListQuery,
): Promise<ListPage<CommissionEntry>> {
  const { db } = deps
  const where = eq(introducerCommissions.introducer_account_id, introducerId)
  return readPage(
    { ...query, order: 'desc' },
    {
      rows: db
        .select({
          id: introducerCommissions.id,
          invoice_no: paymentRecords.invoice_no,
          merchant_id: introducerCommissions.merchant_account_id,
          merchant_name: accounts.name,
          channel: paymentRecords.channel,
          amount_sen: paymentRecords.amount_sen,
          fee_sen: introducerCommissions.fee_sen,
          commission_sen: introducerCommissions.commission_sen,
          rate_bps: introducerCommissions.rate_bps,
          posted_at: introducerCommissions.posted_at,
        })
        .from(introducerCommissions)
        .innerJoin(paymentRecords, eq(paymentRecords.id, introducerCommissions.payment_record_id))
        .innerJoin(accounts, eq(accounts.id, introducerCommissions.merchant_account_id))
        .where(where)
        .$dynamic(),
      total: db.$count(introducerCommissions, where),
      sortBy: introducerCommissions.posted_at,
      tieBreak: introducerCommissions.id,
      toApi: (rows) =>
        rows.map((row) => ({
          id: row.id,
          invoice_no: row.invoice_no,
          merchant_id: row.merchant_id,
          merchant_name: row.merchant_name,
          channel: row.channel,
          amount: senToMyr(row.amount_sen),
          fee: senToMyr(row.fee_sen),
          commission: senToMyr(row.commission_sen),
          rate_percent: percentText(row.rate_bps),
          posted_at: row.posted_at.toISOString(),
        })),
    },
  )
}

export async function introducerMe(
  deps: Deps,
  introducerId: string,
  query: ListQuery,
): Promise<IntroducerMe> {
  const { db } = deps
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, introducerId), eq(accounts.type, 'introducer')))
  if (!account) throw notFound('Introducer account')
  const [referralCode, balances, earned, expected, paidOut, [merchants], list] = await Promise.all([
    ensureReferralCode(deps, introducerId),
    balancesSen(deps, introducerId),
    commissionEarnedSen(deps, introducerId),
    expectedSen(deps, introducerId),
    paidOutSen(deps, introducerId),
    db.select({ n: count() }).from(accounts).where(referredBy(introducerId)),
    commissionPage(deps, introducerId, query),
  ])
  return {
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      phone: account.phone,
      referral_code: referralCode,
      commission_rate_percent: percentText(COMMISSION_RATE_BPS),
      created_at: account.created_at.toISOString(),
    },
    commission: {
      earned: senToMyr(earned),
      expected: senToMyr(expected),
      available: senToMyr(balances.merchant_available),
      in_transit: senToMyr(balances.payouts_in_transit),
      paid_out: senToMyr(paidOut),
    },
    referred_merchants: merchants?.n ?? 0,
    list,
  }
}

// ----- merchant-introducer -----

/**
 * A column with its table's name: in a select from one table drizzle writes bare column names, which a
 * correlated subquery over another table with the same column names (id, account_id) would misread.
 */
const q = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

/**
 * The onboarding status of the merchant row in the outer query (src/contract/introducer.ts
 * ONBOARDING_STATUSES).
 */
const onboardingStatusSql = sql<OnboardingStatus>`(case
  when ${q(accounts.record_status_id)} <> 1 then 'inactive'
  when not exists (select 1 from ${companyDetails} where ${q(companyDetails.account_id)} = ${q(accounts.id)}) then 'registered'
  when exists (select 1 from ${bankAccounts} where ${q(bankAccounts.account_id)} = ${q(accounts.id)} and ${q(bankAccounts.verification_status)} = 'verified' and ${q(bankAccounts.record_status_id)} = 1) then 'complete'
  else 'company_details' end)`

const paidOfMerchant = sql`${q(paymentRecords.account_id)} = ${q(accounts.id)} and ${q(paymentRecords.status)} in ('paid', 'partially_refunded', 'refunded')`
const volumeSql = sql<string>`coalesce((select sum(${q(paymentRecords.amount_sen)}) from ${paymentRecords} where ${paidOfMerchant}), 0)`
const countSql = sql<number>`(select count(*) from ${paymentRecords} where ${paidOfMerchant})::int`
const lastPaidSql = sql<Date | null>`(select max(${q(paymentRecords.paid_at)}) from ${paymentRecords} where ${paidOfMerchant})`
const expectedOfMerchantSql = sql<string>`coalesce((select sum(${expectedCommissionSql(q(paymentRecords.fee_sen))}) from ${paymentRecords} where ${q(paymentRecords.account_id)} = ${q(accounts.id)} and ${q(paymentRecords.status)} = 'paid' and ${q(paymentRecords.settled_at)} is null and ${q(paymentRecords.paid_at)} is not null), 0)`
const commissionOfSql = (introducerId: string) =>
  sql<string>`coalesce((select sum(${q(introducerCommissions.commission_sen)}) from ${introducerCommissions} where ${q(introducerCommissions.merchant_account_id)} = ${q(accounts.id)} and ${q(introducerCommissions.introducer_account_id)} = ${introducerId}), 0)`
/** The merchant's newest subscription's plan name and status. */
const latestSubscription = sql`(select ${q(subscriptions.id)} from ${subscriptions} where ${q(subscriptions.account_id)} = ${q(accounts.id)} order by ${q(subscriptions.created_at)} desc limit 1)`
const planNameSql = sql<
  string | null
>`(select ${q(subscriptionPlans.name)} from ${subscriptions} join ${subscriptionPlans} on ${q(subscriptionPlans.id)} = ${q(subscriptions.plan_id)} where ${q(subscriptions.id)} = ${latestSubscription})`
const planStatusSql = sql<
  string | null
>`(select ${q(subscriptions.status)} from ${subscriptions} where ${q(subscriptions.id)} = ${latestSubscription})`

export type MerchantListQuery = ListQuery & { onboarding_status?: OnboardingStatus | undefined }

export function listReferredMerchants(
  deps: Deps,
  introducerId: string,
  query: MerchantListQuery,
): Promise<ListPage<ReferredMerchant>> {
  const { db } = deps
  const where = and(
    referredBy(introducerId),
    searchIn(query.search, accounts.name),
    query.onboarding_status ? sql`${onboardingStatusSql} = ${query.onboarding_status}` : undefined,
  )
  const commission = commissionOfSql(introducerId)
  const sortBy: SQL | typeof accounts.name =
    query.sort === 'name'
      ? accounts.name
      : query.sort === 'payment_amount'
        ? volumeSql
        : query.sort === 'commission'
          ? commission
          : sql`${accounts.created_at}`
  return readPage(query, {
    rows: db
      .select({
        id: accounts.id,
        name: accounts.name,
        onboarding_status: onboardingStatusSql,
        plan: planNameSql,
        plan_status: planStatusSql,
        payment_sen: volumeSql,
        payment_count: countSql,
        commission_sen: commission,
        expected_sen: expectedOfMerchantSql,
        last_payment_at: lastPaidSql,
        created_at: accounts.created_at,
      })
      .from(accounts)
      .where(where)
      .$dynamic(),
    total: db.$count(accounts, where),
    sortBy,
    tieBreak: accounts.id,
    toApi: (rows) =>
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        onboarding_status: row.onboarding_status,
        plan: row.plan,
        plan_status: row.plan_status,
        payment_amount: senToMyr(Number(row.payment_sen)),
        payment_count: Number(row.payment_count),
        commission: senToMyr(Number(row.commission_sen)),
        commission_expected: senToMyr(Number(row.expected_sen)),
        last_payment_at: row.last_payment_at ? new Date(row.last_payment_at).toISOString() : null,
        created_at: row.created_at.toISOString(),
      })),
  })
}

// ----- introducer-payment-record-data -----

export type PaymentListQuery = ListQuery & {
  merchant_id?: string | undefined
  status?: IntroducerPayment['status'] | undefined
  channel?: string | undefined
  start_date?: string | undefined
  end_date?: string | undefined
}

function commissionState(
  status: string,
  settledAt: Date | null,
  posted: number | null,
  feeSen: number,
): { state: CommissionState; sen: number } {
  if (posted !== null) return { state: 'posted', sen: posted }
  if (status === 'paid' && settledAt === null) return { state: 'expected', sen: commissionSen(feeSen) }
  return { state: 'none', sen: 0 }
}

export function listReferredPayments(
  deps: Deps,
  introducerId: string,
  query: PaymentListQuery,
): Promise<ListPage<IntroducerPayment>> {
  const { db } = deps
  const where = and(
    referredBy(introducerId),
    query.merchant_id ? eq(paymentRecords.account_id, query.merchant_id) : undefined,
    query.status ? eq(paymentRecords.status, query.status) : undefined,
    query.channel ? eq(paymentRecords.channel, query.channel) : undefined,
    searchIn(query.search, paymentRecords.invoice_no),
    withinDays(paymentRecords.created_at, query.start_date, query.end_date),
  )
  const commissionJoin = and(
    eq(introducerCommissions.payment_record_id, paymentRecords.id),
    eq(introducerCommissions.introducer_account_id, introducerId),
  )
  const sortBy =
    query.sort === 'amount'
      ? paymentRecords.amount_sen
      : query.sort === 'paid_at'
        ? sql`coalesce(${paymentRecords.paid_at}, ${paymentRecords.created_at})`
        : paymentRecords.created_at
  return readPage(query, {
    // Column by column: the payer's name, email and contact never leave the payment_records row.
    rows: db
      .select({
        id: paymentRecords.id,
        invoice_no: paymentRecords.invoice_no,
        merchant_id: paymentRecords.account_id,
        merchant_name: accounts.name,
        channel: paymentRecords.channel,
        status: paymentRecords.status,
        amount_sen: paymentRecords.amount_sen,
        fee_sen: paymentRecords.fee_sen,
        commission_sen: introducerCommissions.commission_sen,
        paid_at: paymentRecords.paid_at,
        settled_at: paymentRecords.settled_at,
        created_at: paymentRecords.created_at,
      })
      .from(paymentRecords)
      .innerJoin(accounts, eq(accounts.id, paymentRecords.account_id))
      .leftJoin(introducerCommissions, commissionJoin)
      .where(where)
      .$dynamic(),
    total: db
      .select({ n: count() })
      .from(paymentRecords)
      .innerJoin(accounts, eq(accounts.id, paymentRecords.account_id))
      .where(where)
      .then(([row]) => row?.n ?? 0),
    sortBy,
    tieBreak: paymentRecords.id,
    toApi: (rows) =>
      rows.map((row) => {
        const commission = commissionState(row.status, row.settled_at, row.commission_sen, row.fee_sen)
        return {
          id: row.id,
          invoice_no: row.invoice_no,
          merchant_id: row.merchant_id,
          merchant_name: row.merchant_name,
          channel: row.channel,
          status: row.status,
          amount: senToMyr(row.amount_sen),
          fee: senToMyr(row.fee_sen),
          commission: senToMyr(commission.sen),
          commission_state: commission.state,
          paid_at: row.paid_at?.toISOString() ?? null,
          settled_at: row.settled_at?.toISOString() ?? null,
          created_at: row.created_at.toISOString(),
        }
      }),
  })
}
