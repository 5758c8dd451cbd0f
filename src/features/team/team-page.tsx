// /settings/team: the account's members and its invitations, for owners and administrators ('team'
// permission, src/contract/roles.ts). Other roles see that they have no access (the menu hides the page).
import { useState } from 'react'
import { Button, Heading, Stack } from '@chakra-ui/react'
import { useRoleCan } from '@/api/use-session.ts'
import { InvitationList } from './invitation-list.tsx'
import { InviteDialog } from './invite-dialog.tsx'
import { MemberList } from './member-list.tsx'
import { NoAccess } from '@/app/ui/no-access.tsx'

export function TeamPage() {
  const allowed = useRoleCan('team')
  const [inviting, setInviting] = useState(false)
  if (!allowed) return <NoAccess permission="team" what="the team" />
  const invite = (
    <Button size="sm" onClick={() => setInviting(true)}>
      Invite member
    </Button>
  )
  return (
    <Stack gap="8">
      <Stack gap="3" as="section" aria-labelledby="team-members-heading">
        <Heading as="h2" size="md" id="team-members-heading">
          Members
        </Heading>
        <MemberList create={invite} />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="team-invitations-heading">
        <Heading as="h2" size="md" id="team-invitations-heading">
          Invitations
        </Heading>
        <InvitationList />
      </Stack>
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </Stack>
  )
}
