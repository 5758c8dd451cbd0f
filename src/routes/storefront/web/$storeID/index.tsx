import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '@/storefront/catalogue-page.tsx'
import { prefetchStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the web storefront's catalogue; {storeID} is the store's unique id or id.
export const Route = createFileRoute('/storefront/web/$storeID/')({
  staticData: { title: 'Store' },
  loader: ({ context, params }) => prefetchStore(context, params.storeID, true),
  component: CatalogueRoute,
})

function CatalogueRoute() {
  const { storeID } = Route.useParams()
  return <CataloguePage flavour="web" storeKey={storeID} />
}
