// /reports/view: generate a report (collections, payouts, self-settlements, pool movements) and the list of
// reports with their progress and downloads. A member sees the types their role may work with
// (src/contract/reports.ts REPORT_TYPE_PERMISSION).
import { Stack } from '@chakra-ui/react'
import { getRouteApi } from '@tanstack/react-router'
import { useRoleCan } from '@/api/use-session.ts'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { REPORT_TYPE_PERMISSION, REPORT_TYPES } from '@/contract/reports.ts'
import { GenerateReportForm } from './generate-report-form.tsx'
import { ReportList } from './report-list.tsx'

const route = getRouteApi('/_console/reports/view')

export function ReportsPage() {
  const search = route.useSearch()
  const controls = useListSearch(search, route.useNavigate())
  const canView = useRoleCan('view')
  const canMoney = useRoleCan('money')
  const types = REPORT_TYPES.filter((type) => (REPORT_TYPE_PERMISSION[type] === 'money' ? canMoney : canView))
  return (
    <Stack gap="6">
      <GenerateReportForm key={types.join()} types={types} />
      <ReportList search={search} controls={controls} types={types} />
    </Stack>
  )
}
