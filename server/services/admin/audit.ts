// The audit log (src/contract/admin.ts): written for every admin action, read by admins, changed by nobody
// (no operation updates or deletes it, and a trigger makes the database refuse UPDATE, DELETE and TRUNCATE).
import { and, eq, ilike, like, or } from 'drizzle-orm'
import { AUDIT_REDACTED, AUDIT_SECRET_KEY_PARTS, type AuditLog } from '../../../src/contract/admin.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import { accounts, auditLogs, users } from '../../db/schema/index.ts'
import type { Caller, Deps } from '../../deps.ts'
import { likePattern, readPage, withinDays, type ListQuery } from '../pagination.ts'

export interface AuditSource {
  ip: string
  userAgent: string
}

export interface AuditEntry {
  action: string
  method: string
  path: string
  target_type: string
  target_id: string | null
  summary: Record<string, unknown>
  /** The admin account behind the action when the caller's own account does not say it (a switch). */
  admin_account_id?: string | null
}

/** Whether the caller's writes are admin actions: from an admin account, or inside a support session. */
export function isAdminCaller(caller: Caller): boolean {
  return caller.accountType === 'admin' || caller.supportAdminAccountId !== undefined
}

export async function recordAudit(
  deps: Deps,
  caller: Caller,
  entry: AuditEntry,
  source: AuditSource,
): Promise<void> {
  const [who] = await deps.db
    .select({ email: users.email, account: accounts.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, caller.accountId))
    .where(eq(users.id, caller.userId))
  await deps.db.insert(auditLogs).values({
    occurred_at: deps.clock.now(),
    actor_user_id: caller.userId,
    actor_email: who?.email ?? '',
    account_id: caller.accountId,
    account_name: who?.account ?? '',
    admin_account_id:
      entry.admin_account_id ??
      caller.supportAdminAccountId ??
      (caller.accountType === 'admin' ? caller.accountId : null),
    action: entry.action,
    method: entry.method,
    path: entry.path,
    target_type: entry.target_type,
    target_id: entry.target_id,
    summary: entry.summary,
    ip: source.ip,
    user_agent: source.userAgent,
  })
}

const STRING_MAX = 200
const ENTRIES_MAX = 50
const DEPTH_MAX = 4
/** 13–19 digits, maybe grouped by spaces or dashes: a card number (or close enough to keep out). */
const CARD_LIKE = /(?:\d[ -]?){12,18}\d/

/** A key is secret when one of its words (snake_case, camelCase or kebab-case) is a secret word. */
function isSecretKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
  return (
    words.some((word) => (AUDIT_SECRET_KEY_PARTS as readonly string[]).includes(word)) ||
    /account_?number/.test(words.join('_'))
  )
}

/**
 * A request's values for the audit log: secrets and card-like numbers replaced, long text and deep data cut.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number')
    return value ?? null
  if (typeof value === 'string') {
    if (CARD_LIKE.test(value)) return AUDIT_REDACTED
    return value.length > STRING_MAX ? `${value.slice(0, STRING_MAX)}…` : value
  }
  if (depth >= DEPTH_MAX) return '…'
  if (Array.isArray(value)) return value.slice(0, ENTRIES_MAX).map((item) => redact(item, depth + 1))
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, ENTRIES_MAX)
        .map(([key, item]) => [key, isSecretKey(key) ? AUDIT_REDACTED : redact(item, depth + 1)]),
    )
  }
  return typeof value === 'bigint' ? value.toString() : null
}

/** An operation's audit entry: its id, target (the resource of the id, the record of the path or answer). */
export function operationEntry(
  op: { id: string; method: string; path: string },
  parts: { params: unknown; query: unknown; body: unknown; data: unknown },
): AuditEntry {
  const params = parts.params as Record<string, unknown> | undefined
  const data = parts.data as { id?: unknown } | null | undefined
  const targetId = typeof params?.id === 'string' ? params.id : typeof data?.id === 'string' ? data.id : null
  const summary: Record<string, unknown> = {}
  for (const [key, value] of Object.entries({ params: parts.params, query: parts.query, body: parts.body })) {
    if (
      value !== undefined &&
      !(typeof value === 'object' && value !== null && Object.keys(value).length === 0)
    )
      summary[key] = redact(value)
  }
  return {
    action: op.id,
    method: op.method.toUpperCase(),
    path: op.path,
    target_type: op.id.split('.')[0] ?? op.id,
    target_id: targetId,
    summary,
  }
}

export interface AuditListQuery extends ListQuery {
  actor?: string | undefined
  action?: string | undefined
  account_id?: string | undefined
  start_date?: string | undefined
  end_date?: string | undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function listAuditLogs(deps: Deps, query: AuditListQuery): Promise<ListPage<AuditLog>> {
  const { db } = deps
  const { actor, action } = query
  const where = and(
    actor
      ? UUID.test(actor)
        ? eq(auditLogs.actor_user_id, actor)
        : ilike(auditLogs.actor_email, likePattern(actor))
      : undefined,
    action
      ? or(
          eq(auditLogs.action, action),
          like(auditLogs.action, `${action.replace(/[\\%_]/g, (ch) => `\\${ch}`)}.%`),
        )
      : undefined,
    query.account_id ? eq(auditLogs.account_id, query.account_id) : undefined,
    withinDays(auditLogs.occurred_at, query.start_date, query.end_date),
  )
  return readPage(query, {
    rows: db.select().from(auditLogs).where(where).$dynamic(),
    total: db.$count(auditLogs, where),
    sortBy: auditLogs.occurred_at,
    tieBreak: auditLogs.seq,
    toApi: (rows) =>
      rows.map(({ seq: _seq, ...row }) => ({ ...row, occurred_at: row.occurred_at.toISOString() })),
  })
}
