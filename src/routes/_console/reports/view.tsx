import { createFileRoute } from '@tanstack/react-router'
import { reportQueries } from '@/api/reports.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { ReportsPage } from '@/features/reports/reports-page.tsx'
import { reportListParams, ReportSearchSchema } from '@/features/reports/report-search.ts'

export const Route = createFileRoute('/_console/reports/view')({
  staticData: {
    title: 'Reports',
    subtitle: 'Collections, payouts, self-settlements and pool movements as XLSX and CSV files',
  },
  validateSearch: ReportSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(reportQueries.list(reportListParams(deps)))
  },
  component: ReportsPage,
})
