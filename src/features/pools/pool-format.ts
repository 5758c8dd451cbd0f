// How a pool movement's amount reads: money in with a plus, money out with a minus.
import { formatMyr } from '@/lib/money.ts'

/** "+RM 50.00" in, "-RM 12.00" out, "RM 0.00" for nothing; a dash for no amount. */
export function signedMoney(amount: string): string {
  let text: string
  try {
    text = formatMyr(amount)
  } catch {
    return '—'
  }
  return text.startsWith('-') || Number(amount) === 0 ? text : `+${text}`
}

export const isDraw = (amount: string) => amount.trim().startsWith('-')
