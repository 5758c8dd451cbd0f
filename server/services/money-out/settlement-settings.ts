// The account's settlement settings: channels whose scheduled settlement is paused, and the rolling reserve.
import { eq } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/constants.ts'
import { CHANNELS } from '../../../src/contract/payments.ts'
import {
  RESERVE_HOLD_DAYS,
  SETTLEMENT_DAYS,
  type SettlementSettings,
} from '../../../src/contract/settlements.ts'
import { accounts } from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../errors.ts'

function settingsView(row: { paused: string[]; reserve: number }): SettlementSettings {
  return {
    paused_channels: row.paused,
    reserve_percent: row.reserve,
    reserve_hold_days: RESERVE_HOLD_DAYS,
    schedule: CHANNELS.map((channel) => ({
      channel,
      business_days: SETTLEMENT_DAYS[channel],
      paused: row.paused.includes(channel),
    })),
  }
}

const columns = { paused: accounts.settlement_paused_channels, reserve: accounts.reserve_percent }

export async function getSettlementSettings(db: Db, accountId: string): Promise<SettlementSettings> {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, accountId))
  if (!row) throw notFound('Account')
  return settingsView(row)
}

/** Pauses or resumes one channel; without `paused`, flips it. Paused money stays pending until resumed. */
export async function toggleSettlementChannel(
  db: Db,
  accountId: string,
  channel: Channel,
  paused: boolean | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(accounts).where(eq(accounts.id, accountId)).for('update')
    if (!row) throw notFound('Account')
    const pause = paused ?? !row.paused.includes(channel)
    const next = pause ? [...new Set([...row.paused, channel])] : row.paused.filter((c) => c !== channel)
    const [saved] = await tx
      .update(accounts)
      .set({ settlement_paused_channels: next, updated_at: now })
      .where(eq(accounts.id, accountId))
      .returning(columns)
    return settingsView(saved!)
  })
}

export async function setReservePercent(db: Db, accountId: string, percent: number, now: Date) {
  const [saved] = await db
    .update(accounts)
    .set({ reserve_percent: percent, updated_at: now })
    .where(eq(accounts.id, accountId))
    .returning(columns)
  if (!saved) throw notFound('Account')
  return settingsView(saved)
}
