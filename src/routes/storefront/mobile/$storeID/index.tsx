import { createFileRoute } from '@tanstack/react-router'
import { CatalogueRoute } from '@/storefront/catalogue-page.tsx'
import { loadCatalogue } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the mobile storefront's catalogue; {storeID} is the store's unique id or id.
export const Route = createFileRoute('/storefront/mobile/$storeID/')({
  staticData: { title: 'Store' },
  loader: loadCatalogue,
  component: CatalogueRoute,
})
