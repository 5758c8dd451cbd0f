// /business-owner-details/datatable: the directors and shareholders, and how much of the business they hold.
import { Badge, Progress, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ownerQueries } from '@/api/business-owners.ts'
import { CreateLink, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { ID_TYPE_LABELS, OWNER_ROLE_LABELS, type BusinessOwner } from '@/contract/business-owners.ts'
import { ownerListParams } from './owner-search.ts'
import { useRoleCan } from '@/api/use-session.ts'

const route = getRouteApi('/_console/business-owner-details/datatable')

const COLUMNS: DataColumn<BusinessOwner>[] = [
  {
    id: 'full_name',
    header: 'Name',
    sortKey: 'full_name',
    cell: (owner) => (
      <RecordLink to="/business-owner-details/$mode/$id" id={owner.id}>
        {owner.full_name}
      </RecordLink>
    ),
  },
  { id: 'role', header: 'Role', cell: (owner) => <Badge>{OWNER_ROLE_LABELS[owner.role]}</Badge> },
  {
    id: 'id_number',
    header: 'IC / passport',
    hideBelow: 'md',
    cell: (owner) => `${ID_TYPE_LABELS[owner.id_type]} ${owner.id_number}`,
  },
  { id: 'nationality', header: 'Nationality', hideBelow: 'lg', cell: (owner) => owner.nationality },
  {
    id: 'share',
    header: 'Share',
    sortKey: 'share_percentage',
    cell: (owner) => `${owner.share_percentage.toFixed(2)}%`,
  },
]

export function OwnerList() {
  const search = route.useSearch()
  const { table } = useListSearch(search, route.useNavigate())
  const params = ownerListParams(search)
  const canManage = useRoleCan('settings')
  const query = useQuery({ ...ownerQueries.list(params), select: (data) => data.list })
  const shares = useQuery({ ...ownerQueries.list(params), select: (data) => data.allocated_percentage })
  return (
    <Stack gap="4">
      {shares.data === undefined ? null : <SharesHeld percent={shares.data} />}
      <DataTable
        label="Business owners"
        columns={COLUMNS}
        query={query}
        {...table}
        searchLabel="Search name or nationality"
        create={
          canManage ? <CreateLink to="/business-owner-details/new">New business owner</CreateLink> : undefined
        }
        empty={{
          title: 'No directors or shareholders yet',
          description: 'Add the people who run and own your business, with their IC or passport.',
        }}
      />
    </Stack>
  )
}

function SharesHeld({ percent }: { percent: number }) {
  return (
    <Progress.Root
      value={percent}
      max={100}
      maxW="md"
      size="sm"
      colorPalette={percent > 100 ? 'red' : 'brand'}
    >
      <Progress.Label mb="1">
        <Text as="span" fontSize="sm" data-testid="shares-held">
          Shares held: {percent.toFixed(2)}% of 100% ({(100 - percent).toFixed(2)}% remaining)
        </Text>
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}
