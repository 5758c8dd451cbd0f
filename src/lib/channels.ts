// How a payment channel is named, to payers on the payment pages and to merchants in the console alike:
// one list, so a payment reads the same on its receipt and in its payment record, in the reader's language
// (src/locales: "Perbankan Dalam Talian (FPX)", "e-Dompet").
import { t, type MessageId } from '@/i18n/i18n.ts'

const CHANNEL_WORDS: Readonly<Record<string, MessageId>> = {
  fpx: 'channel.fpx',
  credit_card: 'channel.credit_card',
  ewallet: 'channel.ewallet',
  duitnow: 'channel.duitnow',
  bnpl: 'channel.bnpl',
  paypal: 'channel.paypal',
  crypto: 'channel.crypto',
  manual: 'channel.manual',
}

/** The English names the server gives a channel's own service (a card channel's one service is "Credit /
 *  debit card"), so a receipt does not name it twice. */
/* eslint-disable lingui/no-unlocalized-strings -- the server's English names, compared and never shown */
export const SERVER_CHANNEL_NAMES: Readonly<Record<string, string>> = {
  fpx: 'Online banking (FPX)',
  credit_card: 'Credit / debit card',
  ewallet: 'E-wallet',
  duitnow: 'DuitNow QR',
  bnpl: 'Buy now, pay later',
}
/* eslint-enable lingui/no-unlocalized-strings */

/** "fpx" (or "FPX") → "Online banking (FPX)", "Perbankan Dalam Talian (FPX)"; an unknown channel as the
 *  server names it. Every screen that names a channel asks here. */
export const channelLabel = (channel: string): string => {
  const id = CHANNEL_WORDS[channel.toLowerCase()]
  return id ? t(id) : channel
}
