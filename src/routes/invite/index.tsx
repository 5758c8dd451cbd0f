import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { AcceptInvitationPage } from '@/features/auth/accept-invitation-page.tsx'

// The invitation link's page (src/contract/team.ts): public, no login. The token is the fragment
// (/invite#<token>), which stays in the browser: no server log or Referer header ever holds it.
export const Route = createFileRoute('/invite/')({
  staticData: { title: 'Join your team' },
  component: InviteRoute,
})

function InviteRoute() {
  const token = useRouterState({ select: (state) => state.location.hash })
  return <AcceptInvitationPage token={decodeURIComponent(token)} />
}
