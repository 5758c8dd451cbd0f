import { createFileRoute } from '@tanstack/react-router'
import { shippingQueries } from '@/api/shipping.ts'
import { ZonesPage } from '@/features/shipping/zones-page.tsx'

export const Route = createFileRoute('/_console/shipping/zones')({
  staticData: {
    title: 'Shipping zones',
    subtitle: 'Profiles and the states each zone delivers to',
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shippingQueries.profiles())
    void context.queryClient.prefetchQuery(shippingQueries.zones())
  },
  component: ZonesPage,
})
