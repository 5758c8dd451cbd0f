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
import { t, type ConsoleText } from '@/i18n/i18n.ts'
import { auditLogParams } from './admin-search.ts'

const route = getRouteApi('/_console/admin/audit-log')
const ACTION_VALUES = AUDIT_ACTION_FILTERS.map(([value]) => value)
type ActionFilter = (typeof ACTION_VALUES)[number]

/** The action filter's words (src/contract/admin.ts names the same groups in English). */
const ACTION_WORDS: Record<ActionFilter, ConsoleText> = {
  'accounts.switch': 'Account switches',
  accounts: 'Accounts',
  subscriptions: 'Subscription plans',
  subscriptionHistories: 'Subscription histories',
  users: 'Users',
  invitations: 'Invitations',
}

const actionChoice = () =>
  filterOf(
    t('Action'),
    t('All actions'),
    ACTION_VALUES.map((value) => [value, t(ACTION_WORDS[value])] as const),
  )

const columns = (): DataColumn<AuditLog>[] => [
  dateTimeColumn('occurred_at', t('When'), (row) => row.occurred_at, { sortKey: 'created_at', nowrap: true }),
  {
    id: 'actor',
    header: t('Who'),
    cell: (row) => (
      <>
        <Text>{row.actor_email}</Text>
        <Detail>
          {row.admin_account_id && row.admin_account_id !== row.account_id
            ? t('in {account} (support)', { account: row.account_name })
            : t('in {account}', { account: row.account_name })}
        </Detail>
      </>
    ),
  },
  {
    id: 'action',
    header: t('Action'),
    cell: (row) => (
      <>
        <Code size="sm">{row.action}</Code>
        <Detail>
          {row.target_type}
          {/* The start of a record's id: machine text, like a whole one (Mono), never translated. */}
          {row.target_id ? (
            <>
              {' '}
              <span translate="no">{row.target_id.slice(0, 8)}…</span>
            </>
          ) : null}
        </Detail>
      </>
    ),
  },
  {
    id: 'summary',
    header: t('Change'),
    hideBelow: 'md',
    cell: (row) =>
      Object.keys(row.summary).length === 0 ? (
        '—'
      ) : (
        <Box as="details" maxW="sm">
          <Box as="summary" cursor="pointer" fontSize="sm">
            {t('Details')}
          </Box>
          <Box as="pre" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" mt="1">
            {JSON.stringify(row.summary, null, 2)}
          </Box>
        </Box>
      ),
  },
  monoColumn('from', t('From'), (row) => row.ip, {
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
      label={t('Audit log')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search actor email')}
      filtered={Boolean(search.action || search.from || search.to)}
      filters={
        <>
          <FilterSelect<ActionFilter>
            {...actionChoice()}
            value={ACTION_VALUES.find((value) => value === action.value)}
            onChange={(value) => action.onChange(value)}
          />
          <DayRangeFilter from={bind('from')} to={bind('to')} />
        </>
      }
      empty={{
        title: t('No admin actions yet'),
        description: t('Admin changes and account switches appear here.'),
      }}
    />
  )
}
