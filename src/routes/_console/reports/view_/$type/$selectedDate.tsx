import { createFileRoute } from '@tanstack/react-router'
import { ReportPanel } from '@/features/dashboard/report-panel.tsx'
import { ReportViewPage } from '@/features/reports/report-view-page.tsx'

// /reports/view/{day|week|month|year}/{dd-MM-yyyy}: a bad type or date is said on the page (ReportViewPage).
export const Route = createFileRoute('/_console/reports/view_/$type/$selectedDate')({
  staticData: {
    title: 'Report',
    subtitle: 'Payments of a day, a week, a month or a year',
  },
  component: ReportViewRoute,
})

function ReportViewRoute() {
  const { type, selectedDate } = Route.useParams()
  const navigate = Route.useNavigate()
  return (
    <ReportViewPage
      type={type}
      selectedDate={selectedDate}
      onShow={(next) => void navigate({ params: next, resetScroll: false })}
      panel={(input) => <ReportPanel {...input} />}
    />
  )
}
