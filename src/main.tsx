// The whole app: the console, its sign-in pages and every public page (src/start.ts starts it on any page
// that is not a payment page or a storefront).
import type { ReactNode } from 'react'
import '@/public-ui/public.css'
import { consoleSystem } from '@/app/console/console-theme.ts'
import { ChakraProviders } from '@/app/shell/providers.tsx'
import { RouteError, RouteNotFound, RoutePending } from '@/app/shell/route-error.tsx'
import { includeCatalogPart } from '@/i18n/activate.ts'
import { createAppRouter, startApp } from './start-app.tsx'
import { routeTree } from './routeTree.gen.ts'

// Typed links and navigation everywhere name the whole app's routes.
declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter<typeof routeTree>>
  }
}

// The console's words come in a catalog part of their own, so a payer's phone never fetches them. The
// storefronts' words are not asked for at start: the storefront routes this app also holds load them
// (src/storefront/storefront-loaders.ts), so a merchant's console does not fetch a shop's words.
includeCatalogPart('console')

startApp(routeTree, {
  states: { RouteError, RouteNotFound, RoutePending },
  prepare: () => {
    const system = consoleSystem()
    return function ConsoleProviders({ children }: { children: ReactNode }) {
      return <ChakraProviders system={system}>{children}</ChakraProviders>
    }
  },
})
