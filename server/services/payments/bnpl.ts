// Buy now, pay later in the sandbox: a bill split into three instalments 30 days apart (docs/payments.md).
import { senToMyr } from '../../../src/lib/money.ts'
import { MYT_OFFSET_MS } from '../dashboard/periods.ts'

const DAY_MS = 86_400_000

/** Three instalments, the first today; the remainder sen goes on the first so they add up exactly. */
export function instalmentPlan(amountSen: number, now: Date) {
  const base = Math.floor(amountSen / 3)
  const first = amountSen - base * 2
  return {
    total: senToMyr(amountSen),
    instalments: [first, base, base].map((amount, i) => ({
      // Due dates are Malaysian days: 07:00 in Kuala Lumpur is the previous day in UTC.
      due_date: new Date(now.getTime() + MYT_OFFSET_MS + i * 30 * DAY_MS).toISOString().slice(0, 10),
      amount: senToMyr(amount),
    })),
  }
}
