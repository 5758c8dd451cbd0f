import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ConsoleLayout } from '@/app/console/console-layout.tsx'
import { keepIntroducerInPortal } from '@/app/shell/portal.ts'
import { requireLogin } from '@/app/shell/require-login.ts'

// Every merchant console page sits under this pathless layout: login required, console shell around it.
export const Route = createFileRoute('/_console')({
  beforeLoad: ({ location }) => {
    requireLogin()
    keepIntroducerInPortal(location.pathname)
  },
  component: ConsoleRoute,
})

function ConsoleRoute() {
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  )
}
