// Login sessions, rotating refresh tokens, one-time tokens, login rate limits.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { accountId, users } from './accounts.ts'
import { at, belongsTo, id } from './columns.ts'

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: belongsTo('user_id', () => users.id),
    account_id: accountId(),
    created_at: at('created_at').notNull(),
    /** The absolute end of the session: past it every call answers 7777. */
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
    revoked_reason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
)

/** Refresh tokens are stored hashed; each is used once, and reuse of a used one revokes the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    session_id: belongsTo('session_id', () => sessions.id),
    created_at: at('created_at').notNull(),
    used_at: at('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
)

/** Password-reset tokens: stored hashed, single use, expiring. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  token_hash: text('token_hash').primaryKey(),
  purpose: text('purpose', { enum: ['password_reset'] }).notNull(),
  user_id: belongsTo('user_id', () => users.id),
  expires_at: at('expires_at').notNull(),
  used_at: at('used_at'),
  created_at: at('created_at').notNull(),
})

/** Fixed-window counters, in the database so several API processes share one limit. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_started_at: at('window_started_at').notNull(),
  hits: integer('hits').notNull(),
})
