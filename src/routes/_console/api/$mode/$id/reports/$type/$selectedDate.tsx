import { createFileRoute, redirect } from '@tanstack/react-router'
import { apiKeyQueries } from '@/api/api-keys.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { USAGE_REPORT_TYPES } from '@/contract/developers.ts'
import { ApiKeyReportPage } from '@/features/developers/api-key-report-page.tsx'

// /api/{mode}/{id}/reports/{day|week|month|year}/{dd-MM-yyyy}: anything else is the 404 page.
export const Route = createFileRoute('/_console/api/$mode/$id/reports/$type/$selectedDate')({
  staticData: { title: 'API key report' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  // Checked in the loader, which loads with the page: route definitions load with the console's first screen.
  loader: ({ context, params }) => {
    const type = USAGE_REPORT_TYPES.find((known) => known === params.type)
    if (!type || !/^\d\d-\d\d-\d{4}$/.test(params.selectedDate))
      throw redirect({ to: '/error-404', replace: true })
    void context.queryClient.prefetchQuery(apiKeyQueries.detail(params.id))
    void context.queryClient.prefetchQuery(apiKeyQueries.report(params.id, type, params.selectedDate))
  },
  component: ApiKeyReportPage,
})
