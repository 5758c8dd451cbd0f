import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalSearchText } from '@/lib/search-params.ts'
import { ResetPasswordPage } from '@/features/auth/reset-password-page.tsx'

export const Route = createFileRoute('/reset-password')({
  staticData: { title: 'Reset Password' },
  validateSearch: v.object({ token: optionalSearchText }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  return <ResetPasswordPage token={token} />
}
