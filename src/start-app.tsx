// How an app starts, shared by the two builds of the same pages: the whole app (src/main.tsx: the console,
// its sign-in pages and every public page) and the public app (src/public-main.tsx: the payment pages and
// the storefronts alone), which src/start.ts picks by the page's path.
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { SystemContext } from '@chakra-ui/react'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router'
import { createQueryClient } from '@/api/query-client.ts'
import { applyLayoutPrefs } from '@/app/ui/layout-prefs.ts'
import { AppProviders } from '@/app/shell/providers.tsx'
import { RouteError, RouteNotFound, RoutePending } from '@/app/shell/route-error.tsx'
import { registerServiceWorker } from '@/app/shell/service-worker.ts'
import { yieldToMain } from '@/lib/yield-to-main.ts'
import { payQueryClient } from '@/pay/pay-query-client.ts'
import { storefrontQueryClient } from '@/storefront/storefront-query-client.ts'

/**
 * An app's router: its routes, and the query clients every loader receives (src/app/shell/router-context.ts).
 */
export function createAppRouter<TRouteTree extends AnyRoute>(
  routeTree: TRouteTree,
  queryClient: QueryClient,
) {
  return createRouter({
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
}

// The start is cut into steps, each a task of its own, so a phone can paint and answer taps between them
// (one long task of module loading, theme building and rendering blocked a slow phone for seconds):
// 1. loading the modules (the caller's task) ends here;
// 2. the router matches the page and asks for its code and data;
// 3. the theme (the app's Chakra system) is built while they are on their way;
// 4. the app renders as a transition, which React cuts into slices of a few milliseconds.
// A page whose first screen the server drew (server/http/first-screen.ts) keeps it until the route's code
// and data are in: the app's first commit then replaces it with the same page, never with a spinner.
export function startApp(routeTree: AnyRoute, buildSystem: () => SystemContext): void {
  applyLayoutPrefs()
  const rootElement = document.getElementById('root')
  if (!rootElement) throw new Error('index.html has no #root element')
  const root = rootElement
  const queryClient = createQueryClient()
  const router = createAppRouter(routeTree, queryClient)

  async function start() {
    await yieldToMain()
    const routeReady = root.hasChildNodes() ? router.load() : Promise.resolve()
    await yieldToMain()
    const system = buildSystem()
    await routeReady.catch(() => undefined) // a failed load is the route's error screen, drawn by the router
    await yieldToMain()
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProviders queryClient={queryClient} system={system}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    )
  }

  void start()
  registerServiceWorker()
}
