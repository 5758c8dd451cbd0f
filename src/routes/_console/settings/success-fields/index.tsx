import { createFileRoute } from '@tanstack/react-router'
import { settingsQueries } from '@/api/payment-settings.ts'
import { SuccessFieldList } from '@/features/payment-settings/success-field-list.tsx'

export const Route = createFileRoute('/_console/settings/success-fields/')({
  staticData: {
    title: 'Success fields',
    subtitle: 'Extra details payers give on your payment pages',
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(settingsQueries.fields()),
  component: SuccessFieldList,
})
