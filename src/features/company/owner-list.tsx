// /business-owner-details/datatable: the directors and shareholders, and how much of the business they hold.
import { t } from '@/i18n/i18n.ts'
import { Badge, Progress, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ownerQueries } from '@/api/business-owners.ts'
import { CreateLink, RecordLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { BusinessOwner } from '@/contract/business-owners.ts'
import { ownerListParams } from './owner-search.ts'
import { useRoleCan } from '@/api/use-session.ts'
import { idTypeWord, ownerRoleWord } from './company-words.ts'

const route = getRouteApi('/_console/business-owner-details/datatable')

const columns = (): DataColumn<BusinessOwner>[] => [
  {
    id: 'full_name',
    header: t('Name'),
    sortKey: 'full_name',
    cell: (owner) => (
      <RecordLink to="/business-owner-details/$mode/$id" id={owner.id}>
        {owner.full_name}
      </RecordLink>
    ),
  },
  { id: 'role', header: t('Role'), cell: (owner) => <Badge>{ownerRoleWord(owner.role)}</Badge> },
  {
    id: 'id_number',
    header: t('IC / passport'),
    hideBelow: 'md',
    cell: (owner) => `${idTypeWord(owner.id_type)} ${owner.id_number}`,
  },
  { id: 'nationality', header: t('Nationality'), hideBelow: 'lg', cell: (owner) => owner.nationality },
  {
    id: 'share',
    header: t('Share (of a company)'),
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
        label={t('Business owners')}
        columns={columns()}
        query={query}
        {...table}
        searchLabel={t('Search name or nationality')}
        create={
          canManage ? (
            <CreateLink to="/business-owner-details/new">{t('New business owner')}</CreateLink>
          ) : undefined
        }
        empty={{
          title: t('No directors or shareholders yet'),
          description: t('Add the people who run and own your business, with their IC or passport.'),
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
          {t('Shares held: {held}% of 100% ({remaining}% remaining)', {
            held: percent.toFixed(2),
            remaining: (100 - percent).toFixed(2),
          })}
        </Text>
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}
