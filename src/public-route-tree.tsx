// The public app's routes (src/public-main.tsx): the payment pages and the storefronts, the same route files
// as the whole app's tree (src/routeTree.gen.ts) and nothing of the console's. A payer's or a shopper's phone
// then never downloads a console route's definition or the search schemas and API modules behind it.
// Every public page is a child of the root, so its path is its file's path. A unit test checks that this tree
// holds exactly the whole tree's public routes (src/public-route-tree.test.ts).
import { useEffect } from 'react'
import { createRootRouteWithContext, createRoute, useLocation, type AnyRoute } from '@tanstack/react-router'
import type { RouterContext } from '@/app/shell/router-context.ts'
import { audienceOf } from '@/contract/audience.ts'
import { PublicRootLayout } from '@/public-ui/public-root-layout.tsx'
import { PublicRoutePending } from '@/public-ui/route-states.tsx'

const pageFiles = import.meta.glob<AnyRoute>(
  [
    './routes/{pay,payment,modern-payment,alt-payment,store,storefront}/**/*.tsx',
    './routes/{fpx-status,store-not-found}.tsx',
  ],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the route modules' export name
  { eager: true, import: 'Route' },
)

/** "./routes/pay/bill/$uuid.tsx" is "/pay/bill/$uuid"; an index file is its folder with a slash. */
export const pagePath = (file: string) =>
  file
    .replace(/^\.\/routes/, '')
    .replace(/\.tsx$/, '')
    .replace(/\/index$/, '/')

/**
 * Any other path (a link to the console's sign-in, a mistyped address) belongs to the whole app: the page is
 * loaded again from the server, whose entry starts the whole app for it. An unknown payment or store address
 * goes to the not-found page, as the whole app's catch-all sends it (a reload would start this app again).
 */
function ToTheWholeApp() {
  const href = useLocation({ select: (location) => location.href })
  useEffect(() => {
    const path = new URL(href, window.location.origin).pathname
    window.location.replace(audienceOf(path) === 'merchant' ? href : '/error-404')
  }, [href])
  return <PublicRoutePending />
}

/** The public pages' root: the whole app's (src/routes/__root.tsx) in the public pages' own style. */
const rootRoute = createRootRouteWithContext<RouterContext>()({ component: PublicRootLayout })

const pages = Object.entries(pageFiles).map(([file, route]) => {
  const path = pagePath(file)
  return route.update({ id: path, path, getParentRoute: () => rootRoute } as Parameters<
    AnyRoute['update']
  >[0])
})

const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$', component: ToTheWholeApp })

export const publicRouteTree = rootRoute.addChildren([...pages, catchAll])
