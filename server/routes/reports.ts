// Downloadable reports (SPEC §7 "Dashboards and reports"): background-task-report/generate-report-collection,
// -payout, -self-settlement and -balance-pool queue a report; the report list (a POST answering 2100, SPEC
// §9: the "tools host", which in this build is the same server), one report with its progress, and its files.
import * as v from 'valibot'
import { ResponseCode } from '../../src/contract/codes.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  GenerateReportSchema,
  REPORT_FORMATS,
  REPORT_STATUSES,
  REPORT_TYPE_LABELS,
  REPORT_TYPE_PERMISSION,
  REPORT_TYPES,
  ReportSchema,
} from '../../src/contract/reports.ts'
import { oneOfEntry, orderEntry, pageEntries } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema, UuidSchema } from '../http/validation.ts'
import { generateReport, getReport, listReports, reportFile } from '../services/reports/reports.ts'

const ReportListQuery = v.object({
  ...pageEntries(),
  ...orderEntry(),
  type: oneOfEntry('Type', REPORT_TYPES),
  status: oneOfEntry('Status', REPORT_STATUSES),
})
const FileParams = v.object({
  id: UuidSchema,
  format: v.picklist(REPORT_FORMATS, 'The format is xlsx or csv'),
})

const WHO: Record<'view' | 'money', string> = {
  view: 'Every member',
  money: 'Owners, administrators and finance',
}

export const reportRoutes = defineRoutes({ tag: 'Reports', access: 'merchant' }, (r) => {
  for (const type of REPORT_TYPES) {
    const permission = REPORT_TYPE_PERMISSION[type]
    r.add({
      id: `reports.generate${type.replace(/(^|-)(\w)/g, (_, __, ch: string) => ch.toUpperCase())}`,
      method: 'post',
      path: `/background-task-report/generate-report-${type}`,
      summary: `Queue a ${REPORT_TYPE_LABELS[type].toLowerCase()} report (XLSX and CSV) for start_date to end_date (dd-MM-yyyy, Malaysian days, both included; default 01-01-1990 to 01-01-2100). ${WHO[permission as 'view' | 'money']}`,
      description:
        'Answers the report, queued. A background job writes it and records its progress (rows_written of rows_total, percent); poll GET background-task-report/{id} or the list until it is ready or failed, then download its files.',
      permission,
      body: GenerateReportSchema,
      response: ReportSchema,
      handler: async ({ deps, caller, body }) => ({
        data: await generateReport(deps, caller, type, body),
        description: 'Report queued',
      }),
    })
  }

  r.add({
    id: 'reports.list',
    method: 'post',
    path: '/background-task-report/list',
    summary:
      'The report list, newest first, filtered by type and status; success is code 2100 (SPEC §9). A member sees only the types their role may generate',
    permission: 'view',
    query: ReportListQuery,
    response: listDataSchema(ReportSchema),
    handler: async ({ deps, caller, query }) => ({
      data: { list: await listReports(deps, caller, query) },
      code: ResponseCode.REPORT_LIST_SUCCESS,
    }),
  })

  r.add({
    id: 'reports.get',
    method: 'get',
    path: '/background-task-report/:id',
    summary: 'One report with its status and progress',
    permission: 'view',
    params: IdParamsSchema,
    response: ReportSchema,
    handler: async ({ deps, caller, params }) => ({ data: await getReport(deps, caller, params.id) }),
  })

  r.add({
    id: 'reports.download',
    method: 'get',
    path: '/background-task-report/:id/download/:format',
    summary: 'A ready report’s file, xlsx or csv (4090 while it is queued or running, or when it failed)',
    permission: 'view',
    params: FileParams,
    conflicts: true,
    download: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    handler: async ({ deps, caller, params }) => ({
      data: null,
      file: await reportFile(deps, caller, params.id, params.format),
    }),
  })
})
