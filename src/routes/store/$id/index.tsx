import { createFileRoute } from '@tanstack/react-router'
import { CatalogueRoute } from '@/storefront/catalogue-page.tsx'
import { loadCatalogue } from '@/storefront/storefront-loaders.ts'

// SPEC §2: a store's catalogue; {id} is its unique id or id.
export const Route = createFileRoute('/store/$id/')({
  staticData: { title: 'Store' },
  loader: loadCatalogue,
  component: CatalogueRoute,
})
