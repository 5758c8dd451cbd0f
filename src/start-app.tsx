// How an app starts, shared by the two builds of the same pages: the whole app (src/main.tsx: the console,
// its sign-in pages and every public page) and the public app (src/public-main.tsx: the payment pages and
// the storefronts alone), which src/start.ts picks by the page's path.
import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { QueryClient } from '@tanstack/react-query'
import {
  createRouter,
  RouterProvider,
  type AnyRoute,
  type ErrorRouteComponent,
  type NotFoundRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router'
import { createQueryClient } from '@/api/query-client.ts'
import { applyLayoutPrefs } from '@/app/ui/layout-prefs.ts'
import { QueryProviders } from '@/app/shell/query-providers.tsx'
import { connectApiDialogs } from '@/app/shell/dialog-store.ts'
import { registerServiceWorker } from '@/app/shell/service-worker.ts'
import { yieldToMain } from '@/lib/yield-to-main.ts'
import { activatePageLanguage } from '@/i18n/activate.ts'
import { payQueryClient } from '@/pay/pay-query-client.ts'
import { storefrontQueryClient } from '@/storefront/storefront-query-client.ts'

/** What an app shows for a route that failed, one on its way, and an unknown one: each in its own style. */
export interface RouteStates {
  RouteError: ErrorRouteComponent
  RoutePending: RouteComponent
  RouteNotFound: NotFoundRouteComponent
}

/** How an app differs from the other: its route states, and the providers around it (the console's Chakra
 *  system), made by `prepare` as a step of its own start. */
export interface AppParts {
  states: RouteStates
  prepare: () => ComponentType<{ children: ReactNode }>
}

/**
 * An app's router: its routes, and the query clients every loader receives (src/app/shell/router-context.ts).
 */
export function createAppRouter<TRouteTree extends AnyRoute>(
  routeTree: TRouteTree,
  queryClient: QueryClient,
  { RouteError, RouteNotFound, RoutePending }: RouteStates,
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
// 3. the app's providers are prepared while they are on their way (the console builds its Chakra system;
//    the public pages, styled at build time, have nothing to build);
// 4. the app renders as a transition, which React cuts into slices of a few milliseconds.
// A page whose first screen the server drew (server/http/first-screen.ts) keeps it until the route's code
// and data are in: the app's first commit then replaces it with the same page, never with a spinner.
export function startApp(routeTree: AnyRoute, { states, prepare }: AppParts): void {
  applyLayoutPrefs()
  // Before the router loads a page: a loader's failure is a dialog too (SPEC §8), shown once a host is drawn.
  connectApiDialogs()
  const rootElement = document.getElementById('root')
  if (!rootElement) throw new Error('index.html has no #root element')
  const root = rootElement
  const queryClient = createQueryClient()
  const router = createAppRouter(routeTree, queryClient, states)

  async function start() {
    // Its catalog was asked for by the entry already (src/start.ts).
    const languageReady = activatePageLanguage().catch(() => undefined)
    await yieldToMain()
    const routeReady = root.hasChildNodes() ? router.load() : Promise.resolve()
    await yieldToMain()
    const Providers = prepare()
    await routeReady.catch(() => undefined) // a failed load is the route's error screen, drawn by the router
    await languageReady
    await yieldToMain()
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <QueryProviders queryClient={queryClient}>
            <Providers>
              <RouterProvider router={router} />
            </Providers>
          </QueryProviders>
        </StrictMode>,
      ),
    )
  }

  void start()
  registerServiceWorker()
}
