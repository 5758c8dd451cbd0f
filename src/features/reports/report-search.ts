// /reports/view's search params: the list's page and its type and status filters.
import * as v from 'valibot'
import type { ReportListParams } from '@/api/reports.ts'
import { choiceParam, listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { REPORT_STATUSES, REPORT_TYPES } from '@/contract/reports.ts'

export const ReportSearchSchema = v.object({
  ...listSearchEntries(['created_at']),
  type: choiceParam(REPORT_TYPES),
  status: choiceParam(REPORT_STATUSES),
})
export type ReportSearch = v.InferOutput<typeof ReportSearchSchema>

export function reportListParams(search: ReportSearch): ReportListParams {
  const { skip, limit, order } = resolveList(search)
  return { skip, limit, order, type: search.type, status: search.status }
}
