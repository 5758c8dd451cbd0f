// /pay/subscription-payment?invoice_no= (and its /modern-payment copy): a merchant pays Niaga for a plan
// change or a renewal (SPEC §2). The invoice says which plan and period for which account; it is paid like a
// bill through any channel (a lapsed merchant must still be able to pay Niaga) and ends on /pay/thankyou.
import { useSearch } from '@tanstack/react-router'
import { PayNotice } from './pay-states.tsx'
import { PayShell } from './pay-shell.tsx'
import { linkedInvoiceNo } from './topup-links.ts'
import { TopupOrSubscriptionPayment } from './topup-or-subscription-payment.tsx'
import { useT } from '@/i18n/use-t.ts'

export function SubscriptionPaymentRoute() {
  const t = useT()
  const search = useSearch({ strict: false })
  const invoiceNo = linkedInvoiceNo(search)
  return (
    <PayShell>
      {invoiceNo ? (
        <TopupOrSubscriptionPayment invoiceNo={invoiceNo} />
      ) : (
        <PayNotice title={t('subscription.no_invoice_title')} status="warning" level="h1">
          {t('subscription.no_invoice_text')}
        </PayNotice>
      )}
    </PayShell>
  )
}
