import { createFileRoute } from '@tanstack/react-router'
import { bankQueries } from '@/api/banks.ts'
import { payoutQueries } from '@/api/payouts.ts'
import { settlementQueries } from '@/api/settlements.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import {
  bankListParams,
  payoutListDeps,
  payoutListParams,
  PayoutSearchSchema,
} from '@/app/ui/payout-search.ts'
import { BankAccountList } from '@/features/bank-accounts/bank-account-list.tsx'
import { PayoutPage } from '@/features/payouts/payout-page.tsx'
import { BalanceSummary } from '@/features/settlements/balance-summary.tsx'

export const Route = createFileRoute('/_console/payout/view')({
  staticData: {
    title: 'Payouts',
    subtitle: 'Your available balance paid out to your verified bank account',
  },
  validateSearch: PayoutSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  // The open payout is not part of the list: opening it must not refetch the page.
  loaderDeps: ({ search }) => payoutListDeps(search),
  loader: ({ context, deps }) => {
    if (deps.tab === 'banks') void context.queryClient.prefetchQuery(bankQueries.list(bankListParams(deps)))
    else void context.queryClient.prefetchQuery(payoutQueries.list(payoutListParams(deps)))
    void context.queryClient.prefetchQuery(settlementQueries.balance())
  },
  component: PayoutViewPage,
})

// The page is made of three areas: the payouts, the balance (settlements) and the bank accounts.
function PayoutViewPage() {
  return (
    <PayoutPage
      balance={<BalanceSummary figures={['pending', 'reserve', 'available', 'in_transit']} />}
      banks={(table) => <BankAccountList {...table} />}
    />
  )
}
