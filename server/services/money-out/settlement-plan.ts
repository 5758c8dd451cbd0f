// How pending money splits when it settles: Niaga's fees were taken at payment; an early (self-)settlement
// pays its own fee; the account's reserve percent is held back from what is left. Pure, so the quote a
// merchant sees and the settlement that follows compute the same figures.
import { SELF_SETTLEMENT_FEE } from '../../../src/contract/settlements.ts'

export interface PendingPayment {
  amount_sen: number
  fee_sen: number
}

export interface SettlementSplit {
  paymentCount: number
  grossSen: number
  feeSen: number
  /** What the payments left pending: gross − fee. */
  netSen: number
  settlementFeeSen: number
  reserveSen: number
  /** What reaches the available balance now. */
  receiveSen: number
}

export function selfSettlementFee(netSen: number): number {
  if (netSen <= 0) return 0
  const percentPart = Math.floor((netSen * SELF_SETTLEMENT_FEE.percent_bp + 5000) / 10000)
  return Math.min(netSen, Math.max(SELF_SETTLEMENT_FEE.minimum_sen, percentPart))
}

export function splitSettlement(
  payments: readonly PendingPayment[],
  kind: 'scheduled' | 'self',
  reservePercent: number,
): SettlementSplit {
  const grossSen = payments.reduce((total, p) => total + p.amount_sen, 0)
  const feeSen = payments.reduce((total, p) => total + p.fee_sen, 0)
  const netSen = grossSen - feeSen
  const settlementFeeSen = kind === 'self' ? selfSettlementFee(netSen) : 0
  const reserveSen = Math.floor(((netSen - settlementFeeSen) * reservePercent) / 100)
  return {
    paymentCount: payments.length,
    grossSen,
    feeSen,
    netSen,
    settlementFeeSen,
    reserveSen,
    receiveSen: netSen - settlementFeeSen - reserveSen,
  }
}

/** Payments grouped by channel, channels in alphabetical order (the quote's and the settlements' order). */
export function byChannel<P extends { channel: string }>(payments: readonly P[]): [string, P[]][] {
  const groups = new Map<string, P[]>()
  for (const payment of payments)
    groups.set(payment.channel, [...(groups.get(payment.channel) ?? []), payment])
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}
