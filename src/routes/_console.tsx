import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ConsoleLayout } from '@/app/console-layout.tsx'
import { requireLogin } from '@/app/require-login.ts'

// Every merchant console page sits under this pathless layout: login required, console shell around it.
export const Route = createFileRoute('/_console')({
  beforeLoad: requireLogin,
  component: ConsoleRoute,
})

function ConsoleRoute() {
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  )
}
