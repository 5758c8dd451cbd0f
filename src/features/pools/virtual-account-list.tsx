// /pools/eol/list2: the merchant's virtual accounts (kept in browser storage and shown at once, refreshed
// from the API), searchable by number or name and filtered by status; a number opens the account's drawer.
import { t } from '@/i18n/i18n.ts'
import { useState } from 'react'
import { Button, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { virtualAccountQueries } from '@/api/pools.ts'
import { openColumn } from '@/app/ui/data-table-columns.tsx'
import { dateTime, Detail, money } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { VIRTUAL_ACCOUNT_STATUSES, type VirtualAccount } from '@/contract/pools.ts'
import { VirtualAccountDialog } from './virtual-account-dialog.tsx'
import { VirtualAccountDrawer } from './virtual-account-drawer.tsx'
import { virtualAccountListParams } from './virtual-account-search.ts'
import { VirtualAccountStatusBadge } from './virtual-account-status.tsx'
import { poolName } from './pool-words.ts'
import { useRoleCan } from '@/api/use-session.ts'

const route = getRouteApi('/_console/pools/eol/list2')

function columns(open: (id: string) => void): DataColumn<VirtualAccount>[] {
  return [
    openColumn(
      'account_no',
      t('Account number'),
      (account) => account.account_no,
      t('Details of virtual account'),
      open,
    ),
    {
      id: 'name',
      header: t('Name'),
      cell: (account) => (
        <Stack gap="0">
          <Text fontWeight="medium">{account.name}</Text>
          {account.description ? (
            <Detail lineClamp={1} maxW="xs" whiteSpace="normal">
              {account.description}
            </Detail>
          ) : null}
        </Stack>
      ),
    },
    { id: 'pool', header: t('Pool'), hideBelow: 'md', cell: (account) => poolName(account.pool_type) },
    {
      id: 'customer',
      header: t('Customer'),
      hideBelow: 'lg',
      cell: (account) => account.customer_name ?? '—',
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (account) => <VirtualAccountStatusBadge status={account.status} />,
    },
    {
      id: 'total_received',
      header: t('Total received'),
      summary: 'amount',
      align: 'end',
      hideBelow: 'sm',
      cell: (account) => <Text whiteSpace="nowrap">{money(account.total_received)}</Text>,
    },
    {
      id: 'transfers',
      header: t('Transfers'),
      align: 'end',
      hideBelow: 'md',
      cell: (account) => account.transfers,
    },
    {
      id: 'last_transfer_at',
      header: t('Last transfer'),
      hideBelow: 'lg',
      cell: (account) => dateTime(account.last_transfer_at),
    },
  ]
}

export function VirtualAccountList() {
  const search = route.useSearch()
  const { table, change, bind } = useListSearch(search, route.useNavigate())
  const query = useQuery(virtualAccountQueries.list(virtualAccountListParams(search)))
  const [creating, setCreating] = useState(false)
  // Opening an account is not a list change: keep the page the merchant is on.
  const open = (account: string | undefined) => change({ account, skip: search.skip })
  const rows = query.data?.data ?? []
  const canManage = useRoleCan('money')
  const create = canManage ? (
    <Button size="sm" onClick={() => setCreating(true)}>
      {t('New virtual account')}
    </Button>
  ) : undefined
  return (
    <>
      <DataTable
        label={t('Virtual accounts')}
        columns={columns(open)}
        query={query}
        {...table}
        searchLabel={t('Search number or name')}
        filtered={Boolean(search.status)}
        filters={<FilterSelect {...statusChoices(VIRTUAL_ACCOUNT_STATUSES)} {...bind('status')} />}
        create={create}
        empty={{
          title: t('No virtual accounts yet'),
          description: canManage
            ? t('Create an account number per customer or purpose: transfers to it top up its pool.')
            : t('An owner, administrator or finance member of this account opens virtual accounts.'),
        }}
      />
      <VirtualAccountDrawer
        recordId={search.account}
        listed={rows.find((row) => row.id === search.account)}
        onClose={() => open(undefined)}
      />
      <VirtualAccountDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(account) => {
          setCreating(false)
          change({ account: account.id, search: undefined, status: undefined })
        }}
      />
    </>
  )
}
