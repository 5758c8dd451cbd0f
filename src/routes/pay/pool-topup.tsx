import { createFileRoute } from '@tanstack/react-router'
import { TopupRoute } from '@/pay/topup-page.tsx'
import { loadTopup } from '@/pay/topup-loaders.ts'
import { TopupSearchSchema } from '@/pay/topup-search.ts'

// SPEC §2: a public top-up page (?pool_id= or ?virtual_account_no=, ?invoice_no= once opened);
// generic-topup, pool-topup and prefund-topup, under /pay and /modern-payment, render the same page.
export const Route = createFileRoute('/pay/pool-topup')({
  validateSearch: TopupSearchSchema,
  staticData: { title: 'Top Up' },
  loaderDeps: ({ search }) => search,
  loader: loadTopup,
  component: TopupRoute,
})
