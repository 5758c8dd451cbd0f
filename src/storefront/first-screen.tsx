// A storefront page's first screen (the catalogue, a product), rendered on the server
// (server/http/first-screen.ts) by the page's own components: on a slow phone link the shopper sees the
// store and its products, their images already on the way, before any JavaScript has arrived. The
// components read the records sent inline from a query client, and link through a router that knows only
// where it is.
import { renderToString } from 'react-dom/server'
import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router'
import { storefrontQueries } from '@/api/storefront.ts'
import type { RouterContext } from '@/app/shell/router-context.ts'
import { StaticFirstScreen } from '@/public-ui/static-first-screen.tsx'
import type { FirstScreenData } from '@/contract/first-screen.ts'
import { CataloguePage } from './catalogue-page.tsx'
import { ProductPage } from './product-page.tsx'
import type { StoreFlavour } from './store-links.ts'
import type { Language } from '@/contract/languages.ts'
import { activateOnServer } from '@/i18n/server-catalogs.ts'

export type StoreScreen =
  { page: 'catalogue'; flavour: StoreFlavour } | { page: 'product'; productId: string }

export async function renderStoreFirstScreen(
  path: string,
  screen: StoreScreen,
  sent: FirstScreenData & Required<Pick<FirstScreenData, 'store'>>,
  language: Language,
): Promise<string> {
  const storefrontQueryClient = new QueryClient()
  const { key, store } = sent.store
  storefrontQueryClient.setQueryData(storefrontQueries.store(key).queryKey, store)
  if (sent.products)
    storefrontQueryClient.setQueryData(storefrontQueries.products(store.id).queryKey, sent.products)
  if (sent.product)
    storefrontQueryClient.setQueryData(storefrontQueries.product(sent.product.id).queryKey, sent.product)
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()(),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {
      queryClient: storefrontQueryClient,
      payQueryClient: storefrontQueryClient,
      storefrontQueryClient,
    },
  })
  await router.load()
  // Right before the synchronous render: no other request's language can come between.
  activateOnServer(language)
  // Panda's styles are static classes: no style provider, and the page's CSS file styles the screen.
  return renderToString(
    <RouterContextProvider router={router}>
      <StaticFirstScreen>
        {screen.page === 'catalogue' ? (
          <CataloguePage flavour={screen.flavour} storeKey={key} />
        ) : (
          <ProductPage storeKey={key} productId={screen.productId} />
        )}
      </StaticFirstScreen>
    </RouterContextProvider>,
  )
}
