import { createFileRoute } from '@tanstack/react-router'
import { settlementQueries } from '@/api/settlements.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { SelfSettlementPage } from '@/features/settlements/self-settlement-page.tsx'
import {
  settlementListDeps,
  settlementListParams,
  SettlementSearchSchema,
} from '@/features/settlements/settlement-search.ts'

export const Route = createFileRoute('/_console/payout/self-settlement')({
  staticData: {
    title: 'Self-settlement',
    subtitle: 'Settle pending money now, for a fee, instead of waiting for its settlement day',
  },
  validateSearch: SettlementSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => settlementListDeps(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(settlementQueries.list(settlementListParams(deps, 'self')))
    void context.queryClient.prefetchQuery(settlementQueries.quote(undefined))
  },
  component: SelfSettlementPage,
})
