// Pure rules of the payment pages (tested in tests/unit/pay-helpers.test.ts): links, channel choice,
// polling, times and the words shown for failures.
import { ApiError, NetworkError } from '@/api/client.ts'
import { ResponseCode } from '@/contract/codes.ts'
import type { PaymentService, TransactionStatus } from '@/contract/payments.ts'
import { brandOf } from '@/lib/card/brand.ts'
import { channelLabel, SERVER_CHANNEL_NAMES } from '@/lib/channels.ts'
import { MALAYSIA_TIME_ZONE } from '@/lib/dates.ts'
import { t } from '@/i18n/i18n.ts'
import { dateFormat } from '@/i18n/date-format.ts'

/** The order payers in Malaysia expect: bank transfer first, then card and wallets. */
const CHANNEL_ORDER = ['fpx', 'credit_card', 'ewallet', 'duitnow', 'bnpl', 'paypal', 'crypto']

/**
 * The bill's enabled channels this page knows how to offer, in display order: the merchant's `preferred`
 * order first (the server sends a bill's channels in it, docs/company-and-settings.md), the rest as above.
 */
export function orderChannels(channels: readonly string[], preferred: readonly string[] = []): string[] {
  const rank = (channel: string) =>
    preferred.includes(channel)
      ? preferred.indexOf(channel)
      : preferred.length + CHANNEL_ORDER.indexOf(channel)
  return CHANNEL_ORDER.filter((channel) => channels.includes(channel)).sort((a, b) => rank(a) - rank(b))
}

/** The services of one channel; FPX banks online first so a payer sees a usable bank at the top. */
export function servicesForChannel(services: readonly PaymentService[], channel: string): PaymentService[] {
  const matching = services.filter((service) => service.group_code === channel)
  if (channel !== 'fpx') return matching
  return [...matching].sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name))
}

/** The service to preselect: the only one of its channel, else none (the payer picks). */
export function defaultServiceId(services: readonly PaymentService[]): number | undefined {
  const usable = services.filter((service) => service.online)
  return usable.length === 1 ? usable[0]!.payment_service_id : undefined
}

/**
 * The merchant's "after paying" page, only as a plain http(s) link (never javascript: or data:). A path
 * (Niaga's own subscription receipts lead back to /subscriptions/view) is taken on `origin`, this site's.
 */
export function merchantReturnUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, origin)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/**
 * The receipt's "Method": the channel in the payer's language, then the bank or wallet and the card's brand,
 * each named once ("Credit / debit card · Visa", never the card channel twice when its one service bears the
 * channel's own name, as the server gives it).
 */
export function paymentMethodLabel(channel: string, service: string, cardMask: string | null): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- brandOf's own answer for no brand, never shown
  const brand = cardMask ? brandOf(cardMask) : 'Unknown'
  const parts = [channelLabel(channel), service === SERVER_CHANNEL_NAMES[channel] ? '' : service]
  parts.push(brand === 'Unknown' ? '' : brand)
  return parts.filter((part, index) => part !== '' && parts.indexOf(part) === index).join(' · ')
}

/** Bill and collection links carry a UUID; anything else cannot exist, so no call is needed. */
export { isUuid } from '@/lib/uuid.ts'

export { newIdempotencyKey } from '@/lib/uuid.ts'

export const RECEIPT_POLL_MS = 3000
export const RECEIPT_POLL_LIMIT_MS = 2 * 60_000

/** Poll a payment that is not final yet, every 3 s, for at most 2 minutes after the page opened. */
export function receiptPollInterval(status: TransactionStatus | undefined, openedAt: number, now: number) {
  if (status !== 'pending' && status !== 'initiated') return false
  return now - openedAt < RECEIPT_POLL_LIMIT_MS ? RECEIPT_POLL_MS : false
}

const MALAYSIA_TIME: Intl.DateTimeFormatOptions = {
  timeZone: MALAYSIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
}

/** "22 Nov 2026, 3:04:05 pm MYT" ("22 Nov 2026, 3:04:05 PTG MYT", "2026年11月22日 下午3:04:05 MYT"): payers
 *  and merchants talk in Malaysian time whatever the phone's zone, in the page's language. */
export function formatMalaysiaTime(iso: string | number | Date): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${dateFormat(MALAYSIA_TIME).format(date)} MYT`
}

/** What the payer reads when a call fails; a validation breakdown is listed field by field. */
export function failureText(error: unknown): string {
  if (error instanceof NetworkError) return t('common.network_failure')
  if (error instanceof ApiError) {
    const data = error.envelope.data as { breakdown?: Record<string, string> } | null
    const details = data?.breakdown ? Object.values(data.breakdown) : []
    return [error.envelope.description, ...details].filter(Boolean).join(' ')
  }
  if (error instanceof Error) return error.message
  return t('common.something_wrong')
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && error.code === ResponseCode.NOT_FOUND

export const isConflict = (error: unknown) =>
  error instanceof ApiError && error.code === ResponseCode.CONFLICT
