// Self-settlement: the merchant settles pending money now instead of waiting for the schedule, for the fee
// calculate-settlement-fee quoted. One settlement per channel, all in one transaction under the account
// lock, so two clicks cannot settle the same money twice (and the Idempotency-Key replays the first answer).
import { and, eq } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/constants.ts'
import type { SettlementRecord } from '../../../src/contract/settlements.ts'
import { malaysianDate } from '../../../src/lib/business-days.ts'
import { accounts, paymentRecords } from '../../db/schema/index.ts'
import { conflict } from '../../errors.ts'
import { lockAvailable } from './balances.ts'
import { settlementView } from './settlement-records.ts'
import { byChannel, splitSettlement } from './settlement-plan.ts'
import { unsettled, writeSettlement } from './settlements.ts'
import type { Deps } from '../../deps.ts'

export async function selfSettle(
  deps: Deps,
  accountId: string,
  channel: Channel | undefined,
): Promise<SettlementRecord[]> {
  const { db: tx } = deps
  const now = deps.clock.now()
  await lockAvailable(deps, accountId)
  const [account] = await tx
    .select({ reserve: accounts.reserve_percent })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  const payments = await tx
    .select()
    .from(paymentRecords)
    .where(and(unsettled(accountId), channel ? eq(paymentRecords.channel, channel) : undefined))
    .for('update', { skipLocked: true })
  if (payments.length === 0)
    throw conflict(
      channel ? `There is no pending ${channel} money to settle` : 'There is no pending money to settle',
    )
  // A channel whose pending money would all go on the fee is left to the schedule, which is free.
  const worthIt = byChannel(payments).filter(
    ([, group]) => splitSettlement(group, 'self', account?.reserve ?? 0).receiveSen > 0,
  )
  if (worthIt.length === 0)
    throw conflict(
      'The pending money is not more than the self-settlement fee; the scheduled settlement is free',
    )
  const written: SettlementRecord[] = []
  for (const [name, group] of worthIt) {
    const { settlement } = await writeSettlement(
      deps,
      accountId,
      name,
      'self',
      group,
      account?.reserve ?? 0,
      now,
      malaysianDate(now),
    )
    written.push(settlementView(settlement))
  }
  return written
}
