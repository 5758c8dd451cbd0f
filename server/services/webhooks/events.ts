// The webhook events log (src/contract/developers.ts; docs/developers-and-webhooks.md, "Webhooks"). An event
// is recorded, with the exact body its receivers get, in the same transaction as the change it reports; one
// durable delivery job per target then posts it, signed (callbacks.ts sendSigned), and every attempt is kept.
// Targets are the account's endpoint and, for payments and top-ups, the collection's or virtual account's own
// callback URL.
import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { CALLBACK_HEADERS } from '../../../src/contract/payments.ts'
import { WEBHOOK_DELIVERIES_SHOWN } from '../../../src/contract/developers.ts'
import {
  WEBHOOK_EVENT_TYPES,
  type DeliveryState,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookEventDetail,
  type WebhookEventType,
} from '../../../src/contract/developers.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import { accounts, callbackDeliveries, webhookEvents } from '../../db/schema/index.ts'
import { enqueue, type JobHandler } from '../../jobs/queue.ts'
import { conflict } from '../../errors.ts'
import { noticeForWebhookEvent, notify } from '../notifications/notify.ts'
import { readPage, type ListQuery } from '../pagination.ts'
import { isRefusal } from './outbound.ts'
import { sendSigned } from './signing.ts'
import type { Deps } from '../../deps.ts'
import { findOwnedRecord } from '../owned-records.ts'
import { publishLive, shownFacts } from '../live/publish.ts'

export const WEBHOOK_JOB = 'webhook_delivery'
/** A delivery is retried up to this many attempts (the job queue's default). */
const MAX_ATTEMPTS = 8

export interface NewEvent {
  accountId: string
  type: WebhookEventType
  subjectId: string | null
  /** The subject's own callback URL, when it has one. */
  subjectUrl?: string | null | undefined
  payload: Record<string, unknown>
}

async function targetsFor(
  deps: Deps,
  accountId: string,
  subjectUrl: string | null | undefined,
): Promise<string[]> {
  const { db } = deps
  const [account] = await db
    .select({ url: accounts.webhook_url })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  return [...new Set([account?.url, subjectUrl].filter((url): url is string => !!url))]
}

const enqueueDeliveries = async (deps: Deps, eventId: string, targets: readonly string[], at: Date) => {
  const { db } = deps
  for (const url of targets) await enqueue(db, WEBHOOK_JOB, { event_id: eventId, url }, at)
}

/** Records an event and queues its deliveries; call it inside the transaction that made the change. */
export async function emitEvent(deps: Deps, event: NewEvent, at: Date): Promise<string> {
  const { db } = deps
  const id = randomUUID()
  // `event` first, as receivers have always read it; `event_id` lets them drop a repeat delivery.
  const body = JSON.stringify({ event: event.type, ...event.payload, event_id: id })
  const targets = await targetsFor(deps, event.accountId, event.subjectUrl)
  await db.insert(webhookEvents).values({
    id,
    account_id: event.accountId,
    type: event.type,
    subject_id: event.subjectId,
    subject_url: event.subjectUrl ?? null,
    body,
    targets,
    created_at: at,
  })
  await enqueueDeliveries(deps, id, targets, at)
  // The account's open consoles hear it too (server/services/live/).
  await publishLive(deps, {
    accountId: event.accountId,
    type: event.type,
    subjectId: event.subjectId,
    data: shownFacts(event.payload),
  })
  // Email and SMS notifications of the event, by the account's notification settings.
  const notice = noticeForWebhookEvent(event.type, event.payload)
  if (notice) await notify(deps, event.accountId, notice.event, at, () => notice.notice)
  return id
}

export const deliverWebhook: JobHandler = async (deps, payload, attempt) => {
  const [event] = await deps.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.id, String(payload.event_id)))
  // Jobs queued before the events log (an older sandbox) carry no event: there is nothing to send.
  if (!event || typeof payload.url !== 'string') return
  await sendSigned(deps, {
    accountId: event.account_id,
    subjectId: event.subject_id ?? event.id,
    eventId: event.id,
    url: payload.url,
    body: event.body,
    attempt,
  })
}

type EventRow = typeof webhookEvents.$inferSelect
type DeliveryRow = typeof callbackDeliveries.$inferSelect

function stateOf(targets: readonly string[], deliveries: readonly DeliveryRow[]): DeliveryState {
  if (targets.length === 0) return 'no_endpoint'
  const states = targets.map((url) => {
    const mine = deliveries.filter((d) => d.url === url)
    if (mine.some((d) => d.success === 1)) return 'delivered'
    // A refused address (outbound.ts) is not retried: that delivery has failed for good.
    return mine.length >= MAX_ATTEMPTS || isRefusal(mine[0]?.error ?? null) ? 'failed' : 'retrying'
  })
  if (states.every((s) => s === 'delivered')) return 'delivered'
  return states.includes('failed') ? 'failed' : 'retrying'
}

function eventView(row: EventRow, deliveries: readonly DeliveryRow[]): WebhookEvent {
  const newest = deliveries[0]
  return {
    id: row.id,
    type: row.type as WebhookEventType,
    subject_id: row.subject_id,
    payload: JSON.parse(row.body) as Record<string, unknown>,
    targets: row.targets,
    state: stateOf(row.targets, deliveries),
    attempts: deliveries.length,
    last_status_code: newest?.status_code ?? null,
    created_at: row.created_at.toISOString(),
  }
}

async function deliveriesOf(deps: Deps, eventIds: string[]): Promise<Map<string, DeliveryRow[]>> {
  const { db } = deps
  const byEvent = new Map<string, DeliveryRow[]>()
  if (eventIds.length === 0) return byEvent
  const rows = await db
    .select()
    .from(callbackDeliveries)
    .where(inArray(callbackDeliveries.event_id, eventIds))
    .orderBy(desc(callbackDeliveries.created_at), desc(callbackDeliveries.attempt))
  for (const row of rows) byEvent.set(row.event_id!, [...(byEvent.get(row.event_id!) ?? []), row])
  return byEvent
}

export interface EventListQuery extends ListQuery {
  type?: WebhookEventType | undefined
  subject_id?: string | undefined
}

export async function listEvents(
  deps: Deps,
  accountId: string,
  query: EventListQuery,
): Promise<ListPage<WebhookEvent>> {
  const { db } = deps
  const where = and(
    eq(webhookEvents.account_id, accountId),
    query.type ? eq(webhookEvents.type, query.type) : undefined,
    query.subject_id ? eq(webhookEvents.subject_id, query.subject_id) : undefined,
  )
  return readPage(query, {
    rows: db.select().from(webhookEvents).where(where).$dynamic(),
    total: db.$count(webhookEvents, where),
    sortBy: webhookEvents.created_at,
    tieBreak: webhookEvents.id,
    toApi: async (rows) => {
      const deliveries = await deliveriesOf(
        deps,
        rows.map((r) => r.id),
      )
      return rows.map((row) => eventView(row, deliveries.get(row.id) ?? []))
    },
  })
}

async function eventRow(deps: Deps, accountId: string, id: string): Promise<EventRow> {
  return findOwnedRecord(deps, webhookEvents, 'Webhook event', accountId, id)
}

export async function getEvent(deps: Deps, accountId: string, id: string): Promise<WebhookEventDetail> {
  const row = await eventRow(deps, accountId, id)
  const deliveries = (await deliveriesOf(deps, [row.id])).get(row.id) ?? []
  return {
    ...eventView(row, deliveries),
    deliveries: deliveries.slice(0, WEBHOOK_DELIVERIES_SHOWN).map((d) => ({
      id: d.id,
      url: d.url,
      attempt: d.attempt,
      status_code: d.status_code,
      error: d.error,
      success: d.success === 1,
      created_at: d.created_at.toISOString(),
    })),
  }
}

/**
 * Sends the same event (same body, same event_id) again to the account's endpoint as it is now, and the
 * subject's URL.
 */
export async function resendEvent(deps: Deps, accountId: string, id: string): Promise<WebhookEvent> {
  const { db } = deps
  const now = deps.clock.now()
  const row = await eventRow(deps, accountId, id)
  const targets = await targetsFor(deps, accountId, row.subject_url)
  if (targets.length === 0)
    throw conflict('There is nowhere to send this event: set a webhook endpoint first')
  await db.update(webhookEvents).set({ targets }).where(eq(webhookEvents.id, row.id))
  await enqueueDeliveries(deps, row.id, targets, now)
  const deliveries = (await deliveriesOf(deps, [row.id])).get(row.id) ?? []
  return eventView({ ...row, targets }, deliveries)
}

/** The newest event of a type about a subject (a resend by invoice number finds its payment.paid). */
export async function latestEventAbout(
  deps: Deps,
  accountId: string,
  subjectId: string,
  type: WebhookEventType,
): Promise<string | null> {
  const { db } = deps
  const [row] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.account_id, accountId),
        eq(webhookEvents.subject_id, subjectId),
        eq(webhookEvents.type, type),
      ),
    )
    .orderBy(desc(webhookEvents.created_at))
    .limit(1)
  return row?.id ?? null
}

export async function getEndpoint(deps: Deps, accountId: string): Promise<WebhookEndpoint> {
  const { db } = deps
  const [account] = await db
    .select({ url: accounts.webhook_url })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  return {
    url: account?.url ?? null,
    event_types: [...WEBHOOK_EVENT_TYPES],
    signature_headers: { ...CALLBACK_HEADERS },
  }
}

export async function setEndpoint(
  deps: Deps,
  accountId: string,
  url: string | null,
): Promise<WebhookEndpoint> {
  const { db } = deps
  const now = deps.clock.now()
  await db.update(accounts).set({ webhook_url: url, updated_at: now }).where(eq(accounts.id, accountId))
  return getEndpoint(deps, accountId)
}
