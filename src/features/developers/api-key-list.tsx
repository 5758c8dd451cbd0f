// /api/datatable: the merchant's API keys, searchable by name or prefix and filtered by status, with their
// row actions (view, edit, roll, revoke); below them, the way to the webhooks and the IP whitelist.
import { useState } from 'react'
import { Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { apiKeyQueries } from '@/api/api-keys.ts'
import { CreateLink } from '@/app/ui/data-table-columns.tsx'
import { DataTable } from '@/app/ui/data-table.tsx'
import { FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { KEY_STATUSES, type ApiKey } from '@/contract/developers.ts'
import { apiKeyColumns } from './api-key-columns.tsx'
import { apiKeyListParams, keyStatusFilter } from './list-params.ts'
import { DeveloperLinks } from './developer-links.tsx'
import { t } from '@/i18n/i18n.ts'
import { RevokeKeyDialog } from './revoke-key-dialog.tsx'
import { RollKeyDialog } from './roll-key-dialog.tsx'
import { useRoleCan } from '@/api/use-session.ts'

const route = getRouteApi('/_console/api/datatable')

export function ApiKeyList() {
  const search = route.useSearch()
  const navigate = useNavigate()
  const { table, change } = useListSearch(search, route.useNavigate())
  const status = keyStatusFilter(search)
  const query = useQuery(apiKeyQueries.list(apiKeyListParams(search)))
  const canManage = useRoleCan('settings')
  const [rolling, setRolling] = useState<ApiKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)

  return (
    <Stack gap="6">
      <DataTable
        label={t('API keys')}
        columns={apiKeyColumns({ canManage, onRoll: setRolling, onRevoke: setRevoking })}
        query={query}
        {...table}
        searchLabel={t('Search name or prefix')}
        filtered={Boolean(status)}
        filters={
          <FilterSelect
            {...statusChoices(KEY_STATUSES)}
            value={status}
            onChange={(next) => change({ status: next })}
          />
        }
        create={canManage ? <CreateLink to="/api/new">{t('Create key')}</CreateLink> : undefined}
        empty={{
          title: t('No API keys yet'),
          description: canManage
            ? t('A key lets your own server create bills and read payments through the API.')
            : t('An owner or administrator of this account creates API keys.'),
        }}
      />
      <DeveloperLinks />
      <RollKeyDialog
        apiKey={rolling}
        onClose={() => setRolling(null)}
        onRolled={(key) => void navigate({ to: '/api/$mode/$id', params: { mode: 'view', id: key.id } })}
      />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  )
}
