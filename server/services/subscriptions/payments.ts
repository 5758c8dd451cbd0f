// The subscription lifecycle: plan changes, Niaga's invoices for them, payments that apply them, and the
// clock-driven check that renews, lets a period run into its grace, and lapses it (rules in
// src/contract/subscriptions.ts). Invoices are bills of Niaga's platform account (the oldest admin
// account), so they are paid on the public pages like any bill, through every channel.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { GRACE_DAYS, type TimePeriod, type UpgradeQuote } from '../../../src/contract/subscriptions.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, bills, subscriptionHistories, subscriptions } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { conflict } from '../../errors.ts'
import { enqueue, type JobHandler } from '../../jobs/queue.ts'
import { postSubscriptionPayment } from '../ledger.ts'
import { newSubscriptionInvoiceNo } from '../references.ts'
import { cancelOpen, getHistory } from './histories.ts'
import { addPeriod, priceOf, quoteChange, type Current, type Quote } from './periods.ts'
import { findPlan, planView, type PlanRow } from './plans.ts'
import { emitSubscriptionChanged } from './subscription-events.ts'

export const SUBSCRIPTION_CHECK_JOB = 'subscription_check'
const DAY_MS = 86_400_000
type Sub = typeof subscriptions.$inferSelect
type History = typeof subscriptionHistories.$inferSelect

export const ensureSubscriptionCheck = (deps: Deps, accountId: string, at: Date) => {
  const { db } = deps
  return enqueue(db, SUBSCRIPTION_CHECK_JOB, { account_id: accountId }, at)
}

export async function loadSubscription(
  deps: Deps,
  accountId: string,
  lock = false,
): Promise<Sub | undefined> {
  const { db } = deps
  const q = db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.account_id, accountId))
    .orderBy(asc(subscriptions.created_at))
    .limit(1)
  const [row] = lock ? await q.for('update') : await q
  return row
}

async function currentOf(deps: Deps, sub: Sub | undefined): Promise<Current | null> {
  if (!sub || sub.status === 'cancelled') return null
  return {
    plan: await findPlan(deps, sub.plan_id),
    period: sub.time_period,
    start: sub.current_period_start,
    end: sub.current_period_end,
    status: sub.status,
  }
}

async function quote(
  deps: Deps,
  accountId: string,
  planId: string,
  period: TimePeriod,
): Promise<{ plan: PlanRow; q: Quote; sub: Sub | undefined }> {
  const plan = await findPlan(deps, planId)
  const sub = await loadSubscription(deps, accountId)
  return { plan, sub, q: quoteChange(deps.clock.now(), await currentOf(deps, sub), plan, period) }
}

export async function upgradeQuote(
  deps: Deps,
  accountId: string,
  planId: string,
  period: TimePeriod,
): Promise<UpgradeQuote> {
  const { plan, q } = await quote(deps, accountId, planId, period)
  return {
    plan: planView(plan),
    time_period: period,
    change: q.change,
    price: senToMyr(q.priceSen),
    credit: senToMyr(q.creditSen),
    amount_due: senToMyr(q.amountDueSen),
    applies_at: q.appliesAt,
    period_end: q.periodEnd.toISOString(),
  }
}

async function platformAccountId(deps: Deps): Promise<string> {
  const { db } = deps
  const [platform] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.type, 'admin'))
    .orderBy(asc(accounts.created_at))
    .limit(1)
  if (!platform) throw conflict('Niaga has no platform account to bill subscriptions from')
  return platform.id
}

/** Niaga's invoice for a history entry: a bill of the platform account, paid on /pay/subscription-payment. */
async function openInvoice(
  deps: Deps,
  accountId: string,
  plan: PlanRow,
  period: TimePeriod,
  amountSen: number,
) {
  const { db } = deps
  const now = deps.clock.now()
  const [account] = await db
    .select({ name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  const invoiceNo = newSubscriptionInvoiceNo(now)
  const [bill] = await db
    .insert(bills)
    .values({
      account_id: await platformAccountId(deps),
      collection_id: null,
      purpose: 'subscription',
      invoice_no: invoiceNo,
      payer_name: account!.name,
      payer_email: account!.email,
      description: `${plan.name}, ${period}, for ${account!.name}`,
      amount_sen: amountSen,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: bills.id })
  return { bill_id: bill!.id, invoice_no: invoiceNo }
}

/**
 * upgrade-plan: a new choice replaces any open one. An upgrade or a new subscription waits for its payment
 * (or applies at once when nothing is due); a downgrade is scheduled for the period's end.
 */
export async function changePlan(deps: Deps, accountId: string, planId: string, period: TimePeriod) {
  const now = deps.clock.now()
  const { plan, q, sub } = await quote(deps, accountId, planId, period)
  if (plan.record_status_id !== 1) throw conflict('This plan is no longer offered')
  if (q.change === 'same') throw conflict(`You are on ${plan.name} (${period}) already`)
  const id = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx }
    await cancelOpen(
      txDeps,
      and(
        eq(subscriptionHistories.account_id, accountId),
        inArray(subscriptionHistories.status, ['pending', 'scheduled']),
      )!,
      now,
    )
    const entry = {
      account_id: accountId,
      plan_id: plan.id,
      time_period: period,
      kind: q.change as History['kind'],
      credit_sen: q.creditSen,
      created_at: now,
      updated_at: now,
    }
    if (q.change === 'downgrade') {
      const [row] = await tx
        .insert(subscriptionHistories)
        .values({
          ...entry,
          status: 'scheduled',
          amount_sen: q.priceSen,
          credit_sen: 0,
          period_start: sub!.current_period_end,
          period_end: q.periodEnd,
        })
        .returning({ id: subscriptionHistories.id })
      return row!.id
    }
    if (q.amountDueSen === 0) {
      const [row] = await tx
        .insert(subscriptionHistories)
        .values({ ...entry, status: 'paid', amount_sen: 0, paid_at: now })
        .returning()
      await apply(txDeps, row!, now)
      return row!.id
    }
    const invoice = await openInvoice(txDeps, accountId, plan, period, q.amountDueSen)
    const [row] = await tx
      .insert(subscriptionHistories)
      .values({ ...entry, status: 'pending', amount_sen: q.amountDueSen, ...invoice })
      .returning({ id: subscriptionHistories.id })
    return row!.id
  })
  return getHistory(deps, deps.config.publicUrl, accountId, id)
}

/** A subscription invoice was just paid (in decide's transaction): Niaga's revenue, and the plan applies. */
export async function paySubscription(
  deps: Deps,
  bill: { id: string; amount_sen: number },
  transactionNo: string,
): Promise<void> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const [h] = await tx
    .select()
    .from(subscriptionHistories)
    .where(eq(subscriptionHistories.bill_id, bill.id))
    .for('update')
  if (!h) throw new Error(`Subscription invoice ${bill.id} has no history entry`)
  await postSubscriptionPayment(deps, h.account_id, transactionNo, bill.amount_sen, now)
  const [paid] = await tx
    .update(subscriptionHistories)
    .set({ status: 'paid', paid_at: now, transaction_invoice_no: transactionNo, updated_at: now })
    .where(eq(subscriptionHistories.id, h.id))
    .returning()
  await apply(deps, paid!, now)
}

/** Makes a paid entry the account's subscription, and books the check at its period's end. */
async function apply(deps: Deps, h: History, at: Date): Promise<void> {
  const { db: tx } = deps
  const sub = await loadSubscription(deps, h.account_id, true)
  let start: Date
  let end: Date
  if (h.kind === 'renewal' && sub && sub.status === 'past_due') {
    // Paid within the grace: the new period follows the old one without a gap.
    start = sub.current_period_end
    end = addPeriod(start, h.time_period)
  } else if (
    h.kind === 'upgrade' &&
    sub &&
    sub.status === 'active' &&
    sub.time_period === h.time_period &&
    sub.current_period_end > at
  ) {
    start = sub.current_period_start
    end = sub.current_period_end
  } else {
    start = at
    end = addPeriod(at, h.time_period)
  }
  // A late payment of a renewal whose period has already passed starts afresh now.
  if (end <= at) {
    start = at
    end = addPeriod(at, h.time_period)
  }
  const values = {
    plan_id: h.plan_id,
    time_period: h.time_period,
    status: 'active' as const,
    current_period_start: start,
    current_period_end: end,
    grace_until: null,
    updated_at: at,
  }
  if (sub) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, sub.id))
  else
    await tx
      .insert(subscriptions)
      .values({ account_id: h.account_id, started_at: at, created_at: at, ...values })
  await tx
    .update(subscriptionHistories)
    .set({ period_start: start, period_end: end })
    .where(eq(subscriptionHistories.id, h.id))
  // Other open entries are settled by this one (a renewal paid after an upgrade was chosen keeps the upgrade
  // open).
  await cancelOpen(
    deps,
    and(
      eq(subscriptionHistories.account_id, h.account_id),
      eq(subscriptionHistories.status, 'pending'),
      h.kind === 'renewal' ? eq(subscriptionHistories.kind, 'renewal') : undefined,
    )!,
    at,
  )
  await ensureSubscriptionCheck(deps, h.account_id, end)
  await emitSubscriptionChanged(deps, h.account_id, h.kind)
}

/**
 * The clock's check, run at a period's end and at a grace's end (POST sandbox/clock/advance runs it too).
 * It looks at the subscription as it is now, so a repeated or late run does the right thing once.
 */
export const checkSubscription: JobHandler = async (deps, payload) => {
  const accountId = String(payload.account_id)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx }
    const sub = await loadSubscription(txDeps, accountId, true)
    if (!sub) return
    if (sub.status === 'active' && sub.current_period_end <= now) await renew(txDeps, sub, now)
    const after = (await loadSubscription(txDeps, accountId))!
    if (after.status === 'past_due' && after.grace_until && after.grace_until <= now) {
      await tx
        .update(subscriptions)
        .set({ status: 'lapsed', updated_at: now })
        .where(eq(subscriptions.id, sub.id))
      await emitSubscriptionChanged(txDeps, accountId, 'lapsed')
    }
  })
}

/**
 * A period ended: a scheduled downgrade applies, then the next period is free (renewed) or invoiced (past
 * due).
 */
async function renew(deps: Deps, sub: Sub, at: Date): Promise<void> {
  const { db: tx } = deps
  const [scheduled] = await tx
    .select()
    .from(subscriptionHistories)
    .where(
      and(
        eq(subscriptionHistories.account_id, sub.account_id),
        eq(subscriptionHistories.status, 'scheduled'),
      ),
    )
  const planId = scheduled?.plan_id ?? sub.plan_id
  const period = scheduled?.time_period ?? sub.time_period
  if (scheduled)
    await tx
      .update(subscriptionHistories)
      .set({ status: 'applied', updated_at: at })
      .where(eq(subscriptionHistories.id, scheduled.id))
  const plan = await findPlan(deps, planId)
  const price = priceOf(plan, period)
  if (price === 0) {
    // A free plan renews by itself, period after period, up to now.
    let start = sub.current_period_end
    let end = addPeriod(start, period)
    for (let i = 0; end <= at && i < 1200; i++) [start, end] = [end, addPeriod(end, period)]
    await tx
      .update(subscriptions)
      .set({
        plan_id: planId,
        time_period: period,
        current_period_start: start,
        current_period_end: end,
        updated_at: at,
      })
      .where(eq(subscriptions.id, sub.id))
    await tx.insert(subscriptionHistories).values({
      account_id: sub.account_id,
      plan_id: planId,
      time_period: period,
      kind: 'renewal',
      status: 'paid',
      amount_sen: 0,
      period_start: start,
      period_end: end,
      paid_at: at,
      created_at: at,
      updated_at: at,
    })
    await ensureSubscriptionCheck(deps, sub.account_id, end)
    await emitSubscriptionChanged(deps, sub.account_id, scheduled ? 'downgrade' : 'renewal')
    return
  }
  const graceUntil = new Date(sub.current_period_end.getTime() + GRACE_DAYS * DAY_MS)
  const invoice = await openInvoice(deps, sub.account_id, plan, period, price)
  await tx.insert(subscriptionHistories).values({
    account_id: sub.account_id,
    plan_id: planId,
    time_period: period,
    kind: 'renewal',
    status: 'pending',
    amount_sen: price,
    ...invoice,
    created_at: at,
    updated_at: at,
  })
  await tx
    .update(subscriptions)
    .set({
      plan_id: planId,
      time_period: period,
      status: 'past_due',
      grace_until: graceUntil,
      updated_at: at,
    })
    .where(eq(subscriptions.id, sub.id))
  await ensureSubscriptionCheck(deps, sub.account_id, graceUntil)
  await emitSubscriptionChanged(deps, sub.account_id, 'renewal_due')
}
