// The whole app: the console, its sign-in pages and every public page (src/start.ts starts it on any page
// that is not a payment page or a storefront).
import { consoleSystem } from '@/app/console-theme.ts'
import { createAppRouter, startApp } from './start-app.tsx'
import { routeTree } from './routeTree.gen.ts'

const router = createAppRouter(routeTree)

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

startApp(router, consoleSystem)
