// Idempotency records, durable jobs and merchant callback deliveries.
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { owned } from './accounts.ts'
import { at, id } from './columns.ts'

/**
 * The first answer to a write with an Idempotency-Key, replayed for retries of the same request. Until the
 * answer is stored, the request holding `claim_id` owns the key up to `claimed_until` (a lease, so a key
 * whose request died is taken over once it runs out).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    response_code: integer('response_code'),
    response: jsonb('response').$type<unknown>(),
    created_at: at('created_at').notNull(),
    claim_id: text('claim_id'),
    claimed_until: at('claimed_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

/** Durable background work, claimed with FOR UPDATE SKIP LOCKED so several processes never run one twice. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'dead'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(8),
    run_at: at('run_at').notNull(),
    locked_until: at('locked_until'),
    last_error: text('last_error'),
    created_at: at('created_at').notNull(),
    updated_at: at('updated_at').notNull(),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.run_at)],
)

export const callbackDeliveries = pgTable(
  'callback_deliveries',
  {
    ...owned(),
    /** What the event is about (a payment record, payout, top-up or subscription). */
    payment_record_id: uuid('payment_record_id').notNull(),
    event_id: uuid('event_id'),
    url: text('url').notNull(),
    attempt: integer('attempt').notNull(),
    status_code: integer('status_code'),
    error: text('error'),
    success: integer('success').notNull(),
    created_at: at('created_at').notNull(),
  },
  (t) => [
    index('callback_deliveries_record_idx').on(t.payment_record_id, t.created_at),
    index('callback_deliveries_event_idx').on(t.event_id),
  ],
)
