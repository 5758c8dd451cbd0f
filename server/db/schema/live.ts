// The live events an open console hears (server/services/live/; docs/live-updates.md): a short log per
// account, numbered in commit order so a console that lost its stream resumes after the last one it saw.
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { accountId } from './accounts.ts'
import { at } from './columns.ts'

export const liveEvents = pgTable(
  'live_events',
  {
    /** The stream's event id (SSE `id:`), which a reconnecting console sends back as Last-Event-ID. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account_id: accountId(),
    type: text('type').notNull(),
    subject_id: text('subject_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Real time, not the sandbox clock: the replay window is about real outages. */
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('live_events_account_idx').on(t.account_id, t.id),
    index('live_events_age_idx').on(t.created_at),
  ],
)
