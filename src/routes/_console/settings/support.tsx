import { createFileRoute } from '@tanstack/react-router'
import { settingsQueries } from '@/api/payment-settings.ts'
import { SupportPage } from '@/features/payment-settings/support-page.tsx'

export const Route = createFileRoute('/_console/settings/support')({
  staticData: {
    title: 'Support details',
    subtitle: 'How payers and shoppers reach you',
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(settingsQueries.support()),
  component: SupportPage,
})
