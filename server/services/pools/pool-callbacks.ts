// The `pool.credited` event: a top-up or a transfer through a virtual account, announced to the account's
// webhook endpoint and to that virtual account's callback URL (docs/developers-and-webhooks.md, "Webhooks"),
// recorded in the same transaction as the credit.
import { eq } from 'drizzle-orm'
import { senToMyr } from '../../../src/lib/money.ts'
import { poolMovements, pools, poolTopups, virtualAccounts } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { emitEvent } from '../webhooks/events.ts'

export async function emitPoolCredited(db: Db, topupId: string, at: Date): Promise<void> {
  const [row] = await db
    .select({
      topup: poolTopups,
      pool: pools.pool_type,
      va: virtualAccounts,
      after: poolMovements.balance_after_sen,
    })
    .from(poolTopups)
    .innerJoin(pools, eq(pools.id, poolTopups.pool_id))
    .leftJoin(virtualAccounts, eq(virtualAccounts.id, poolTopups.virtual_account_id))
    .leftJoin(poolMovements, eq(poolMovements.topup_id, poolTopups.id))
    .where(eq(poolTopups.id, topupId))
  const creditedAt = row?.topup.credited_at
  if (!row || !creditedAt) return
  const { topup, va } = row
  await emitEvent(
    db,
    {
      accountId: topup.account_id,
      type: 'pool.credited',
      subjectId: topup.id,
      subjectUrl: va?.callback_url,
      payload: {
        invoice_no: topup.invoice_no,
        via: topup.bill_id ? 'topup' : 'bank_transfer',
        channel: topup.channel,
        amount: senToMyr(topup.amount_sen),
        currency: 'MYR',
        pool_type: row.pool,
        balance_after: row.after === null ? null : senToMyr(row.after),
        virtual_account_no: va?.account_no ?? null,
        virtual_account_name: va?.name ?? null,
        payer_name: topup.payer_name,
        payer_reference: topup.payer_reference,
        credited_at: creditedAt.toISOString(),
      },
    },
    at,
  )
}
