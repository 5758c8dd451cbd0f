// A bill page's first screen, rendered on the server (server/http/first-screen.ts) from the components the
// page itself uses: on a slow phone link the payer reads who is paid and how much before any JavaScript has
// arrived. The app replaces it when it starts (src/main.tsx renders into #root), with the bill it was sent
// inline, so the page does not ask for it again before showing it.
import { renderToString } from 'react-dom/server'
import { StaticFirstScreen } from '@/public-ui/static-first-screen.tsx'
import type { PublicBill } from '@/contract/payments.ts'
import { BillSummary } from './bill-summary.tsx'
import { PayFrame } from './pay-shell.tsx'
import { PayLoading } from './pay-states.tsx'
import { t } from '@/i18n/i18n.ts'

export function renderBillFirstScreen(bill: PublicBill): string {
  return renderToString(
    <StaticFirstScreen>
      <PayFrame merchant={bill.merchant}>
        <BillSummary bill={bill} />
        {bill.status === 'pending' ? <PayLoading label={t('pay.loading_methods')} /> : null}
      </PayFrame>
    </StaticFirstScreen>,
  )
}
