// The whole app: the console, its sign-in pages and every public page (src/start.ts starts it on any page
// that is not a payment page or a storefront).
import { consoleSystem } from '@/app/console/console-theme.ts'
import { createAppRouter, startApp } from './start-app.tsx'
import { routeTree } from './routeTree.gen.ts'

// Typed links and navigation everywhere name the whole app's routes.
declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter<typeof routeTree>>
  }
}

startApp(routeTree, consoleSystem)
