// Subscription histories: every new subscription, upgrade, downgrade and renewal, with its invoice while
// it is pending and its receipt once paid. Merchants read their own; admins read all and may annotate.
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { SubscriptionHistory } from '../../../src/contract/subscriptions.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { accounts, bills, subscriptionHistories, subscriptionPlans } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../errors.ts'
import { readPage, type ListQuery } from '../pagination.ts'
import { thankYouUrl } from '../payments/urls.ts'
import type { Deps } from '../../deps.ts'
import { ownedRecord } from '../owned-records.ts'

type Row = { h: typeof subscriptionHistories.$inferSelect; plan: string; account: string }

export const subscriptionPaymentUrl = (publicUrl: string, invoiceNo: string) =>
  `${publicUrl}/pay/subscription-payment?invoice_no=${encodeURIComponent(invoiceNo)}`

export function historyView(publicUrl: string, { h, plan, account }: Row): SubscriptionHistory {
  return {
    id: h.id,
    account_id: h.account_id,
    account_name: account,
    plan_id: h.plan_id,
    plan_name: plan,
    time_period: h.time_period,
    kind: h.kind,
    status: h.status,
    amount: senToMyr(h.amount_sen),
    credit: senToMyr(h.credit_sen),
    period_start: h.period_start?.toISOString() ?? null,
    period_end: h.period_end?.toISOString() ?? null,
    invoice_no: h.invoice_no,
    payment_url:
      h.status === 'pending' && h.invoice_no ? subscriptionPaymentUrl(publicUrl, h.invoice_no) : null,
    receipt_url: h.transaction_invoice_no ? `${publicUrl}${thankYouUrl(h.transaction_invoice_no)}` : null,
    paid_at: h.paid_at?.toISOString() ?? null,
    note: h.note,
    created_at: h.created_at.toISOString(),
  }
}

const selection = { h: subscriptionHistories, plan: subscriptionPlans.name, account: accounts.name }

/** Histories with the names of their plan and account: the rows historyView reads. */
export const historiesWithNames = (deps: Deps) => {
  const { db } = deps
  return db
    .select(selection)
    .from(subscriptionHistories)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionHistories.plan_id))
    .innerJoin(accounts, eq(accounts.id, subscriptionHistories.account_id))
}

/** Histories the caller may see: their account's, or every account's for an admin. */
export function listHistories(
  deps: Deps,
  publicUrl: string,
  scope: { accountId: string | null; status?: 'pending' },
  query: ListQuery,
) {
  const { db } = deps
  const where = and(
    scope.accountId ? eq(subscriptionHistories.account_id, scope.accountId) : undefined,
    scope.status ? eq(subscriptionHistories.status, scope.status) : undefined,
  )
  return readPage(query, {
    rows: historiesWithNames(deps).where(where).$dynamic(),
    total: db.$count(subscriptionHistories, where),
    sortBy: subscriptionHistories.created_at,
    tieBreak: subscriptionHistories.id,
    toApi: (rows) => rows.map((row) => historyView(publicUrl, row)),
  })
}

export async function findHistory(
  deps: Deps,
  publicUrl: string,
  accountId: string | null,
  where: SQL,
): Promise<SubscriptionHistory | null> {
  const [row] = await historiesWithNames(deps)
    .where(and(where, accountId ? eq(subscriptionHistories.account_id, accountId) : undefined))
    .orderBy(desc(subscriptionHistories.created_at))
    .limit(1)
  return row ? historyView(publicUrl, row) : null
}

export async function getHistory(
  deps: Deps,
  publicUrl: string,
  accountId: string | null,
  id: string,
): Promise<SubscriptionHistory> {
  const found = await findHistory(deps, publicUrl, accountId, eq(subscriptionHistories.id, id))
  if (!found) throw notFound('Subscription history')
  return found
}

/** Admins annotate an entry; its money and dates are a record and never change by hand. */
export async function annotateHistory(
  deps: Deps,
  publicUrl: string,
  id: string,
  note: string | null | undefined,
): Promise<SubscriptionHistory> {
  const { db } = deps
  const now = deps.clock.now()
  await getHistory(deps, publicUrl, null, id)
  await db
    .update(subscriptionHistories)
    .set({ note: note ?? null, updated_at: now })
    .where(eq(subscriptionHistories.id, id))
  return getHistory(deps, publicUrl, null, id)
}

/**
 * Cancels a pending upgrade (and its invoice) or a scheduled downgrade; anything paid or applied is a receipt
 * and stays.
 */
export async function cancelHistory(
  deps: Deps,
  publicUrl: string,
  accountId: string,
  id: string,
): Promise<void> {
  const now = deps.clock.now()
  const current = await getHistory(deps, publicUrl, accountId, id)
  if (current.status !== 'pending' && current.status !== 'scheduled')
    throw conflict(`This ${current.status} entry is a record and cannot be cancelled`)
  await cancelOpen(deps, ownedRecord(subscriptionHistories, accountId, id), now)
}

/** Cancels open entries (pending or scheduled) that match, with their unpaid invoices. */
export async function cancelOpen(deps: Deps, where: SQL, at: Date): Promise<void> {
  const { db } = deps
  const open = await db.select().from(subscriptionHistories).where(where)
  for (const h of open) {
    if (h.status !== 'pending' && h.status !== 'scheduled') continue
    if (h.bill_id) {
      const [cancelled] = await db
        .update(bills)
        .set({ status: 'cancelled', updated_at: at })
        .where(and(eq(bills.id, h.bill_id), eq(bills.status, 'pending')))
        .returning({ id: bills.id })
      // Paid in the meantime: the payment applied it, and it is no longer open.
      if (!cancelled) continue
    }
    await db
      .update(subscriptionHistories)
      .set({ status: 'cancelled', updated_at: at })
      .where(and(eq(subscriptionHistories.id, h.id), eq(subscriptionHistories.status, h.status)))
  }
}
