// Sends an event's notifications by the account's settings (src/contract/notification-settings.ts): the
// messages are written to the messaging outbox (the sandbox's stand-in for the provider) in the caller's
// transaction, so a payment that is rolled back notifies nobody and one that commits notifies once.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { PRODUCT_NAME } from '../../../src/contract/constants.ts'
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENT_LABELS,
  type NotificationChannel,
  type NotificationEvent,
} from '../../../src/contract/notification-settings.ts'
import { formatMyr } from '../../../src/lib/money.ts'
import { accounts, accountUsers, messageOutbox, notificationSettings, users } from '../../db/schema/index.ts'
import { ROLE_IDS } from '../accounts/roles.ts'
import type { Deps } from '../../deps.ts'

type SettingRow = typeof notificationSettings.$inferSelect

export interface Notice {
  /** The email's subject, after the account's name. */
  subject: string
  /** The email's body lines; the SMS is the subject with the first line. */
  lines: string[]
  meta?: Record<string, unknown>
}

/** Active members' addresses: email, or phone for SMS (members without one are skipped). */
async function memberAddresses(
  deps: Deps,
  accountId: string,
  channel: NotificationChannel,
  where: { ids?: readonly string[]; owners?: boolean },
): Promise<string[]> {
  const { db } = deps
  if (where.ids?.length === 0) return []
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.user_id))
    .where(
      and(
        eq(accountUsers.account_id, accountId),
        isNull(accountUsers.deactivated_at),
        eq(users.record_status_id, 1),
        where.ids ? inArray(accountUsers.user_id, [...where.ids]) : undefined,
        where.owners ? eq(accountUsers.role_id, ROLE_IDS.owner) : undefined,
      ),
    )
  return rows.map((row) => (channel === 'email' ? row.email : row.phone)).filter((to): to is string => !!to)
}

/** The settings that decide an event: its enabled ones, or the default while it has none at all. */
async function deliveries(
  deps: Deps,
  accountId: string,
  event: NotificationEvent,
): Promise<{ setting: SettingRow | null; channel: NotificationChannel; to: string[] }[]> {
  const { db } = deps
  const settings = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.account_id, accountId), eq(notificationSettings.event, event)))
  if (settings.length === 0) {
    const fallback = NOTIFICATION_DEFAULTS[event]
    if (!fallback) return []
    return [
      {
        setting: null,
        channel: fallback.channel,
        to: await memberAddresses(deps, accountId, fallback.channel, { owners: true }),
      },
    ]
  }
  const out = []
  for (const setting of settings.filter((s) => s.enabled)) {
    const members = await memberAddresses(deps, accountId, setting.channel, { ids: setting.member_user_ids })
    out.push({ setting, channel: setting.channel, to: [...members, ...setting.extra_recipients] })
  }
  return out
}

/**
 * Notifies an event's recipients. `build` is called per setting (a low-stock notice depends on the
 * setting's threshold) and may answer null: nothing to say for that setting.
 */
export async function notify(
  deps: Deps,
  accountId: string,
  event: NotificationEvent,
  at: Date,
  build: (setting: SettingRow | null) => Notice | null | Promise<Notice | null>,
): Promise<number> {
  const { db } = deps
  const plan = await deliveries(deps, accountId, event)
  if (plan.every((p) => p.to.length === 0)) return 0
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId))
  const name = account?.name ?? PRODUCT_NAME
  let sent = 0
  for (const { setting, channel, to } of plan) {
    const notice = await build(setting)
    if (!notice) continue
    const recipients = [...new Set(to.map((r) => (channel === 'email' ? r.toLowerCase() : r)))]
    if (recipients.length === 0) continue
    const meta = { ...notice.meta, event, setting_id: setting?.id ?? null }
    const subject = `${name}: ${notice.subject}`
    await db.insert(messageOutbox).values(
      recipients.map((recipient) =>
        channel === 'email'
          ? {
              channel,
              recipient,
              subject,
              body: [
                ...notice.lines,
                '',
                `${NOTIFICATION_EVENT_LABELS[event].label} notifications are set in Settings › Notifications.`,
              ].join('\n'),
              meta,
              account_id: accountId,
              created_at: at,
            }
          : {
              channel,
              recipient,
              subject: null,
              body: `${subject}. ${notice.lines[0] ?? ''}`.trim().slice(0, 320),
              meta,
              account_id: accountId,
              created_at: at,
            },
      ),
    )
    sent += recipients.length
  }
  return sent
}

const money = (amount: unknown) =>
  typeof amount === 'string' || typeof amount === 'number' ? formatMyr(amount) : ''
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The notice for a webhook event (server/services/webhooks/events.ts emitEvent), by its payload. */
export function noticeForWebhookEvent(
  type: string,
  payload: Record<string, unknown>,
): { event: NotificationEvent; notice: Notice } | null {
  const meta = { invoice_no: payload.invoice_no ?? null }
  switch (type) {
    case 'payment.paid':
      return {
        event: 'payment.paid',
        notice: {
          subject: `payment of ${money(payload.amount)} received`,
          lines: [
            `${text(payload.invoice_no)} was paid: ${money(payload.amount)} by ${text(payload.channel)}.`,
          ],
          meta,
        },
      }
    case 'payment.failed':
      return {
        event: 'payment.failed',
        notice: {
          subject: `payment of ${money(payload.amount)} failed`,
          lines: [
            `A payment of ${money(payload.amount)} for ${text(payload.invoice_no)} failed${payload.failure_reason ? `: ${text(payload.failure_reason)}` : ''}.`,
          ],
          meta,
        },
      }
    case 'payout.paid':
      return {
        event: 'payout.paid',
        notice: {
          subject: `payout of ${money(payload.amount)} paid`,
          lines: [
            `Payout ${text(payload.invoice_no)} of ${money(payload.amount)} reached your bank account.`,
          ],
          meta,
        },
      }
    case 'payout.failed':
      return {
        event: 'payout.failed',
        notice: {
          subject: `payout of ${money(payload.amount)} failed`,
          lines: [
            `Payout ${text(payload.invoice_no)} of ${money(payload.amount)} failed${payload.failure_reason ? `: ${text(payload.failure_reason)}` : ''}. The money is back in your balance.`,
          ],
          meta,
        },
      }
    case 'subscription.changed':
      if (payload.change !== 'renewal_due') return null
      return {
        event: 'subscription.due',
        notice: {
          subject: `your ${text(payload.plan_name)} plan renewal is due`,
          lines: [
            `The renewal invoice of your ${text(payload.plan_name)} plan is due${payload.grace_until ? `; pay it by ${text(payload.grace_until).slice(0, 10)} to keep your payment channels on` : ''}.`,
          ],
          meta: { plan_id: payload.plan_id ?? null },
        },
      }
    default:
      return null
  }
}
