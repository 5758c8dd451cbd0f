// Admin › Audit log: every admin action, newest first — who, what, when and from where — filterable by actor
// (the search box), action and dates. Read-only: nobody can change it (src/contract/admin.ts).
import { Box, Code, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { adminQueries } from '@/api/admin.ts'
import { dateTimeColumn, monoColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { AUDIT_ACTION_FILTERS, type AuditLog } from '@/contract/admin.ts'
import { Detail } from '@/app/ui/data-table-cells.tsx'
import { auditLogParams } from './admin-search.ts'

const route = getRouteApi('/_console/admin/audit-log')
const ACTION_VALUES = AUDIT_ACTION_FILTERS.map(([value]) => value)
type ActionFilter = (typeof ACTION_VALUES)[number]

const COLUMNS: DataColumn<AuditLog>[] = [
  dateTimeColumn('occurred_at', 'When', (row) => row.occurred_at, { sortKey: 'created_at', nowrap: true }),
  {
    id: 'actor',
    header: 'Who',
    cell: (row) => (
      <>
        <Text>{row.actor_email}</Text>
        <Detail>
          in {row.account_name}
          {row.admin_account_id && row.admin_account_id !== row.account_id ? ' (support)' : ''}
        </Detail>
      </>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    cell: (row) => (
      <>
        <Code size="sm">{row.action}</Code>
        <Detail>
          {row.target_type}
          {row.target_id ? ` ${row.target_id.slice(0, 8)}…` : ''}
        </Detail>
      </>
    ),
  },
  {
    id: 'summary',
    header: 'Change',
    hideBelow: 'md',
    cell: (row) =>
      Object.keys(row.summary).length === 0 ? (
        '—'
      ) : (
        <Box as="details" maxW="sm">
          <Box as="summary" cursor="pointer" fontSize="sm">
            Details
          </Box>
          <Box as="pre" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" mt="1">
            {JSON.stringify(row.summary, null, 2)}
          </Box>
        </Box>
      ),
  },
  monoColumn('from', 'From', (row) => row.ip, {
    hideBelow: 'lg',
    fontSize: 'sm',
    detail: (row) => (
      <Detail lineClamp={1} maxW="48" title={row.user_agent}>
        {row.user_agent || '—'}
      </Detail>
    ),
  }),
]

export function AuditLogList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate(), {
    defaults: { sort: 'created_at', order: 'desc' },
  })
  const query = useQuery(adminQueries.auditLogs(auditLogParams(search)))
  const action = bind('action')
  return (
    <DataTable
      label="Audit log"
      columns={COLUMNS}
      query={query}
      {...table}
      searchLabel="Search actor email"
      filtered={Boolean(search.action || search.from || search.to)}
      filters={
        <>
          <FilterSelect<ActionFilter>
            {...filterOf('Action', 'All actions', AUDIT_ACTION_FILTERS)}
            value={ACTION_VALUES.find((value) => value === action.value)}
            onChange={(value) => action.onChange(value)}
          />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      empty={{
        title: 'No admin actions yet',
        description: 'Admin changes and account switches appear here.',
      }}
    />
  )
}
