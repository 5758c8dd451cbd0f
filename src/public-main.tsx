// The public app: the payment pages and the storefronts alone (src/public-route-tree.tsx), which src/start.ts
// starts on a payer's or a shopper's page. Typed links still name the whole app's routes (src/main.tsx); one
// that leaves the public pages reloads into the whole app. Styled at build time (panda.config.ts): no theme
// to build and no style runtime on a payer's phone.
import { Fragment } from 'react'
import '@/public-ui/public.css'
import { PublicRouteError, PublicRouteNotFound, PublicRoutePending } from '@/public-ui/route-states.tsx'
import { audienceOf } from '@/contract/audience.ts'
import { includeCatalogPart } from '@/i18n/activate.ts'
import { startApp } from './start-app.tsx'
import { publicRouteTree } from './public-route-tree.tsx'

// A shop's words only on a shop's page; a storefront reached from a payment page fetches them in its loader
// (ensureCatalogPart in src/storefront/storefront-loaders.ts).
if (audienceOf(window.location.pathname) === 'shopper') includeCatalogPart('store')

startApp(publicRouteTree, {
  states: {
    RouteError: PublicRouteError,
    RouteNotFound: PublicRouteNotFound,
    RoutePending: PublicRoutePending,
  },
  prepare: () => Fragment,
})
