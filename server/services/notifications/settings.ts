// Notification settings CRUD (src/contract/notification-settings.ts): one per event and channel of the
// caller's account; members named as recipients must belong to the account.
import { and, eq, inArray } from 'drizzle-orm'
import type { ListPage } from '../../../src/contract/envelope.ts'
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  recipientFits,
  recipientHint,
  type NotificationSetting,
  type NotificationSettingCreate,
  type NotificationSettingUpdate,
} from '../../../src/contract/notification-settings.ts'
import { accountUsers, notificationSettings } from '../../db/schema/index.ts'
import type { Caller, Deps } from '../../deps.ts'
import { conflict, isUniqueViolation, notFound, validationError } from '../../errors.ts'
import { readTablePage, type ListQuery } from '../pagination.ts'
import { findOwnedRecord, ownedRecord } from '../owned-records.ts'

type Row = typeof notificationSettings.$inferSelect

const toSetting = (row: Row): NotificationSetting => ({
  id: row.id,
  event: row.event as NotificationSetting['event'],
  channel: row.channel,
  enabled: row.enabled,
  member_user_ids: row.member_user_ids,
  extra_recipients: row.extra_recipients,
  low_stock_threshold: row.low_stock_threshold,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export function listNotificationSettings(
  deps: Deps,
  caller: Caller,
  query: ListQuery,
): Promise<ListPage<NotificationSetting>> {
  return readTablePage(deps, { ...query, order: 'asc' }, notificationSettings, {
    where: eq(notificationSettings.account_id, caller.accountId),
    sortBy: [notificationSettings.event, notificationSettings.channel],
    toApi: (rows) => rows.map(toSetting),
  })
}

async function loadSetting(deps: Deps, accountId: string, id: string): Promise<Row> {
  return findOwnedRecord(deps, notificationSettings, 'Notification setting', accountId, id)
}

export async function getNotificationSetting(
  deps: Deps,
  caller: Caller,
  id: string,
): Promise<NotificationSetting> {
  return toSetting(await loadSetting(deps, caller.accountId, id))
}

/** Every named member must belong to the account (another account's user is "not a member", never found). */
async function checkMembers(deps: Deps, accountId: string, ids: readonly string[]): Promise<void> {
  const { db } = deps
  if (ids.length === 0) return
  const found = await db
    .select({ id: accountUsers.user_id })
    .from(accountUsers)
    .where(and(eq(accountUsers.account_id, accountId), inArray(accountUsers.user_id, [...ids])))
  const missing = ids.findIndex((id) => !found.some((row) => row.id === id))
  if (missing >= 0) throw validationError({ [`member_user_ids.${missing}`]: 'Not a member of this account' })
}

const thresholdFor = (event: string, given: number | null | undefined) =>
  event === 'stock.low' ? (given ?? DEFAULT_LOW_STOCK_THRESHOLD) : null

export async function createNotificationSetting(
  deps: Deps,
  caller: Caller,
  input: NotificationSettingCreate,
): Promise<NotificationSetting> {
  await checkMembers(deps, caller.accountId, input.member_user_ids)
  const now = deps.clock.now()
  const [row] = await deps.db
    .insert(notificationSettings)
    .values({
      account_id: caller.accountId,
      event: input.event,
      channel: input.channel,
      enabled: input.enabled,
      member_user_ids: input.member_user_ids,
      extra_recipients: input.extra_recipients,
      low_stock_threshold: thresholdFor(input.event, input.low_stock_threshold),
      created_at: now,
      updated_at: now,
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw conflict(
          `This event already has ${input.channel === 'sms' ? 'an SMS' : 'an email'} setting: change that one`,
          { event: 'Already set for this channel' },
        )
      throw error
    })
  return toSetting(row!)
}

export async function updateNotificationSetting(
  deps: Deps,
  caller: Caller,
  id: string,
  input: NotificationSettingUpdate,
): Promise<NotificationSetting> {
  const current = await loadSetting(deps, caller.accountId, id)
  const misfit = input.extra_recipients?.findIndex((r) => !recipientFits(current.channel, r)) ?? -1
  if (misfit >= 0) throw validationError({ [`extra_recipients.${misfit}`]: recipientHint(current.channel) })
  if (input.member_user_ids) await checkMembers(deps, caller.accountId, input.member_user_ids)
  const { low_stock_threshold, ...rest } = input
  const [row] = await deps.db
    .update(notificationSettings)
    .set({
      ...rest,
      ...(low_stock_threshold === undefined
        ? {}
        : { low_stock_threshold: thresholdFor(current.event, low_stock_threshold) }),
      updated_at: deps.clock.now(),
    })
    .where(ownedRecord(notificationSettings, caller.accountId, id))
    .returning()
  if (!row) throw notFound('Notification setting')
  return toSetting(row)
}

export async function deleteNotificationSetting(deps: Deps, caller: Caller, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(notificationSettings)
    .where(ownedRecord(notificationSettings, caller.accountId, id))
    .returning({ id: notificationSettings.id })
  if (deleted.length === 0) throw notFound('Notification setting')
}
