// Which pending money a self-settlement takes (every channel, or one) and what its confirmation says.
import type { Channel } from '@/contract/constants.ts'
import { SELF_SETTLEMENT_FEE, type SettlementQuote } from '@/contract/settlements.ts'
import { channelLabel } from '@/lib/channels.ts'
import { formatMyr, formatSen } from '@/lib/money.ts'

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

const FEE_RULE = `${SELF_SETTLEMENT_FEE.percent_bp / 100}% of the net amount, at least ${formatSen(SELF_SETTLEMENT_FEE.minimum_sen)}`

/** The confirmation's words: exactly what is charged, held back and received. */
export function settleConfirmation(figures: QuoteFigures, channel: Channel | undefined): string {
  const what = channel ? `by ${channelLabel(channel)}` : 'of every channel'
  const payments = `${figures.payment_count} pending ${figures.payment_count === 1 ? 'payment' : 'payments'}`
  return (
    `${payments} ${what} (${formatMyr(figures.gross)} gross, ${formatMyr(figures.net)} after payment fees) settle now. ` +
    `You are charged a settlement fee of ${formatMyr(figures.settlement_fee)} (${FEE_RULE}${channel ? '' : ', per channel'}). ` +
    `${formatMyr(figures.reserve)} is held back as the reserve, and ${formatMyr(figures.receive)} reaches your available balance now.`
  )
}
