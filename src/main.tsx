// App entry: layout preferences before first paint, providers, the router, and the service worker.
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from '@/api/query-client.ts'
import { applyLayoutPrefs } from '@/app/layout-prefs.ts'
import { AppProviders } from '@/app/providers.tsx'
import { RouteError, RouteNotFound, RoutePending } from '@/app/route-error.tsx'
import { registerServiceWorker } from '@/app/service-worker.ts'
import { appSystem } from '@/app/theme.ts'
import { yieldToMain } from '@/lib/yield-to-main.ts'
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
const root = rootElement

// The start is cut into steps, each a task of its own, so a phone can paint and answer taps between them
// (one long task of module loading, theme building and rendering blocked a slow phone for seconds):
// 1. loading the modules (this task) ends here;
// 2. the router matches the page and asks for its code and data;
// 3. the theme is built while they are on their way;
// 4. the app renders as a transition, which React cuts into slices of a few milliseconds.
// A page whose first screen the server drew (server/http/first-screen.ts) keeps it until the route's code
// and data are in: the app's first commit then replaces it with the same page, never with a spinner.
async function start() {
  await yieldToMain()
  const routeReady = root.hasChildNodes() ? router.load() : Promise.resolve()
  await yieldToMain()
  appSystem()
  await routeReady.catch(() => undefined) // a failed load is the route's error screen, drawn by the router
  await yieldToMain()
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  )
}

void start()
registerServiceWorker()
