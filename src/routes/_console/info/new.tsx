import { createFileRoute } from '@tanstack/react-router'
import { companyQueries } from '@/api/company.ts'
import { CompanyNew } from '@/features/company/company-new.tsx'

export const Route = createFileRoute('/_console/info/new')({
  staticData: {
    title: 'New company information',
    subtitle: 'One record per account',
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(companyQueries.me()),
  component: CompanyNew,
})
