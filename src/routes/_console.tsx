import { lazy, Suspense } from 'react'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useCurrentAccount } from '@/api/use-session.ts'
import { ConsoleLayout } from '@/app/console/console-layout.tsx'
import { keepIntroducerInPortal } from '@/app/shell/portal.ts'
import { requireLogin } from '@/app/shell/require-login.ts'

// Loaded after the first screen: the stream is not what the merchant waits for.
const LiveUpdates = lazy(() => import('@/app/shell/live-updates.tsx'))

// Every merchant console page sits under this pathless layout: login required, console shell around it.
export const Route = createFileRoute('/_console')({
  beforeLoad: ({ location }) => {
    requireLogin()
    keepIntroducerInPortal(location.pathname)
  },
  component: ConsoleRoute,
})

function ConsoleRoute() {
  const account = useCurrentAccount()
  // Merchant and introducer accounts have events of their own; an admin's are other accounts'.
  const live = account !== null && account.type !== 'admin'
  return (
    <ConsoleLayout>
      {live ? (
        <Suspense fallback={null}>
          {/* Keyed by account: switching accounts opens the other account's stream. */}
          <LiveUpdates key={account.id} />
        </Suspense>
      ) : null}
      <Outlet />
    </ConsoleLayout>
  )
}
