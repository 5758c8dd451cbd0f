// How a payment channel is named, to payers on the payment pages and to merchants in the console alike:
// one list, so a payment reads the same on its receipt and in its payment record.

export const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  fpx: 'Online banking (FPX)',
  credit_card: 'Credit / debit card',
  ewallet: 'E-wallet',
  duitnow: 'DuitNow QR',
  bnpl: 'Buy now, pay later',
  paypal: 'PayPal',
  crypto: 'Crypto',
  manual: 'Paid outside Niaga',
}

/** "fpx" → "Online banking (FPX)"; an unknown channel as the server names it. */
export const channelLabel = (channel: string): string => CHANNEL_LABELS[channel] ?? channel
