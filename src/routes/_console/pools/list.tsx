import { createFileRoute } from '@tanstack/react-router'
import { poolQueries } from '@/api/pools.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { PoolPage } from '@/features/pools/pool-page.tsx'
import { poolMovementParams, PoolSearchSchema } from '@/features/pools/pool-search.ts'

export const Route = createFileRoute('/_console/pools/list')({
  staticData: {
    title: 'Master virtual accounts',
    subtitle:
      'Money you put in ahead of time, kept apart from your sales: top-ups, transfers and what draws on it',
  },
  validateSearch: PoolSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(poolQueries.balance())
    void context.queryClient.prefetchQuery(poolQueries.movements(poolMovementParams(deps)))
  },
  component: PoolPage,
})
