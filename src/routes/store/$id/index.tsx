import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '@/storefront/catalogue-page.tsx'
import { prefetchStore } from '@/storefront/storefront-loaders.ts'

// SPEC §2: a store's catalogue; {id} is its unique id or id.
export const Route = createFileRoute('/store/$id/')({
  staticData: { title: 'Store' },
  loader: ({ context, params }) => prefetchStore(context, params.id, true),
  component: StoreRoute,
})

function StoreRoute() {
  const { id } = Route.useParams()
  return <CataloguePage flavour="store" storeKey={id} />
}
