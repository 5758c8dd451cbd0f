// Login sessions, rotating refresh tokens, one-time tokens, login rate limits.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts, users } from './accounts.ts'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
    session_id: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    created_at: at('created_at').notNull(),
    used_at: at('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
)

/** Password-reset tokens: stored hashed, single use, expiring. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  token_hash: text('token_hash').primaryKey(),
  purpose: text('purpose', { enum: ['password_reset'] }).notNull(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
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
