// /pay/subscription-payment?invoice_no= (and its /modern-payment copy): a merchant pays Niaga for a plan
// change or a renewal (SPEC §2). The invoice says which plan and period for which account; it is paid like a
// bill through any channel (a lapsed merchant must still be able to pay Niaga) and ends on /pay/thankyou.
import { useSearch } from '@tanstack/react-router'
import { PayNotice } from './pay-states.tsx'
import { PayShell } from './pay-shell.tsx'
import { viuInvoiceNo } from './topup-links.ts'
import { ViuInvoice } from './viu-invoice.tsx'

export function SubscriptionPaymentRoute() {
  const search = useSearch({ strict: false })
  const invoiceNo = viuInvoiceNo(search)
  return (
    <PayShell>
      {invoiceNo ? (
        <ViuInvoice invoiceNo={invoiceNo} />
      ) : (
        <PayNotice title="No subscription payment to show" status="warning">
          This link has no invoice number. Please open the payment again from your subscription page.
        </PayNotice>
      )}
    </PayShell>
  )
}
