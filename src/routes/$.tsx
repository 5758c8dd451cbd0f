import { createFileRoute, redirect } from '@tanstack/react-router'

// SPEC §2: the catch-all redirects to /error-404.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/error-404', replace: true })
  },
})
