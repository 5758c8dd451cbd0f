// When a channel settles a payment: the n-th Malaysian business day after the day it was paid, at 10:00.
import type { Channel } from '../../../src/contract/constants.ts'
import { SETTLEMENT_DAYS, SETTLEMENT_HOUR_MYT } from '../../../src/contract/settlements.ts'
import { addBusinessDays, malaysianDate, malaysianTime } from '../../../src/lib/business-days.ts'

export function settlementDueAt(channel: string, paidAt: Date): Date {
  const days = SETTLEMENT_DAYS[channel as Channel] ?? 2
  return malaysianTime(addBusinessDays(malaysianDate(paidAt), days), SETTLEMENT_HOUR_MYT)
}

/** The next settlement run after `now`: 10:00 on a business day. */
export function nextSettlementRun(now: Date): Date {
  const today = malaysianDate(now)
  const todayRun = malaysianTime(addBusinessDays(today, 0), SETTLEMENT_HOUR_MYT)
  return todayRun > now ? todayRun : malaysianTime(addBusinessDays(today, 1), SETTLEMENT_HOUR_MYT)
}
