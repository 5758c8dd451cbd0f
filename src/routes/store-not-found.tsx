import { createFileRoute } from '@tanstack/react-router'
import { StoreNotFoundPage } from '@/storefront/store-not-found-page.tsx'
import { loadStoreWords } from '@/storefront/storefront-loaders.ts'

export const Route = createFileRoute('/store-not-found')({
  staticData: { title: 'Store Not Found' },
  loader: loadStoreWords,
  component: StoreNotFoundPage,
})
