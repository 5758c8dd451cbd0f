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
import { notify } from '@/app/ui/toaster.tsx'
import { INVITATION_STATUSES, type Invitation, type InvitationStatus } from '@/contract/team.ts'

const STATUS_COLOURS: Record<InvitationStatus, string> = {
  pending: 'blue',
  expired: 'orange',
  accepted: 'green',
  revoked: 'gray',
}
const STATUS_CHOICES = INVITATION_STATUSES.map((status) => ({
  value: status,
  label: status[0]!.toUpperCase() + status.slice(1),
}))

function columns(
  resend: (i: Invitation) => void,
  revoke: (i: Invitation) => void,
  resending: string | undefined,
): DataColumn<Invitation>[] {
  return [
    {
      id: 'email',
      header: 'Invited',
      cell: (invitation) => (
        <>
          <Text fontWeight="medium" wordBreak="break-all">
            {invitation.email}
          </Text>
          <Detail>
            {invitation.role_name}
            {invitation.invited_by_name ? ` · by ${invitation.invited_by_name}` : ''}
          </Detail>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (invitation) => (
        <Badge colorPalette={STATUS_COLOURS[invitation.status]} textTransform="capitalize">
          {invitation.status}
        </Badge>
      ),
    },
    {
      id: 'sent',
      header: 'Last sent',
      hideBelow: 'md',
      cell: (invitation) =>
        `${dateTime(invitation.last_sent_at)}${invitation.sent_count > 1 ? ` (${invitation.sent_count}×)` : ''}`,
    },
    {
      id: 'expires',
      header: 'Expires',
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
            aria-label={`Resend the invitation to ${invitation.email}`}
            onClick={() => resend(invitation)}
          >
            Resend
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Revoke the invitation to ${invitation.email}`}
            onClick={() => revoke(invitation)}
          >
            Revoke
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
          'Invitation sent again',
          'success',
          `A new link went to ${sent.email}; the older one no longer works.`,
        ),
    })

  return (
    <Stack gap="3">
      <DataTable
        label="Invitations"
        columns={columns(onResend, setRevoking, resend.isPending ? resend.variables : undefined)}
        query={query}
        list={list}
        onListChange={(patch) => setList((current) => ({ ...current, ...patch, skip: patch.skip ?? 0 }))}
        filtered={status !== ''}
        filters={
          <ChoiceSelect
            size="sm"
            empty="All invitations"
            choices={STATUS_CHOICES}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as InvitationStatus | '')
              setList((current) => ({ ...current, skip: 0 }))
            }}
          />
        }
        empty={{
          title: status ? `No ${status} invitations` : 'No invitations yet',
          description: 'Invite a team member: they get a link by email to set their password.',
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this invitation?"
        description={`The link sent to ${revoking?.email ?? ''} stops working. You can invite them again later.`}
        confirmLabel="Revoke invitation"
        destructive
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return
          revoke.mutate(revoking.id, {
            onSuccess: () => notify('Invitation revoked', 'success', revoking.email),
            onSettled: () => setRevoking(null),
          })
        }}
      />
    </Stack>
  )
}
