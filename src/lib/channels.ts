// How the console names a payment channel: payment records, settlements and refunds all show one, and
// features never import each other, so the one list lives here.

const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  fpx: 'FPX online banking',
  credit_card: 'Credit card',
  ewallet: 'E-wallet',
  bnpl: 'Buy now pay later',
  paypal: 'PayPal',
  crypto: 'Cryptocurrency',
  duitnow: 'DuitNow',
  manual: 'Paid outside Niaga',
}

/** "fpx" → "FPX online banking"; an unknown channel as the server names it. */
export const channelLabel = (channel: string): string => CHANNEL_LABELS[channel] ?? channel
