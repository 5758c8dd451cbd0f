import { createFileRoute } from '@tanstack/react-router'
import { loadStorePolicy } from '@/storefront/policy-loaders.ts'
import { StorePolicyRoute } from '@/storefront/policy-page.tsx'

// Not in SPEC §2: a merchant's published page (terms, a policy…) inside its store; {slug} is the page's.
export const Route = createFileRoute('/store/$id/pages/$slug')({
  staticData: { title: 'Store page' },
  loader: loadStorePolicy,
  component: StorePolicyRoute,
})
