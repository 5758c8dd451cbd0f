// Sandbox outboxes: what a real provider would send by mail or SMS is kept here for the merchant to read.
import { bigint, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns.ts'

export const messageOutbox = pgTable('message_outbox', {
  id: id(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>(),
  account_id: uuid('account_id'),
  created_at: timestamps.created_at,
})

/**
 * How far the sandbox clock has been moved (one row, id 1), so every process on one database, and a
 * restarted one, keeps the same time (server/services/sandbox-clock/shared-clock.ts).
 */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey(),
  offset_ms: bigint('offset_ms', { mode: 'number' }).notNull(),
  updated_at: timestamps.updated_at,
})
