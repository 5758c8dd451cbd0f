// Sandbox fee schedule per payment channel (SPEC: pricing not shown; these are Niaga's sandbox rates).
// Fees are computed in integer sen: percentage in basis points, rounded half up, plus a fixed part.
import type { Channel } from '../../src/contract/constants.ts'

export interface FeeRule {
  channel: Channel
  name: string
  percent_bp: number
  fixed_sen: number
}

export const FEE_SCHEDULE: readonly FeeRule[] = [
  { channel: 'fpx', name: 'FPX online banking', percent_bp: 0, fixed_sen: 100 },
  { channel: 'credit_card', name: 'Credit and debit card', percent_bp: 150, fixed_sen: 0 },
  { channel: 'ewallet', name: 'E-wallet', percent_bp: 120, fixed_sen: 0 },
  { channel: 'duitnow', name: 'DuitNow QR', percent_bp: 80, fixed_sen: 0 },
  { channel: 'bnpl', name: 'Buy now pay later', percent_bp: 300, fixed_sen: 0 },
  { channel: 'paypal', name: 'PayPal', percent_bp: 390, fixed_sen: 100 },
  { channel: 'crypto', name: 'Cryptocurrency', percent_bp: 100, fixed_sen: 0 },
]

export function feeFor(channel: string, amountSen: number): number {
  const rule = FEE_SCHEDULE.find((r) => r.channel === channel)
  if (!rule) throw new RangeError(`Unknown channel: ${channel}`)
  const percentPart = Math.floor((amountSen * rule.percent_bp + 5000) / 10000)
  return Math.min(amountSen, percentPart + rule.fixed_sen)
}
