// The public app: the payment pages and the storefronts alone (src/public-route-tree.tsx), which src/start.ts
// starts on a payer's or a shopper's page. Typed links still name the whole app's routes (src/main.tsx); one
// that leaves the public pages reloads into the whole app.
import { publicSystem } from '@/app/shell/public-theme.ts'
import { startApp } from './start-app.tsx'
import { publicRouteTree } from './public-route-tree.tsx'

startApp(publicRouteTree, publicSystem)
