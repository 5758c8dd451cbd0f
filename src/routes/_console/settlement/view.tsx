import { createFileRoute } from '@tanstack/react-router'
import { settlementQueries } from '@/api/settlements.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { SettlementPage } from '@/features/settlements/settlement-page.tsx'
import {
  settlementListDeps,
  settlementListParams,
  SettlementSearchSchema,
} from '@/features/settlements/settlement-search.ts'

export const Route = createFileRoute('/_console/settlement/view')({
  staticData: {
    title: 'Settlements',
    subtitle: 'Paid money reaching your available balance, channel by channel, on its settlement day',
  },
  validateSearch: SettlementSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  // The open settlement is not part of the list: opening it must not refetch the page.
  loaderDeps: ({ search }) => settlementListDeps(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(settlementQueries.list(settlementListParams(deps)))
    void context.queryClient.prefetchQuery(settlementQueries.balance())
  },
  component: SettlementPage,
})
