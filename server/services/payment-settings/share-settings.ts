// Share settings (docs/company-and-settings.md): which share channels a payment link offers and the message
// it shares; one active record per account. Without one, every channel is on with the default message.
import type * as v from 'valibot'
import {
  DEFAULT_SHARE_TEMPLATE,
  type ShareSetting,
  type ShareSettingCreateSchema,
  type ShareSettingUpdateSchema,
} from '../../../src/contract/payment-settings.ts'
import { SHARE_CHANNELS, type PublicShare } from '../../../src/contract/public-merchant.ts'
import { shareSettings } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { ListQuery } from '../pagination.ts'
import { currentOf, deactivateOthers, findOwned, listOwned } from './owned-records.ts'
import { ownedRecord } from '../owned-records.ts'

type Row = typeof shareSettings.$inferSelect

export function shareSettingView(row: Row): ShareSetting {
  const { account_id: _account, created_at, updated_at, ...rest } = row
  return { ...rest, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() }
}

const defined = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>

export const listShareSettings = (deps: Deps, accountId: string, query: ListQuery) => {
  return listOwned(deps, 'share', accountId, query, shareSettingView)
}

export const getShareSetting = async (deps: Deps, accountId: string, id: string) => {
  return shareSettingView(await findOwned(deps, 'share', accountId, id))
}

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
    if (row!.is_active) await deactivateOthers({ ...deps, db: tx }, 'share', accountId, row!.id)
    return shareSettingView(row!)
  })
}

export async function updateShareSetting(
  deps: Deps,
  accountId: string,
  id: string,
  input: v.InferOutput<typeof ShareSettingUpdateSchema>,
): Promise<ShareSetting> {
  await findOwned(deps, 'share', accountId, id)
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(shareSettings)
      .set({ ...defined(input), updated_at: now })
      .where(ownedRecord(shareSettings, accountId, id))
      .returning()
    if (row!.is_active) await deactivateOthers({ ...deps, db: tx }, 'share', accountId, row!.id)
    return shareSettingView(row!)
  })
}

/** The share buttons a payment link offers and its message template. */
export async function publicShare(deps: Deps, accountId: string): Promise<PublicShare> {
  const row = await currentOf(deps, 'share', accountId)
  if (!row) return { channels: [...SHARE_CHANNELS], message_template: DEFAULT_SHARE_TEMPLATE }
  return {
    channels: SHARE_CHANNELS.filter((channel) => row[channel]),
    message_template: row.message_template,
  }
}
