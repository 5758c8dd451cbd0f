// The account's invitations, newest first, filtered by status: resend (a new link, 72 more hours) and revoke
// (after a confirmation) while one is pending or expired.
import { useState } from 'react'
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { teamQueries, useResendInvitation, useRevokeInvitation } from '@/api/team.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { dateTime, Detail } from '@/app/ui/data-table-cells.tsx'
import { actionsColumn } from '@/app/ui/data-table-columns.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { ChoiceSelect } from '@/app/ui/form-controls.tsx'
import { LIST_DEFAULTS, resolveList, type ListState } from '@/app/ui/list-search.ts'
import { roleWord } from '@/app/ui/role-words.ts'
import { statusWord } from '@/app/ui/status-words.ts'
import { notify } from '@/app/ui/toaster.tsx'
import { INVITATION_STATUSES, type Invitation, type InvitationStatus } from '@/contract/team.ts'
import { t } from '@/i18n/i18n.ts'

const STATUS_COLOURS: Record<InvitationStatus, string> = {
  pending: 'blue',
  expired: 'orange',
  accepted: 'green',
  revoked: 'gray',
}
// Asked for while rendering, once the language is active.
const statusChoices = () =>
  INVITATION_STATUSES.map((status) => ({ value: status, label: statusWord(status) }))
const noneWithStatus = (status: InvitationStatus): string =>
  ({
    pending: t('No pending invitations'),
    expired: t('No expired invitations'),
    accepted: t('No accepted invitations'),
    revoked: t('No revoked invitations'),
  })[status]

function columns(
  resend: (i: Invitation) => void,
  revoke: (i: Invitation) => void,
  resending: string | undefined,
): DataColumn<Invitation>[] {
  return [
    {
      id: 'email',
      header: t('Invited'),
      cell: (invitation) => (
        <>
          <Text fontWeight="medium" wordBreak="break-all">
            {invitation.email}
          </Text>
          <Detail>
            {roleWord(invitation.role_code, invitation.role_name)}
            {invitation.invited_by_name ? ` · ${t('by {name}', { name: invitation.invited_by_name })}` : ''}
          </Detail>
        </>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (invitation) => (
        <Badge colorPalette={STATUS_COLOURS[invitation.status]}>{statusWord(invitation.status)}</Badge>
      ),
    },
    {
      id: 'sent',
      header: t('Last sent'),
      hideBelow: 'md',
      cell: (invitation) =>
        `${dateTime(invitation.last_sent_at)}${invitation.sent_count > 1 ? ` (${invitation.sent_count}×)` : ''}`,
    },
    {
      id: 'expires',
      header: t('Expires'),
      hideBelow: 'lg',
      cell: (invitation) =>
        invitation.status === 'pending' || invitation.status === 'expired'
          ? dateTime(invitation.expires_at)
          : '—',
    },
    actionsColumn((invitation) =>
      invitation.status === 'pending' || invitation.status === 'expired' ? (
        <HStack gap="1" justify="flex-end" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            loading={resending === invitation.id}
            aria-label={t('Resend the invitation to {email}', { email: invitation.email })}
            onClick={() => resend(invitation)}
          >
            {t('Resend')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t('Revoke the invitation to {email}', { email: invitation.email })}
            onClick={() => revoke(invitation)}
          >
            {t('Revoke')}
          </Button>
        </HStack>
      ) : null,
    ),
  ]
}

export function InvitationList() {
  const [list, setList] = useState<ListState>(resolveList({}, LIST_DEFAULTS))
  const [status, setStatus] = useState<InvitationStatus | ''>('')
  const query = useQuery(
    teamQueries.invitations({ skip: list.skip, limit: list.limit, status: status || undefined }),
  )
  const resend = useResendInvitation()
  const revoke = useRevokeInvitation()
  const [revoking, setRevoking] = useState<Invitation | null>(null)

  const onResend = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: (sent) =>
        notify(
          t('Invitation sent again'),
          'success',
          t('A new link went to {email}; the older one no longer works.', { email: sent.email }),
        ),
    })

  return (
    <Stack gap="3">
      <DataTable
        label={t('Invitations')}
        columns={columns(onResend, setRevoking, resend.isPending ? resend.variables : undefined)}
        query={query}
        list={list}
        onListChange={(patch) => setList((current) => ({ ...current, ...patch, skip: patch.skip ?? 0 }))}
        filtered={status !== ''}
        filters={
          <ChoiceSelect
            size="sm"
            aria-label={t('Status')}
            empty={t('All invitations')}
            choices={statusChoices()}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as InvitationStatus | '')
              setList((current) => ({ ...current, skip: 0 }))
            }}
          />
        }
        empty={{
          title: status ? noneWithStatus(status) : t('No invitations yet'),
          description: t('Invite a team member: they get a link by email to set their password.'),
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('Revoke this invitation?')}
        description={t('The link sent to {email} stops working. You can invite them again later.', {
          email: revoking?.email ?? '',
        })}
        confirmLabel={t('Revoke invitation')}
        destructive
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return
          revoke.mutate(revoking.id, {
            onSuccess: () => notify(t('Invitation revoked'), 'success', revoking.email),
            onSettled: () => setRevoking(null),
          })
        }}
      />
    </Stack>
  )
}
