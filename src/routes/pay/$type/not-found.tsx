import { createFileRoute } from '@tanstack/react-router'
import { PayNotFoundPage } from '@/pay/pay-not-found-page.tsx'

// SPEC §2 /pay/{type}/not-found: payment pages send unknown or inactive records here.
export const Route = createFileRoute('/pay/$type/not-found')({
  staticData: { title: 'Not Found' },
  component: NotFoundRoute,
})

function NotFoundRoute() {
  const { type } = Route.useParams()
  return <PayNotFoundPage type={type} />
}
