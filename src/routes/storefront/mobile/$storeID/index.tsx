import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '@/storefront/catalogue-page.tsx'
import { prefetchStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the mobile storefront's catalogue; {storeID} is the store's unique id or id.
export const Route = createFileRoute('/storefront/mobile/$storeID/')({
  staticData: { title: 'Store' },
  loader: ({ context, params }) => prefetchStore(context, params.storeID, true),
  component: CatalogueRoute,
})

function CatalogueRoute() {
  const { storeID } = Route.useParams()
  return <CataloguePage flavour="mobile" storeKey={storeID} />
}
