// Sends an event's notifications by the account's settings (src/contract/notification-settings.ts): the
// messages are written to the messaging outbox (the sandbox's stand-in for the provider) in the caller's
// transaction, so a payment that is rolled back notifies nobody and one that commits notifies once.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { PRODUCT_NAME } from '../../../src/contract/constants.ts'
import { isConsoleLanguage, type ConsoleLanguage } from '../../../src/contract/languages.ts'
import {
  NOTIFICATION_DEFAULTS,
  type NotificationChannel,
  type NotificationEvent,
} from '../../../src/contract/notification-settings.ts'
import { formatMyr } from '../../../src/lib/money.ts'
import { accounts, accountUsers, messageOutbox, notificationSettings, users } from '../../db/schema/index.ts'
import { ROLE_IDS } from '../accounts/roles.ts'
import type { Deps } from '../../deps.ts'
import { channelWords, wordsIn, type NoticeText, type Words } from './notice-words.ts'

type SettingRow = typeof notificationSettings.$inferSelect

export interface Notice {
  /** The email's subject, after the account's name. */
  subject: Words
  /** The email's body lines; the SMS is the subject with the first line. */
  lines: Words[]
  meta?: Record<string, unknown>
}

/** Where a notice goes, and the language its reader reads (their profile's). */
interface Recipient {
  address: string
  language: ConsoleLanguage
}

const languageOf = (value: string): ConsoleLanguage => (isConsoleLanguage(value) ? value : 'en')

/** Active members' addresses: email, or phone for SMS (members without one are skipped). */
async function memberAddresses(
  deps: Deps,
  accountId: string,
  channel: NotificationChannel,
  where: { ids?: readonly string[]; owners?: boolean },
): Promise<Recipient[]> {
  const { db } = deps
  if (where.ids?.length === 0) return []
  const rows = await db
    .select({ email: users.email, phone: users.phone, language: users.language })
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
  return rows.flatMap((row) => {
    const address = channel === 'email' ? row.email : row.phone
    return address ? [{ address, language: languageOf(row.language) }] : []
  })
}

/** The language of an account's notices to addresses outside its team: its owner's. */
export async function ownerLanguage(deps: Deps, accountId: string): Promise<ConsoleLanguage> {
  const [owner] = await deps.db
    .select({ language: users.language })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.user_id))
    .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.role_id, ROLE_IDS.owner)))
    .limit(1)
  return languageOf(owner?.language ?? 'en')
}

/** The settings that decide an event: its enabled ones, or the default while it has none at all. */
async function deliveries(
  deps: Deps,
  accountId: string,
  event: NotificationEvent,
): Promise<{ setting: SettingRow | null; channel: NotificationChannel; to: Recipient[] }[]> {
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
  const enabled = settings.filter((s) => s.enabled)
  const outsiders = enabled.some((s) => s.extra_recipients.length > 0)
    ? await ownerLanguage(deps, accountId)
    : 'en'
  for (const setting of enabled) {
    const members = await memberAddresses(deps, accountId, setting.channel, { ids: setting.member_user_ids })
    const extra = setting.extra_recipients.map((address) => ({ address, language: outsiders }))
    out.push({ setting, channel: setting.channel, to: [...members, ...extra] })
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
    // One message per address, in the first language it was listed with.
    const recipients = new Map<string, ConsoleLanguage>()
    for (const { address, language } of to) {
      const key = channel === 'email' ? address.toLowerCase() : address
      if (!recipients.has(key)) recipients.set(key, language)
    }
    if (recipients.size === 0) continue
    const meta = { ...notice.meta, event, setting_id: setting?.id ?? null }
    await db.insert(messageOutbox).values(
      [...recipients].map(([recipient, language]) => {
        const subject = `${name}: ${wordsIn(language, notice.subject)}`
        const lines = notice.lines.map((line) => wordsIn(language, line))
        return channel === 'email'
          ? {
              channel,
              recipient,
              subject,
              body: [
                ...lines,
                '',
                wordsIn(language, { id: SETTINGS_HINT, values: { event: { id: EVENT_WORDS[event] } } }),
              ].join('\n'),
              meta,
              account_id: accountId,
              created_at: at,
            }
          : {
              channel,
              recipient,
              subject: null,
              body: `${subject}. ${lines[0] ?? ''}`.trim().slice(0, 320),
              meta,
              account_id: accountId,
              created_at: at,
            }
      }),
    )
    sent += recipients.size
  }
  return sent
}

const SETTINGS_HINT = '{event} notifications are set in Settings › Notifications.'
/** The events as the notices name them (the console's settings page names them the same). */
const EVENT_WORDS: Record<NotificationEvent, NoticeText> = {
  'payment.paid': 'Payment paid',
  'payment.failed': 'Payment failed',
  'payout.paid': 'Payout paid',
  'payout.failed': 'Payout failed',
  'order.placed': 'Order placed',
  'stock.low': 'Low stock',
  'subscription.due': 'Subscription due',
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
          subject: { id: 'payment of {amount} received', values: { amount: money(payload.amount) } },
          lines: [
            {
              id: '{invoice} was paid: {amount} by {channel}.',
              values: {
                invoice: text(payload.invoice_no),
                amount: money(payload.amount),
                channel: channelWords(text(payload.channel)),
              },
            },
          ],
          meta,
        },
      }
    case 'payment.failed':
      return {
        event: 'payment.failed',
        notice: {
          subject: { id: 'payment of {amount} failed', values: { amount: money(payload.amount) } },
          lines: [
            {
              id: payload.failure_reason
                ? 'A payment of {amount} for {invoice} failed: {reason}.'
                : 'A payment of {amount} for {invoice} failed.',
              values: {
                amount: money(payload.amount),
                invoice: text(payload.invoice_no),
                reason: text(payload.failure_reason),
              },
            },
          ],
          meta,
        },
      }
    case 'payout.paid':
      return {
        event: 'payout.paid',
        notice: {
          subject: { id: 'payout of {amount} paid', values: { amount: money(payload.amount) } },
          lines: [
            {
              id: 'Payout {invoice} of {amount} reached your bank account.',
              values: { invoice: text(payload.invoice_no), amount: money(payload.amount) },
            },
          ],
          meta,
        },
      }
    case 'payout.failed':
      return {
        event: 'payout.failed',
        notice: {
          subject: { id: 'payout of {amount} failed', values: { amount: money(payload.amount) } },
          lines: [
            {
              id: payload.failure_reason
                ? 'Payout {invoice} of {amount} failed: {reason}. The money is back in your balance.'
                : 'Payout {invoice} of {amount} failed. The money is back in your balance.',
              values: {
                invoice: text(payload.invoice_no),
                amount: money(payload.amount),
                reason: text(payload.failure_reason),
              },
            },
          ],
          meta,
        },
      }
    case 'subscription.changed':
      if (payload.change !== 'renewal_due') return null
      return {
        event: 'subscription.due',
        notice: {
          subject: { id: 'your {plan} plan renewal is due', values: { plan: text(payload.plan_name) } },
          lines: [
            {
              id: payload.grace_until
                ? 'The renewal invoice of your {plan} plan is due; pay it by {date} to keep your payment channels on.'
                : 'The renewal invoice of your {plan} plan is due.',
              values: { plan: text(payload.plan_name), date: text(payload.grace_until).slice(0, 10) },
            },
          ],
          meta: { plan_id: payload.plan_id ?? null },
        },
      }
    default:
      return null
  }
}
