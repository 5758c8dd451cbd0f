import { createFileRoute, redirect } from '@tanstack/react-router'
import { MessageSearchSchema } from '@/lib/search-params.ts'

// SPEC §2: the root redirects to /login, keeping the message a guard left for the login page.
export const Route = createFileRoute('/')({
  validateSearch: MessageSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/login', search: { message: search.message }, replace: true })
  },
})
