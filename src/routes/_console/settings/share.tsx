import { createFileRoute } from '@tanstack/react-router'
import { settingsQueries } from '@/api/payment-settings.ts'
import { SharePage } from '@/features/payment-settings/share-page.tsx'

export const Route = createFileRoute('/_console/settings/share')({
  staticData: {
    title: 'Share settings',
    subtitle: 'Share buttons and the message of your payment links',
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(settingsQueries.share()),
  component: SharePage,
})
