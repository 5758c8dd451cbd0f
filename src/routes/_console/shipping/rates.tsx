import { createFileRoute } from '@tanstack/react-router'
import { shippingQueries } from '@/api/shipping.ts'
import { RatesPage } from '@/features/shipping/rates-page.tsx'

export const Route = createFileRoute('/_console/shipping/rates')({
  staticData: {
    title: 'Shipping rates',
    subtitle: 'Delivery prices by zone and weight',
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shippingQueries.zones())
    void context.queryClient.prefetchQuery(shippingQueries.rates())
  },
  component: RatesPage,
})
