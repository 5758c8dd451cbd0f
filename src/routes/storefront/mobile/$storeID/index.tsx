import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '@/storefront/catalogue-page.tsx'

// SPEC §2: the mobile storefront's catalogue; {storeID} is the store's unique id or id.
export const Route = createFileRoute('/storefront/mobile/$storeID/')({
  staticData: { title: 'Store' },
  component: CatalogueRoute,
})

function CatalogueRoute() {
  const { storeID } = Route.useParams()
  return <CataloguePage flavour="mobile" storeKey={storeID} />
}
