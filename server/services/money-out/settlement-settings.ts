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
import { notFound } from '../../errors.ts'
import type { Deps } from '../../deps.ts'

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

export async function getSettlementSettings(deps: Deps, accountId: string): Promise<SettlementSettings> {
  const { db } = deps
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, accountId))
  if (!row) throw notFound('Account')
  return settingsView(row)
}

/** Pauses or resumes one channel; without `paused`, flips it. Paused money stays pending until resumed. */
export async function toggleSettlementChannel(
  deps: Deps,
  accountId: string,
  channel: Channel,
  paused: boolean | undefined,
) {
  const { db } = deps
  const now = deps.clock.now()
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

export async function setReservePercent(deps: Deps, accountId: string, percent: number) {
  const { db } = deps
  const now = deps.clock.now()
  const [saved] = await db
    .update(accounts)
    .set({ reserve_percent: percent, updated_at: now })
    .where(eq(accounts.id, accountId))
    .returning(columns)
  if (!saved) throw notFound('Account')
  return settingsView(saved)
}
