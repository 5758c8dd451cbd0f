// The pages whose first screen the server draws (server/http/first-screen.ts), in one module the server
// loads once. Each is drawn in the visitor's language: activated just before a synchronous render, so no
// other request's language can come between.
import type { Language } from '@/contract/languages.ts'
import type { PublicBill } from '@/contract/payments.ts'
import { t } from '@/i18n/i18n.ts'
import { activateOnServer } from '@/i18n/server-catalogs.ts'
import { formatMyr } from '@/lib/money.ts'
import { renderBillFirstScreen } from '@/pay/first-screen.tsx'

export { renderStoreFirstScreen } from '@/storefront/first-screen.tsx'

export function drawBill(bill: PublicBill, language: Language): { title: string; html: string } {
  activateOnServer(language)
  return {
    title: t('pay.page_title', { amount: formatMyr(bill.amount), merchant: bill.merchant_name }),
    html: renderBillFirstScreen(bill),
  }
}
