import { createFileRoute } from '@tanstack/react-router'
import { AcceptInvitationPage } from '@/features/auth/accept-invitation-page.tsx'

// The invitation link's page (src/contract/team.ts): public, no login.
export const Route = createFileRoute('/invite/$token')({
  staticData: { title: 'Join your team' },
  component: InviteRoute,
})

function InviteRoute() {
  const { token } = Route.useParams()
  return <AcceptInvitationPage token={token} />
}
