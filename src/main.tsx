// App entry: layout preferences before first paint, providers, the router, and the service worker.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from '@/api/query-client.ts'
import { applyLayoutPrefs } from '@/app/layout-prefs.ts'
import { AppProviders } from '@/app/providers.tsx'
import { RouteError, RouteNotFound, RoutePending } from '@/app/route-error.tsx'
import { registerServiceWorker } from '@/app/service-worker.ts'
import { payQueryClient } from '@/pay/pay-query-client.ts'
import { storefrontQueryClient } from '@/storefront/storefront-query-client.ts'
import { routeTree } from './routeTree.gen.ts'

applyLayoutPrefs()

const queryClient = createQueryClient()

const router = createRouter({
  routeTree,
  context: { queryClient, payQueryClient, storefrontQueryClient },
  defaultPreload: 'intent',
  // TanStack Query owns freshness; the router should always ask it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: RoutePending,
  defaultNotFoundComponent: RouteNotFound,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no #root element')

const renderApp = () =>
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )

// A page whose first screen the server drew (server/http/first-screen.ts) keeps it until the route's code
// and data are in: the app's first commit then replaces it with the same page, never with a spinner.
if (rootElement.hasChildNodes()) void router.load().finally(renderApp)
else renderApp()

registerServiceWorker()
