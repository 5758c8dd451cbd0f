// Buy now, pay later in the sandbox: a bill split into three monthly instalments.
import { senToMyr } from '../../../src/lib/money.ts'

/** Three instalments, the first today; the remainder sen goes on the first so they add up exactly. */
export function instalmentPlan(amountSen: number, now: Date) {
  const base = Math.floor(amountSen / 3)
  const first = amountSen - base * 2
  return {
    total: senToMyr(amountSen),
    instalments: [first, base, base].map((amount, i) => ({
      due_date: new Date(now.getTime() + i * 30 * 86_400_000).toISOString().slice(0, 10),
      amount: senToMyr(amount),
    })),
  }
}
