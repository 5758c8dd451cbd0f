// Top-ups: money into a pool. A top-up invoice is a bill of the merchant (purpose pool_topup, no collection)
// that the payer pays like any bill, on /pay/pool-topup; the pool is credited in the same database
// transaction that marks the bill paid, once (credited_at is set by a conditional update). A bank transfer to
// a virtual account (the sandbox bank switch's manual-prefund-virtual-account) is credited at once, once per
// bank reference.
import { and, desc, eq, isNull } from 'drizzle-orm'
import type * as v from 'valibot'
import { CHANNELS } from '../../../src/contract/payments.ts'
import {
  POOL_TYPE_LABELS,
  TOPUP_MAX_SEN,
  TOPUP_MIN_SEN,
  type CreateTopupSchema,
  type PoolType,
  type Topup,
  type TopupTarget,
  type TopupOrSubscriptionInvoice,
  type VirtualAccountTransferSchema,
} from '../../../src/contract/pools.ts'
import { myrToSen, senToMyr } from '../../../src/lib/money.ts'
import {
  accounts,
  bills,
  paymentTransactions,
  poolMovements,
  pools,
  poolTopups,
  subscriptionHistories,
  virtualAccounts,
} from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { conflict, notFound, validationError } from '../../errors.ts'
import { postPoolCredit } from '../ledger.ts'
import { lockAccount } from '../money-out/balances.ts'
import { publicBill } from '../payments/public-views.ts'
import { enabledChannels } from '../payments/start.ts'
import { newTopupNo } from '../references.ts'
import { historiesWithNames } from '../subscriptions/histories.ts'
import { emitPoolCredited } from './pool-callbacks.ts'
import { ensurePools, POOL_BOOK, recordMovement } from './pools.ts'
import { openVirtualAccount } from './virtual-accounts.ts'

type TargetRow = {
  accountId: string
  merchant: string
  pool: typeof pools.$inferSelect
  va: typeof virtualAccounts.$inferSelect | null
}

async function resolveTarget(
  deps: Deps,
  q: { pool_id?: string | undefined; virtual_account_no?: string | undefined },
): Promise<TargetRow> {
  const { db } = deps
  if (q.virtual_account_no) {
    const va = await openVirtualAccount(deps, q.virtual_account_no)
    const pool = (await ensurePools(deps, va.account_id)).find((row) => row.pool_type === va.pool_type)!
    const [account] = await db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, va.account_id))
    return { accountId: va.account_id, merchant: account!.name, pool, va }
  }
  const [row] = await db
    .select({ pool: pools, merchant: accounts.name, status: accounts.record_status_id })
    .from(pools)
    .innerJoin(accounts, eq(accounts.id, pools.account_id))
    .where(eq(pools.id, q.pool_id!))
  if (!row || row.status !== 1) throw notFound('Pool')
  return { accountId: row.pool.account_id, merchant: row.merchant, pool: row.pool, va: null }
}

/** Who a public top-up page tops up, and within which limits. */
export async function topupTarget(
  deps: Deps,
  q: { pool_id?: string | undefined; virtual_account_no?: string | undefined },
): Promise<TopupTarget> {
  const t = await resolveTarget(deps, q)
  return {
    merchant_name: t.merchant,
    pool_id: t.pool.id,
    pool_type: t.pool.pool_type,
    pool_name: POOL_TYPE_LABELS[t.pool.pool_type],
    virtual_account_no: t.va?.account_no ?? null,
    virtual_account_name: t.va?.name ?? null,
    channels: await enabledChannels(deps, t.accountId),
    min_amount: senToMyr(TOPUP_MIN_SEN),
    max_amount: senToMyr(TOPUP_MAX_SEN),
  }
}

/** create-payment-viu: opens a top-up invoice for a pool or a virtual account. */
export async function createTopup(
  deps: Deps,
  input: v.InferOutput<typeof CreateTopupSchema>,
): Promise<TopupOrSubscriptionInvoice> {
  const now = deps.clock.now()
  const t = await resolveTarget(deps, input)
  const amountSen = myrToSen(input.amount)
  const invoiceNo = newTopupNo(now)
  const label = POOL_TYPE_LABELS[t.pool.pool_type]
  await deps.db.transaction(async (tx) => {
    const [bill] = await tx
      .insert(bills)
      .values({
        account_id: t.accountId,
        collection_id: null,
        purpose: 'pool_topup',
        invoice_no: invoiceNo,
        payer_name: input.payer_name,
        payer_email: input.payer_email ?? null,
        description: t.va
          ? `Top-up of ${label} through virtual account ${t.va.account_no} (${t.va.name})`
          : `Top-up of the ${label}`,
        amount_sen: amountSen,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: bills.id })
    await tx.insert(poolTopups).values({
      account_id: t.accountId,
      invoice_no: invoiceNo,
      bill_id: bill!.id,
      pool_id: t.pool.id,
      virtual_account_id: t.va?.id ?? null,
      amount_sen: amountSen,
      payer_name: input.payer_name,
      payer_email: input.payer_email ?? null,
      payer_reference: input.payer_reference ?? null,
      created_at: now,
      updated_at: now,
    })
  })
  return topupOrSubscriptionInvoice(deps, invoiceNo)
}

async function loadTopup(deps: Deps, invoiceNo: string) {
  const { db } = deps
  const [row] = await db
    .select({
      topup: poolTopups,
      pool: pools,
      merchant: accounts.name,
      va: virtualAccounts.account_no,
      bill: bills,
    })
    .from(poolTopups)
    .innerJoin(pools, eq(pools.id, poolTopups.pool_id))
    .innerJoin(accounts, eq(accounts.id, poolTopups.account_id))
    .leftJoin(virtualAccounts, eq(virtualAccounts.id, poolTopups.virtual_account_id))
    .leftJoin(bills, eq(bills.id, poolTopups.bill_id))
    .where(eq(poolTopups.invoice_no, invoiceNo))
  return row
}

async function topupView(
  deps: Deps,
  row: NonNullable<Awaited<ReturnType<typeof loadTopup>>>,
): Promise<Topup> {
  const { db } = deps
  const { topup, pool, bill } = row
  let status: string = topup.credited_at ? 'paid' : 'pending'
  if (!topup.credited_at && bill) {
    const [last] = await db
      .select({ status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bill_id, bill.id))
      .orderBy(desc(paymentTransactions.created_at))
      .limit(1)
    status = bill.status !== 'pending' ? bill.status : last?.status === 'failed' ? 'failed' : 'pending'
  }
  const [movement] = topup.credited_at
    ? await db
        .select({ after: poolMovements.balance_after_sen })
        .from(poolMovements)
        .where(eq(poolMovements.topup_id, topup.id))
    : []
  return {
    invoice_no: topup.invoice_no,
    status,
    amount: senToMyr(topup.amount_sen),
    merchant_name: row.merchant,
    pool_type: pool.pool_type,
    pool_name: POOL_TYPE_LABELS[pool.pool_type],
    virtual_account_no: row.va,
    payer_name: topup.payer_name,
    payer_reference: topup.payer_reference,
    credited_at: topup.credited_at?.toISOString() ?? null,
    balance_after: movement ? senToMyr(movement.after) : null,
  }
}

/**
 * A top-up's state for the public pages and the bank switch. `expect` is what the caller's path says the
 * invoice is (add-fund-transaction-pool names a pool type; prefund-virtual-pool a virtual account top-up).
 */
export async function topupStatus(
  deps: Deps,
  invoiceNo: string,
  expect: { poolType: PoolType } | { virtualAccount: true },
): Promise<Topup> {
  const row = await loadTopup(deps, invoiceNo)
  if (!row) throw notFound('Top-up')
  if ('poolType' in expect && row.pool.pool_type !== expect.poolType)
    throw validationError({ pool_type: `This top-up is for the ${POOL_TYPE_LABELS[row.pool.pool_type]}` })
  if ('virtualAccount' in expect && !row.va)
    throw validationError({ invoice_no: 'This top-up is not for a virtual account' })
  return topupView(deps, row)
}

/** What the top-up and subscription pages pay, by invoice number. */
export async function topupOrSubscriptionInvoice(
  deps: Deps,
  invoiceNo: string,
): Promise<TopupOrSubscriptionInvoice> {
  const [bill] = await deps.db
    .select({ id: bills.id, purpose: bills.purpose })
    .from(bills)
    .where(eq(bills.invoice_no, invoiceNo))
  if (!bill || bill.purpose === 'sale') throw notFound('Invoice')
  const publicView = await publicBill(deps, bill.id)
  if (bill.purpose === 'pool_topup') {
    const row = await loadTopup(deps, invoiceNo)
    return { kind: 'pool_topup', bill: publicView, topup: await topupView(deps, row!), subscription: null }
  }
  const [history] = await historiesWithNames(deps).where(eq(subscriptionHistories.bill_id, bill.id))
  if (!history) throw notFound('Invoice')
  return {
    kind: 'subscription',
    bill: { ...publicView, channels: [...CHANNELS] },
    topup: null,
    subscription: {
      plan_name: history.plan,
      time_period: history.h.time_period,
      account_name: history.account,
    },
  }
}

/** Credits the pool of a top-up whose bill was just paid, in the caller's transaction; once. */
export async function creditTopup(deps: Deps, billId: string): Promise<void> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const [topup] = await tx
    .update(poolTopups)
    .set({ credited_at: now, updated_at: now })
    .where(and(eq(poolTopups.bill_id, billId), isNull(poolTopups.credited_at)))
    .returning()
  if (!topup) return
  await credit(deps, topup, 'topup', now)
}

async function credit(
  deps: Deps,
  topup: typeof poolTopups.$inferSelect,
  reason: 'topup' | 'virtual_account_transfer',
  at: Date,
) {
  const { db: tx } = deps
  const [pool] = await tx.select().from(pools).where(eq(pools.id, topup.pool_id))
  await lockAccount(deps, topup.account_id)
  await postPoolCredit(
    deps,
    topup.account_id,
    POOL_BOOK[pool!.pool_type],
    topup.invoice_no,
    topup.amount_sen,
    at,
  )
  await recordMovement(
    deps,
    topup.account_id,
    pool!.pool_type,
    topup.amount_sen,
    reason,
    topup.invoice_no,
    at,
    topup.id,
  )
  await emitPoolCredited(deps, topup.id, at)
}

/**
 * manual-prefund-virtual-account: the bank switch reports a transfer into a virtual account. The bank's
 * reference (`invoice_no`) makes it exactly once: the same report again answers the first; the same
 * reference with other details is refused.
 */
export async function receiveTransfer(
  deps: Deps,
  reference: string,
  input: v.InferOutput<typeof VirtualAccountTransferSchema>,
): Promise<Topup> {
  const now = deps.clock.now()
  const amountSen = myrToSen(input.amount)
  const existing = await loadTopup(deps, reference)
  if (existing) return sameTransfer(deps, existing, input.virtual_account_no, amountSen)
  const va = await openVirtualAccount(deps, input.virtual_account_no)
  const pool = (await ensurePools(deps, va.account_id)).find((row) => row.pool_type === va.pool_type)!
  const inserted = await deps.db.transaction(async (tx) => {
    const [topup] = await tx
      .insert(poolTopups)
      .values({
        account_id: va.account_id,
        invoice_no: reference,
        pool_id: pool.id,
        virtual_account_id: va.id,
        amount_sen: amountSen,
        payer_name: input.payer_name,
        payer_reference: input.payer_reference ?? null,
        channel: input.channel,
        credited_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning()
    if (topup) await credit({ ...deps, db: tx }, topup, 'virtual_account_transfer', now)
    return topup
  })
  const row = await loadTopup(deps, reference)
  if (!inserted) return sameTransfer(deps, row!, input.virtual_account_no, amountSen)
  return topupView(deps, row!)
}

async function sameTransfer(
  deps: Deps,
  row: NonNullable<Awaited<ReturnType<typeof loadTopup>>>,
  accountNo: string,
  amountSen: number,
): Promise<Topup> {
  if (row.va !== accountNo || row.topup.amount_sen !== amountSen || row.topup.bill_id) {
    throw conflict('This bank reference was already used for another transfer')
  }
  return topupView(deps, row)
}
