// A period's usage broken down: by operation (what was called) and by response code (how it ended).
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import type { ApiKeyReport } from '@/contract/developers.ts'
import { formatCount } from '@/lib/numbers.ts'
import { latency, responseCodeLabel } from './usage-format.ts'

type Operation = ApiKeyReport['operations'][number]
type Outcome = ApiKeyReport['outcomes'][number]

const OPERATION_COLUMNS: PlainColumn<Operation>[] = [
  {
    header: 'Operation',
    cell: (row) => row.operation,
    cellProps: { fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-all' },
  },
  { header: 'Calls', align: 'end', cell: (row) => formatCount(row.calls) },
  { header: 'Errors', align: 'end', cell: (row) => formatCount(row.errors) },
  { header: 'Mean time', align: 'end', hideBelow: 'sm', cell: (row) => latency(row.avg_latency_ms) },
  { header: 'Longest time', align: 'end', hideBelow: 'md', cell: (row) => latency(row.max_latency_ms) },
]

const OUTCOME_COLUMNS: PlainColumn<Outcome>[] = [
  { header: 'Response code', cell: (row) => responseCodeLabel(row.response_code) },
  { header: 'Calls', align: 'end', cell: (row) => formatCount(row.calls) },
]

export function OperationsTable({ operations, caption }: { operations: Operation[]; caption: string }) {
  return (
    <PlainTable
      aria-label={caption}
      data-testid="usage-operations"
      framing="box"
      empty="No calls in this period."
      columns={OPERATION_COLUMNS}
      rows={operations}
      rowKey={(row) => row.operation}
    />
  )
}

export function OutcomesTable({ outcomes }: { outcomes: Outcome[] }) {
  return (
    <PlainTable
      aria-label="Calls by response code"
      data-testid="usage-outcomes"
      framing="box"
      empty="No calls in this period."
      columns={OUTCOME_COLUMNS}
      rows={outcomes}
      rowKey={(row) => String(row.response_code)}
    />
  )
}
