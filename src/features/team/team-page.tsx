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
import { t } from '@/i18n/i18n.ts'

export function TeamPage() {
  const allowed = useRoleCan('team')
  const [inviting, setInviting] = useState(false)
  if (!allowed) return <NoAccess permission="team" title={t('You do not have access to the team')} />
  const invite = (
    <Button size="sm" onClick={() => setInviting(true)}>
      {t('Invite member')}
    </Button>
  )
  return (
    <Stack gap="8">
      <PageSection headingId="team-members-heading" title={t('Members')}>
        <MemberList create={invite} />
      </PageSection>
      <PageSection headingId="team-invitations-heading" title={t('Invitations')}>
        <InvitationList />
      </PageSection>
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </Stack>
  )
}
