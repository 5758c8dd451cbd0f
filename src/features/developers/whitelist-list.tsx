// /whitelist/datatable: the addresses and ranges calls with the merchant's keys may come from, with edit (in
// a dialog), disable/enable and delete (after a confirmation). An empty whitelist allows every address.
import { t } from '@/i18n/i18n.ts'
import { useState } from 'react'
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useDeleteWhitelistEntry, useUpdateWhitelistEntry, whitelistQueries } from '@/api/whitelist.ts'
import { DeleteDialog } from '@/app/ui/delete-dialog.tsx'
import { actionsColumn, CreateLink } from '@/app/ui/data-table-columns.tsx'
import { dateTime, StatusBadge } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { WhitelistEntry } from '@/contract/developers.ts'
import { WhitelistEditDialog } from './whitelist-edit-dialog.tsx'
import { whitelistListParams } from './list-params.ts'
import { useRoleCan } from '@/api/use-session.ts'

const route = getRouteApi('/_console/whitelist/datatable')

interface RowActions {
  canManage: boolean
  onEdit: (entry: WhitelistEntry) => void
  onToggle: (entry: WhitelistEntry) => void
  onDelete: (entry: WhitelistEntry) => void
}

function columns({ canManage, onEdit, onToggle, onDelete }: RowActions): DataColumn<WhitelistEntry>[] {
  const list: DataColumn<WhitelistEntry>[] = [
    {
      id: 'address',
      header: t('Address'),
      cell: (entry) => (
        <Text as="span" fontFamily="mono" wordBreak="break-all">
          {entry.address}
        </Text>
      ),
    },
    {
      id: 'version',
      header: t('Version'),
      hideBelow: 'sm',
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the protocol's name (IPv4, IPv6)
      cell: (entry) => `IPv${entry.ip_version}`,
    },
    { id: 'label', header: t('Label'), hideBelow: 'md', cell: (entry) => entry.label ?? '—' },
    { id: 'status', header: t('Status'), cell: (entry) => <StatusBadge status={entry.status} /> },
    { id: 'updated_at', header: t('Updated'), hideBelow: 'lg', cell: (entry) => dateTime(entry.updated_at) },
  ]
  if (!canManage) return list
  return [
    ...list,
    actionsColumn((entry) => (
      <HStack gap="1" justify="flex-end" wrap="wrap">
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('Edit {address}', { address: entry.address })}
          onClick={() => onEdit(entry)}
        >
          {t('Edit')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          aria-label={
            entry.status === 'active'
              ? t('Disable {address}', { address: entry.address })
              : t('Enable {address}', { address: entry.address })
          }
          onClick={() => onToggle(entry)}
        >
          {entry.status === 'active' ? t('Disable') : t('Enable')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t('Delete {address}', { address: entry.address })}
          onClick={() => onDelete(entry)}
        >
          {t('Delete')}
        </Button>
      </HStack>
    )),
  ]
}

export function WhitelistList() {
  const search = route.useSearch()
  const { table } = useListSearch(search, route.useNavigate())
  const query = useQuery(whitelistQueries.list(whitelistListParams(search)))
  const canManage = useRoleCan('settings')
  const update = useUpdateWhitelistEntry()
  const remove = useDeleteWhitelistEntry()
  const [editing, setEditing] = useState<WhitelistEntry | null>(null)
  const [deleting, setDeleting] = useState<WhitelistEntry | null>(null)
  const empty = query.data?.total === 0

  const toggle = (entry: WhitelistEntry) => {
    const status = entry.status === 'active' ? 'disabled' : 'active'
    update.mutate(
      { id: entry.id, change: { status } },
      {
        onSuccess: (saved) =>
          notify(status === 'active' ? t('Entry enabled') : t('Entry disabled'), 'success', saved.address),
      },
    )
  }

  return (
    <Stack gap="4">
      <Alert.Root status={empty ? 'warning' : 'info'} data-testid="whitelist-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {empty
              ? t('Your whitelist is empty: calls with your API keys are allowed from any address.')
              : t('Calls with your API keys are allowed only from the active addresses below.')}
          </Alert.Title>
          <Alert.Description>
            {t(
              'Disabled entries allow nothing; with no active entry, every address is allowed again. Console logins are never checked.',
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <DataTable
        label={t('IP whitelist')}
        columns={columns({ canManage, onEdit: setEditing, onToggle: toggle, onDelete: setDeleting })}
        query={query}
        {...table}
        create={canManage ? <CreateLink to="/whitelist/new">{t('Add address')}</CreateLink> : undefined}
        empty={{
          title: t('No addresses yet'),
          description: canManage
            ? t('Add the addresses of the servers that call with your keys.')
            : t('An owner or administrator of this account manages the whitelist.'),
        }}
      />
      <WhitelistEditDialog entry={editing} onClose={() => setEditing(null)} />
      <DeleteDialog
        record={deleting}
        title={t('Delete this entry?')}
        description={(entry) =>
          t(
            'Calls with your keys from {address} are refused once it is gone, unless the whitelist is then empty.',
            { address: entry.address },
          )
        }
        confirmLabel={t('Delete entry')}
        remove={remove}
        onDeleted={(entry) => notify(t('Whitelist entry deleted'), 'success', entry.address)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
