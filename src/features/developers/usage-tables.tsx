// A period's usage broken down: by operation (what was called) and by response code (how it ended).
import { t } from '@/i18n/i18n.ts'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { ApiKeyReport } from '@/contract/developers.ts'
import { formatCount } from '@/lib/numbers.ts'
import { latency, responseCodeLabel } from './usage-format.ts'

type Operation = ApiKeyReport['operations'][number]
type Outcome = ApiKeyReport['outcomes'][number]

// Made when a table draws, in the reader's language.
const operationColumns = (): PlainColumn<Operation>[] => [
  {
    header: t('Operation'),
    cell: (row) => row.operation,
    cellProps: { fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-all' },
  },
  { header: t('Calls'), align: 'end', cell: (row) => formatCount(row.calls) },
  { header: t('Errors'), align: 'end', cell: (row) => formatCount(row.errors) },
  { header: t('Mean time'), align: 'end', hideBelow: 'sm', cell: (row) => latency(row.avg_latency_ms) },
  { header: t('Longest time'), align: 'end', hideBelow: 'md', cell: (row) => latency(row.max_latency_ms) },
]

const outcomeColumns = (): PlainColumn<Outcome>[] => [
  { header: t('Response code'), cell: (row) => responseCodeLabel(row.response_code) },
  { header: t('Calls'), align: 'end', cell: (row) => formatCount(row.calls) },
]

export function OperationsTable({ operations, caption }: { operations: Operation[]; caption: string }) {
  return (
    <PlainTable
      aria-label={caption}
      data-testid="usage-operations"
      framing="box"
      empty={t('No calls in this period.')}
      columns={operationColumns()}
      rows={operations}
      rowKey={(row) => row.operation}
    />
  )
}

export function OutcomesTable({ outcomes }: { outcomes: Outcome[] }) {
  return (
    <PlainTable
      aria-label={t('Calls by response code')}
      data-testid="usage-outcomes"
      framing="box"
      empty={t('No calls in this period.')}
      columns={outcomeColumns()}
      rows={outcomes}
      rowKey={(row) => String(row.response_code)}
    />
  )
}
