// Share settings (docs/company-and-settings.md): which share channels a payment link offers and the message
// it shares; one active record per account. Without one, every channel is on with the default message.
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  DEFAULT_SHARE_TEMPLATE,
  type ShareSetting,
  type ShareSettingCreateSchema,
  type ShareSettingUpdateSchema,
} from '../../../src/contract/payment-settings.ts'
import { SHARE_CHANNELS, type PublicShare } from '../../../src/contract/public-merchant.ts'
import type { Db } from '../../db/client.ts'
import { shareSettings } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { ListQuery } from '../pagination.ts'
import { currentOf, deactivateOthers, findOwned, listOwned } from './owned-records.ts'

type Row = typeof shareSettings.$inferSelect

export function shareSettingView(row: Row): ShareSetting {
  const { account_id: _account, created_at, updated_at, ...rest } = row
  return { ...rest, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() }
}

const defined = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>

export const listShareSettings = (db: Db, accountId: string, query: ListQuery) =>
  listOwned(db, 'share', accountId, query, shareSettingView)

export const getShareSetting = async (db: Db, accountId: string, id: string) =>
  shareSettingView(await findOwned(db, 'share', accountId, id))

export async function createShareSetting(
  deps: Deps,
  accountId: string,
  input: v.InferOutput<typeof ShareSettingCreateSchema>,
): Promise<ShareSetting> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shareSettings)
      .values({
        ...defined(input),
        message_template: input.message_template,
        account_id: accountId,
        created_at: now,
        updated_at: now,
      })
      .returning()
    if (row!.is_active) await deactivateOthers(tx, 'share', accountId, row!.id, now)
    return shareSettingView(row!)
  })
}

export async function updateShareSetting(
  deps: Deps,
  accountId: string,
  id: string,
  input: v.InferOutput<typeof ShareSettingUpdateSchema>,
): Promise<ShareSetting> {
  await findOwned(deps.db, 'share', accountId, id)
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(shareSettings)
      .set({ ...defined(input), updated_at: now })
      .where(and(eq(shareSettings.id, id), eq(shareSettings.account_id, accountId)))
      .returning()
    if (row!.is_active) await deactivateOthers(tx, 'share', accountId, row!.id, now)
    return shareSettingView(row!)
  })
}

/** The share buttons a payment link offers and its message template. */
export async function publicShare(db: Db, accountId: string): Promise<PublicShare> {
  const row = await currentOf(db, 'share', accountId)
  if (!row) return { channels: [...SHARE_CHANNELS], message_template: DEFAULT_SHARE_TEMPLATE }
  return {
    channels: SHARE_CHANNELS.filter((channel) => row[channel]),
    message_template: row.message_template,
  }
}
