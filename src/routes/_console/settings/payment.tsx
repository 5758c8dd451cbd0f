import { createFileRoute } from '@tanstack/react-router'
import { settingsQueries } from '@/api/payment-settings.ts'
import { PaymentSettingsPage } from '@/features/payment-settings/payment-settings-page.tsx'

export const Route = createFileRoute('/_console/settings/payment')({
  staticData: {
    title: 'Payment settings',
    subtitle: 'Method order, amount limits, bill expiry and payer details',
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(settingsQueries.payment()),
  component: PaymentSettingsPage,
})
