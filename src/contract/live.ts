// Live updates for an open console (Niaga's own design; SPEC does not name them): one server-sent event
// stream per console, `GET /api/v1/live/events`, carrying the caller's account's events and nothing else.
// - Each event is `id: <number>`, `event: <type>` and `data: <LiveEvent JSON>`. Ids grow with each event
//   of the account; a console that lost the stream reconnects with `Last-Event-ID` and is sent what it
//   missed, up to LIVE_REPLAY_MINUTES back.
// - The first event of every connection is `ready` (its id is the account's latest event), so a console
//   that has seen no event yet still has a point to resume from. `reset` instead says the gap was longer
//   than the replay window: refetch everything.
// - `session` carries a renewed access token (data: {"token": …}) when the one the stream was opened with
//   is past half its life, as an envelope's `token` does: a console left open on the order screen stays
//   signed in, up to the session's absolute lifetime.
// - A comment line (`: heartbeat`) every LIVE_HEARTBEAT_SECONDS keeps proxies from closing an idle stream
//   and lets the console notice a dead one. The server ends a stream after LIVE_STREAM_MINUTES so the
//   session is checked again; the console reconnects at once.
import * as v from 'valibot'
import { WEBHOOK_EVENT_TYPES } from './webhook-events.ts'

export const LIVE_EVENTS_PATH = 'live/events'

/** A storefront order, and every event the account's webhooks get (src/contract/webhook-events.ts). */
export const LIVE_EVENT_TYPES = ['order.placed', ...WEBHOOK_EVENT_TYPES] as const
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number]

/** Events that only say where the stream stands. */
export const LIVE_CONTROL_EVENTS = ['ready', 'reset'] as const

export const LIVE_REPLAY_MINUTES = 15
export const LIVE_HEARTBEAT_SECONDS = 15
export const LIVE_STREAM_MINUTES = 10

export const LiveEventSchema = v.object({
  id: v.number(),
  type: v.picklist(LIVE_EVENT_TYPES),
  /** The order, payment record, payout, top-up or subscription the event is about. */
  subject_id: v.nullable(v.string()),
  /** A few facts to show without a fetch: amount (MYR), invoice_no, order_no, channel, status. */
  data: v.record(v.string(), v.unknown()),
  created_at: v.string(),
})
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>
