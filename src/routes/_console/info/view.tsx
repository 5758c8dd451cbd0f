import { createFileRoute } from '@tanstack/react-router'
import { companyQueries } from '@/api/company.ts'
import { CompanyView } from '@/features/company/company-view.tsx'

export const Route = createFileRoute('/_console/info/view')({
  staticData: {
    title: 'Company information',
    subtitle: 'Who payers see on your payment pages, receipts and invoices',
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(companyQueries.me()),
  component: CompanyView,
})
