import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { companyQueries } from '@/api/company.ts'
import { requireRecordMode } from '@/app/ui/list-search.ts'
import { CompanyDetail } from '@/features/company/company-detail.tsx'
import { CompanyForm } from '@/features/company/company-form.tsx'

// /info/view/{id} and /info/edit/{id}; any other mode is the 404 page.
export const Route = createFileRoute('/_console/info/$mode/$id')({
  staticData: { title: 'Company information' },
  beforeLoad: ({ params }) => requireRecordMode(params.mode),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyQueries.detail(params.id)),
  component: CompanyRoute,
})

function CompanyRoute() {
  const { mode, id } = Route.useParams()
  const { data: company } = useSuspenseQuery(companyQueries.detail(id))
  return mode === 'edit' ? (
    <CompanyForm key={company.id} company={company} />
  ) : (
    <CompanyDetail company={company} />
  )
}
