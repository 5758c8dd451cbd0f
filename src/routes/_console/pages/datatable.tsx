import { createFileRoute } from '@tanstack/react-router'
import { pageQueries } from '@/api/pages.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { PageList } from '@/features/pages/page-list.tsx'
import { pageListParams, PageListSearchSchema } from '@/features/pages/page-search.ts'

export const Route = createFileRoute('/_console/pages/datatable')({
  staticData: { title: 'Pages', subtitle: 'Terms, policies and other pages for your shoppers and payers' },
  validateSearch: PageListSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(pageQueries.list(pageListParams(deps))),
  component: PageList,
})
