// Admin: the audit log of every admin action (append-only: a trigger refuses UPDATE, DELETE and TRUNCATE,
// migration 00xx_audit_log_append_only) and the support sessions of admins acting inside a merchant account.
// The audit log has no foreign keys on purpose: it outlives the users and accounts it names.
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { accountId, accounts } from './accounts.ts'
import { at, belongsTo, id } from './columns.ts'
import { sessions } from './sessions.ts'

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    /** The sandbox clock's time of the action. */
    occurred_at: at('occurred_at').notNull(),
    actor_user_id: uuid('actor_user_id').notNull(),
    actor_email: text('actor_email').notNull(),
    /** The account the session acted in: the admin account, or the merchant of a support session. */
    account_id: uuid('account_id').notNull(),
    account_name: text('account_name').notNull(),
    /** The Niaga admin account behind the action (also set when acting inside a merchant account). */
    admin_account_id: uuid('admin_account_id'),
    /** The operation id (`accounts.update`, `accounts.switch`, `subscriptions.create`). */
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id'),
    /** What changed, with secrets redacted (server/services/admin/audit.ts). */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull(),
    user_agent: text('user_agent').notNull().default(''),
    /** Insertion order: breaks ties between actions at the same clock time. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('audit_logs_occurred_idx').on(t.occurred_at, t.seq),
    index('audit_logs_actor_idx').on(t.actor_user_id, t.occurred_at),
    index('audit_logs_action_idx').on(t.action, t.occurred_at),
  ],
)

/**
 * A session an admin moved into a merchant account they are not a member of: it acts there with `role_code`.
 */
export const supportSessions = pgTable('support_sessions', {
  session_id: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  account_id: accountId(),
  admin_account_id: belongsTo('admin_account_id', () => accounts.id),
  role_code: text('role_code').notNull(),
  started_at: at('started_at').notNull(),
})
