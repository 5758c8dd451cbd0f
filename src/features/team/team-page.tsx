// /settings/team: the account's members and its invitations, for owners and administrators ('team'
// permission, src/contract/roles.ts). Other roles see that they have no access (the menu hides the page).
import { useState } from 'react'
import { Button, Stack } from '@chakra-ui/react'
import { useRoleCan } from '@/api/use-session.ts'
import { InvitationList } from './invitation-list.tsx'
import { InviteDialog } from './invite-dialog.tsx'
import { MemberList } from './member-list.tsx'
import { NoAccess } from '@/app/ui/no-access.tsx'
import { PageSection } from '@/app/ui/page-section.tsx'

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
      <PageSection headingId="team-members-heading" title="Members">
        <MemberList create={invite} />
      </PageSection>
      <PageSection headingId="team-invitations-heading" title="Invitations">
        <InvitationList />
      </PageSection>
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </Stack>
  )
}
