// Downloadable reports (SPEC §7: background-task-report/generate-report-{collection,payout,self-settlement,
// balance-pool}; the report list answers 2100, SPEC §9's "tools host", the same server in this build).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import {
  isReportUnfinished,
  type Report,
  type ReportFormat,
  type ReportStatus,
  type ReportType,
} from '@/contract/reports.ts'
import { apiData, apiDownload, REPORT_LIST_SUCCESS_CODES } from './client.ts'

export type ReportListParams = {
  skip: number
  limit: number
  order?: 'asc' | 'desc' | undefined
  type?: ReportType | undefined
  status?: ReportStatus | undefined
}

export const reportKeys = {
  all: ['background-task-report'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (params: ReportListParams) => [...reportKeys.lists(), params] as const,
}

/** How often the list asks again while a report is queued or running. */
export const REPORT_POLL_MS = 1500

export const reportQueries = {
  list: (params: ReportListParams) =>
    queryOptions({
      queryKey: reportKeys.list(params),
      staleTime: 0,
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<Report>>('POST', 'background-task-report/list', {
            query: params,
            signal,
            successCodes: REPORT_LIST_SUCCESS_CODES,
          })
        ).list,
      placeholderData: keepPreviousData,
      // Poll while any report on the page is unfinished; stop once all are ready or failed.
      refetchInterval: (query) =>
        query.state.data?.data.some((report) => isReportUnfinished(report.status)) ? REPORT_POLL_MS : false,
    }),
}

export function useGenerateReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      type,
      start_date,
      end_date,
    }: {
      type: ReportType
      start_date: string
      end_date: string
    }) =>
      apiData<Report>('POST', `background-task-report/generate-report-${type}`, {
        body: { start_date, end_date },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.lists() }),
  })
}

/** A ready report's XLSX or CSV, named as the server says. */
export function downloadReport(report: Report, format: ReportFormat) {
  return apiDownload(
    'GET',
    `background-task-report/${encodeURIComponent(report.id)}/download/${format}`,
    `${report.filename}.${format}`,
  )
}
