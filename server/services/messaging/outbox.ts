// The sandbox outbox: what a real email or SMS provider would have delivered for the account, newest first.
import { and, eq } from 'drizzle-orm'
import { messageOutbox } from '../../db/schema/index.ts'
import { readTablePage, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'

export function listOutbox(
  deps: Deps,
  accountId: string,
  query: ListQuery & { channel?: 'email' | 'sms' | undefined },
) {
  const where = and(
    eq(messageOutbox.account_id, accountId),
    query.channel ? eq(messageOutbox.channel, query.channel) : undefined,
  )
  const toApi = (rows: (typeof messageOutbox.$inferSelect)[]) =>
    rows.map((m) => ({
      id: m.id,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      created_at: m.created_at.toISOString(),
    }))
  return readTablePage(deps, query, messageOutbox, { where, sortBy: messageOutbox.created_at, toApi })
}
