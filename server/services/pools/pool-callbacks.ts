// The signed `pool.credited` event: a top-up or transfer through a virtual account is announced to that
// virtual account's callback URL, signed like payment callbacks (README "Callbacks") and retried by the
// same durable job machinery.
import { eq } from 'drizzle-orm'
import { senToMyr } from '../../../src/lib/money.ts'
import { poolMovements, pools, poolTopups, virtualAccounts } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { enqueue, type JobHandler } from '../../jobs/queue.ts'
import { sendSigned } from '../payments/callbacks.ts'

export const POOL_CALLBACK_JOB = 'pool_callback'

export const enqueuePoolCallback = (db: Db, topupId: string, at: Date) => enqueue(db, POOL_CALLBACK_JOB, { topup_id: topupId }, at)

export const deliverPoolCallback: JobHandler = async (deps, payload, attempt) => {
  const [row] = await deps.db
    .select({ topup: poolTopups, pool: pools.pool_type, va: virtualAccounts, after: poolMovements.balance_after_sen })
    .from(poolTopups)
    .innerJoin(pools, eq(pools.id, poolTopups.pool_id))
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, poolTopups.virtual_account_id))
    .leftJoin(poolMovements, eq(poolMovements.topup_id, poolTopups.id))
    .where(eq(poolTopups.id, String(payload.topup_id)))
  const url = row?.va.callback_url
  const creditedAt = row?.topup.credited_at
  if (!row || !url || !creditedAt) return
  const { topup, va } = row
  const body = JSON.stringify({
    event: 'pool.credited',
    invoice_no: topup.invoice_no,
    via: topup.bill_id ? 'topup' : 'bank_transfer',
    channel: topup.channel,
    amount: senToMyr(topup.amount_sen),
    currency: 'MYR',
    pool_type: row.pool,
    balance_after: row.after === null ? null : senToMyr(row.after),
    virtual_account_no: va.account_no,
    virtual_account_name: va.name,
    payer_name: topup.payer_name,
    payer_reference: topup.payer_reference,
    credited_at: creditedAt.toISOString(),
  })
  await sendSigned(deps, { accountId: topup.account_id, subjectId: topup.id, url, body, attempt })
}
