// Wording of a bulk send's result for the toast.
import type { SendLinksResult } from '@/api/bills.ts'
import { t } from '@/i18n/i18n.ts'

/** "2 sent"; "1 sent, 2 skipped: The bill has no payer phone". */
export function sendLinksSummary(result: SendLinksResult): string {
  const sent = t('{sent} sent', { sent: result.sent })
  if (result.skipped.length === 0) return sent
  const reasons = [...new Set(result.skipped.map((skip) => skip.reason))].join('; ')
  return t('{sent}, {skipped} skipped: {reasons}', { sent, skipped: result.skipped.length, reasons })
}
