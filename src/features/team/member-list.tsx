// The account's members: name and email, role, active or deactivated, and for managers the changes —
// role (dialog), deactivate or reactivate, remove (each destructive one after a confirmation). A refused
// change shows its description and code above the list (SPEC §8's user-update alert).
import { useState, type ReactNode } from 'react'
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { teamQueries, useCurrentUser, useRemoveMember, useUpdateMember } from '@/api/team.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { day, Detail } from '@/app/ui/data-table-cells.tsx'
import { actionsColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { resolveList } from '@/app/ui/list-search.ts'
import { roleWord } from '@/app/ui/role-words.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import type { Member } from '@/contract/users.ts'
import { RefusalAlert } from '@/app/widgets/refusal-alert.tsx'
import { RoleDialog } from './role-dialog.tsx'
import { t } from '@/i18n/i18n.ts'

const route = getRouteApi('/_console/settings/team')
const DEFAULTS = { sort: 'full_name', order: 'asc' } as const

type Pending = { member: Member; action: 'deactivate' | 'remove' }

function columns(
  me: string | undefined,
  act: { role: (m: Member) => void; confirm: (p: Pending) => void; reactivate: (m: Member) => void },
): DataColumn<Member>[] {
  return [
    {
      id: 'name',
      header: t('Member'),
      cell: (member) => (
        <>
          <Text fontWeight="medium">
            {member.full_name}{' '}
            {member.id === me ? (
              <Badge size="sm" colorPalette="blue">
                {t('You')}
              </Badge>
            ) : null}
          </Text>
          <Detail wordBreak="break-all">{member.email}</Detail>
        </>
      ),
    },
    {
      id: 'role',
      header: t('Role'),
      cell: (member) => (
        <Badge colorPalette={member.role_code === 'owner' ? 'purple' : 'gray'}>
          {roleWord(member.role_code, member.role_name)}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      hideBelow: 'sm',
      cell: (member) => (
        <Badge colorPalette={member.status === 'active' ? 'green' : 'red'}>
          {member.status === 'active' ? t('Active') : t('Deactivated')}
        </Badge>
      ),
    },
    { id: 'joined', header: t('Joined'), hideBelow: 'lg', cell: (member) => day(member.joined_at) },
    actionsColumn((member) => (
      <HStack gap="1" justify="flex-end" wrap="wrap">
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('Change role of {name}', { name: member.full_name })}
          onClick={() => act.role(member)}
        >
          {t('Change role')}
        </Button>
        {member.id === me ? null : member.status === 'active' ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={t('Deactivate {name}', { name: member.full_name })}
            onClick={() => act.confirm({ member, action: 'deactivate' })}
          >
            {t('Deactivate')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            aria-label={t('Reactivate {name}', { name: member.full_name })}
            onClick={() => act.reactivate(member)}
          >
            {t('Reactivate')}
          </Button>
        )}
        {member.id === me ? null : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t('Remove {name}', { name: member.full_name })}
            onClick={() => act.confirm({ member, action: 'remove' })}
          >
            {t('Remove')}
          </Button>
        )}
      </HStack>
    )),
  ]
}

export function MemberList({ create }: { create: ReactNode }) {
  const search = route.useSearch()
  const { table } = useListSearch(search, route.useNavigate(), { defaults: DEFAULTS })
  const list = resolveList(search, DEFAULTS)
  const query = useQuery(teamQueries.members({ skip: list.skip, limit: list.limit, search: list.search }))
  const me = useCurrentUser()?.id
  const update = useUpdateMember()
  const remove = useRemoveMember()
  const [editing, setEditing] = useState<Member | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const refusal = update.error ?? remove.error

  const reactivate = (member: Member) =>
    update.mutate(
      { id: member.id, change: { record_status_id: 1 } },
      {
        onSuccess: () =>
          notify(
            t('Member reactivated'),
            'success',
            t('{name} can log in to this account again.', { name: member.full_name }),
          ),
      },
    )

  const confirm = () => {
    if (!pending) return
    const { member, action } = pending
    const done = { onSettled: () => setPending(null) }
    if (action === 'remove')
      remove.mutate(member.id, {
        ...done,
        onSuccess: () => notify(t('Member removed'), 'success', member.full_name),
      })
    else
      update.mutate(
        { id: member.id, change: { record_status_id: 2 } },
        {
          ...done,
          onSuccess: () =>
            notify(
              t('Member deactivated'),
              'success',
              t('{name} is logged out of this account.', { name: member.full_name }),
            ),
        },
      )
  }

  return (
    <Stack gap="3">
      <RefusalAlert
        error={editing ? null : refusal}
        testId="member-update-error"
        onClose={() => (update.reset(), remove.reset())}
      />
      <DataTable
        label={t('Team members')}
        columns={columns(me, {
          role: (m) => (update.reset(), setEditing(m)),
          confirm: setPending,
          reactivate,
        })}
        query={query}
        {...table}
        searchLabel={t('Search name or email')}
        create={create}
        empty={{ title: t('No members found'), description: t('Try another name or email.') }}
      />
      {editing ? <RoleDialog member={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.action === 'remove'
            ? t('Remove {name}?', { name: pending.member.full_name })
            : t('Deactivate {name}?', { name: pending?.member.full_name ?? '' })
        }
        description={
          pending?.action === 'remove'
            ? t(
                'They leave this account and are logged out of it. Their login stays for any other account they belong to; invite them again to bring them back.',
              )
            : t(
                'They are logged out of this account at once and cannot log in to it until you reactivate them.',
              )
        }
        confirmLabel={pending?.action === 'remove' ? t('Remove member') : t('Deactivate member')}
        destructive
        loading={update.isPending || remove.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </Stack>
  )
}
