import { createFileRoute } from '@tanstack/react-router'
import { StoreNotFoundPage } from '@/storefront/store-not-found-page.tsx'

export const Route = createFileRoute('/store-not-found')({
  staticData: { title: 'Store Not Found' },
  component: StoreNotFoundPage,
})
