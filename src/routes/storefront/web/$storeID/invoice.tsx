import { createFileRoute } from '@tanstack/react-router'
import { InvoicePage } from '@/storefront/invoice-page.tsx'
import { InvoiceSearchSchema } from '@/storefront/invoice-search.ts'
import { prefetchOrder } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the shopper's order (?order=) with its pay link, or the orders placed from this browser.
export const Route = createFileRoute('/storefront/web/$storeID/invoice')({
  validateSearch: InvoiceSearchSchema,
  staticData: { title: 'Invoice' },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchOrder(context, params.storeID, deps.order),
  component: InvoiceRoute,
})

function InvoiceRoute() {
  const { storeID } = Route.useParams()
  const { order } = Route.useSearch()
  return <InvoicePage flavour="web" storeKey={storeID} orderNo={order} />
}
