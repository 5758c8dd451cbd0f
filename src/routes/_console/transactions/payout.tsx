import { createFileRoute } from '@tanstack/react-router'
import { introducerQueries } from '@/api/introducer.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { payoutListDeps, payoutListParams, PayoutSearchSchema } from '@/app/ui/payout-search.ts'
import { requireIntroducer } from '@/app/shell/portal.ts'
import { BankAccountList } from '@/features/bank-accounts/bank-account-list.tsx'
import { CommissionBalance } from '@/features/introducer/commission-balance.tsx'
import { IntroducerPayoutPage } from '@/features/introducer/payout-list.tsx'
import { PayoutDrawer } from '@/features/payouts/payout-drawer.tsx'
import { RequestPayoutDialog } from '@/features/payouts/request-payout-dialog.tsx'

// SPEC §2 introducer variant: the introducer's payouts of its commission, through the money-out flow every
// account uses (its bank accounts, "Request payout").
export const Route = createFileRoute('/_console/transactions/payout')({
  staticData: {
    title: 'Payout transactions',
    subtitle: 'Your available commission paid out to your verified bank account',
  },
  beforeLoad: requireIntroducer,
  validateSearch: PayoutSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  // The open payout is not part of the list: opening it must not refetch the page.
  loaderDeps: ({ search }) => payoutListDeps(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(introducerQueries.me())
    if (deps.tab !== 'banks')
      void context.queryClient.prefetchQuery(introducerQueries.payouts(payoutListParams(deps)))
  },
  component: PayoutTransactionsPage,
})

// The page is made of the payouts with the commission, the bank accounts, the payout request and its
// timeline.
function PayoutTransactionsPage() {
  return (
    <IntroducerPayoutPage
      balance={<CommissionBalance />}
      banks={(table) => <BankAccountList {...table} />}
      requestPayout={(props) => <RequestPayoutDialog {...props} />}
      drawer={(payoutId, onClose) => <PayoutDrawer recordId={payoutId} onClose={onClose} />}
    />
  )
}
