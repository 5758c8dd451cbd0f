import { createFileRoute } from '@tanstack/react-router'
import { InvoiceRoute } from '@/storefront/invoice-page.tsx'
import { InvoiceSearchSchema } from '@/storefront/invoice-search.ts'
import { loadOrder } from '@/storefront/storefront-loaders.ts'

// SPEC §2: the shopper's order (?order=) with its pay link, or the orders placed from this browser.
export const Route = createFileRoute('/storefront/mobile/$storeID/invoice')({
  validateSearch: InvoiceSearchSchema,
  staticData: { title: 'Invoice' },
  loaderDeps: ({ search }) => search,
  loader: loadOrder,
  component: InvoiceRoute,
})
