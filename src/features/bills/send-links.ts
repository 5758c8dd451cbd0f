// Wording of a bulk send's result for the toast.
import type { SendLinksResult } from '@/api/bills.ts'

/** "2 sent"; "1 sent, 2 skipped: The bill has no payer phone". */
export function sendLinksSummary(result: SendLinksResult): string {
  const sent = `${result.sent} sent`
  if (result.skipped.length === 0) return sent
  const reasons = [...new Set(result.skipped.map((skip) => skip.reason))].join('; ')
  return `${sent}, ${result.skipped.length} skipped: ${reasons}`
}
