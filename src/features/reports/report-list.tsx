// Every report of the account (of the types the member may see): type, range, size and status. Queued and
// running reports show their progress, and the list asks again every moment while any is unfinished; a ready
// report offers its XLSX and CSV, a failed one says why.
import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { downloadReport, reportQueries } from '@/api/reports.ts'
import { createdColumn } from '@/app/ui/data-table-columns.tsx'
import { StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { useFileDownload } from '@/app/widgets/use-file-download.ts'
import type { ListSearchControls } from '@/app/ui/use-list-search.ts'
import {
  REPORT_FORMATS,
  REPORT_STATUSES,
  type Report,
  type ReportFormat,
  type ReportType,
} from '@/contract/reports.ts'
import { fileSize, progressText, reportTypeLabel } from './report-format.ts'
import { reportListParams, type ReportSearch } from './report-search.ts'
import { t } from '@/i18n/i18n.ts'

function ReportStatus({ report }: { report: Report }) {
  if (report.status === 'queued' || report.status === 'running')
    return (
      <Progress.Root value={report.status === 'queued' ? null : report.percent} size="sm" minW="36" maxW="56">
        <Progress.Label mb="1" fontSize="xs" fontWeight="normal">
          {progressText(report)}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    )
  if (report.status === 'failed')
    return (
      <Stack gap="1" align="start">
        <StatusBadge status="failed" />
        <Text fontSize="xs" color="fg.error">
          {report.error}
        </Text>
      </Stack>
    )
  return <StatusBadge status="ready" colorPalette="green" />
}

function DownloadButtons({
  report,
  pending,
  onDownload,
}: {
  report: Report
  pending: string | null
  onDownload: (format: ReportFormat) => void
}) {
  if (report.status !== 'ready') return null
  return (
    <HStack gap="2">
      {REPORT_FORMATS.map((format) => (
        <Button
          key={format}
          size="xs"
          variant="outline"
          loading={pending === `${report.id}:${format}`}
          onClick={() => onDownload(format)}
          aria-label={t('Download {report} report {from} to {to} as {format}', {
            report: reportTypeLabel(report.type),
            from: report.start_date,
            to: report.end_date,
            format: format.toUpperCase(),
          })}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </HStack>
  )
}

function columns(
  pending: string | null,
  download: (report: Report, format: ReportFormat) => void,
): DataColumn<Report>[] {
  return [
    { id: 'type', header: t('Report'), cell: (report) => reportTypeLabel(report.type) },
    {
      id: 'range',
      header: t('Range'),
      cell: (report) => (
        <Text whiteSpace="nowrap">
          {t('{from} to {to}', { from: report.start_date, to: report.end_date })}
        </Text>
      ),
    },
    { id: 'status', header: t('Status'), cell: (report) => <ReportStatus report={report} /> },
    {
      id: 'size',
      header: t('Size'),
      hideBelow: 'md',
      align: 'end',
      cell: (report) =>
        report.status === 'ready' ? (
          <Stack gap="0" fontSize="xs" whiteSpace="nowrap">
            <Text>{t('{rows} rows', { rows: report.rows_total?.toLocaleString('en-MY') ?? '' })}</Text>
            <Text color="fg.muted">
              {'XLSX'} {fileSize(report.xlsx_bytes)} · {'CSV'} {fileSize(report.csv_bytes)}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    },
    createdColumn(t('Requested'), 'lg'),
    {
      id: 'download',
      header: t('Download'),
      cell: (report) => (
        <DownloadButtons
          report={report}
          pending={pending}
          onDownload={(format) => download(report, format)}
        />
      ),
    },
  ]
}

interface ReportListProps {
  search: ReportSearch
  controls: ListSearchControls<ReportSearch>
  types: readonly ReportType[]
}

export function ReportList({ search, controls, types }: ReportListProps) {
  const query = useQuery(reportQueries.list(reportListParams(search)))
  const { pending, download } = useFileDownload<string>()
  const { table, bind } = controls
  return (
    <DataTable
      label={t('Reports')}
      columns={columns(pending, (report, format) =>
        download(`${report.id}:${format}`, () => downloadReport(report, format)),
      )}
      query={query}
      {...table}
      filtered={Boolean(search.type || search.status)}
      filters={
        <>
          {types.length > 1 ? (
            <FilterSelect
              {...filterOf(
                t('Report'),
                t('All reports'),
                types.map((type) => [type, reportTypeLabel(type)] as const),
              )}
              {...bind('type')}
            />
          ) : null}
          <FilterSelect {...statusChoices(REPORT_STATUSES)} {...bind('status')} />
        </>
      }
      empty={{
        title: t('No reports yet'),
        description: t('Generate a report above: it appears here with its progress, then its downloads.'),
      }}
    />
  )
}
