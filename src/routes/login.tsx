import { createFileRoute, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '@/api/session.ts'
import { MessageSearchSchema } from '@/lib/search-params.ts'
import { LoginPage } from '@/features/auth/login-page.tsx'

export const Route = createFileRoute('/login')({
  validateSearch: MessageSearchSchema,
  // SPEC §2: a logged-in user who opens the login page goes to the dashboard.
  beforeLoad: () => {
    if (isLoggedIn()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { message } = Route.useSearch()
  return <LoginPage message={message} />
}
