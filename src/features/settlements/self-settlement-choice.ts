// Which pending money a self-settlement takes (every channel, or one) and what its confirmation says.
import type { Channel } from '@/contract/constants.ts'
import { SELF_SETTLEMENT_FEE, type SettlementQuote } from '@/contract/settlements.ts'
import { channelLabel } from '@/lib/channels.ts'
import { formatMyr, formatSen } from '@/lib/money.ts'
import { t } from '@/i18n/i18n.ts'

export type QuoteFigures = SettlementQuote['total']

/**
 * The figures of the choice: the quote's total for every channel, else that channel's line (none: nothing
 * pending).
 */
export function chosenFigures(
  quote: SettlementQuote,
  channel: Channel | undefined,
): QuoteFigures | undefined {
  if (!channel) return quote.total
  return quote.channels.find((line) => line.channel === channel)
}

/** The channels with money to settle, for the picker. */
export const settleableChannels = (quote: SettlementQuote): Channel[] =>
  quote.channels.filter((line) => line.payment_count > 0).map((line) => line.channel as Channel)

const feeRule = () =>
  t('{percent}% of the net amount, at least {minimum}', {
    percent: SELF_SETTLEMENT_FEE.percent_bp / 100,
    minimum: formatSen(SELF_SETTLEMENT_FEE.minimum_sen),
  })

/** The confirmation's words: exactly what is charged, held back and received. */
export function settleConfirmation(figures: QuoteFigures, channel: Channel | undefined): string {
  const payments = t('{count, plural, one {# pending payment} other {# pending payments}}', {
    count: figures.payment_count,
  })
  const amounts = { payments, gross: formatMyr(figures.gross), net: formatMyr(figures.net) }
  const fee = { fee: formatMyr(figures.settlement_fee), rule: feeRule() }
  return [
    channel
      ? t('{payments} by {channel} ({gross} gross, {net} after payment fees) settle now.', {
          ...amounts,
          channel: channelLabel(channel),
        })
      : t('{payments} of every channel ({gross} gross, {net} after payment fees) settle now.', amounts),
    channel
      ? t('You are charged a settlement fee of {fee} ({rule}).', fee)
      : t('You are charged a settlement fee of {fee} ({rule}, per channel).', fee),
    t('{reserve} is held back as the reserve, and {receive} reaches your available balance now.', {
      reserve: formatMyr(figures.reserve),
      receive: formatMyr(figures.receive),
    }),
  ].join(' ')
}
