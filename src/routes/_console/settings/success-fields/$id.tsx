import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router'
import { settingsQueries } from '@/api/payment-settings.ts'
import { SuccessFieldForm } from '@/features/payment-settings/success-field-form.tsx'

// /settings/success-fields/{id}: the field's edit form (the list holds every field, so it is read from
// there); an id that is not one of the account's fields is the 404 page.
export const Route = createFileRoute('/_console/settings/success-fields/$id')({
  staticData: { title: 'Success field' },
  loader: async ({ context, params }) => {
    const fields = await context.queryClient.ensureQueryData(settingsQueries.fields())
    if (!fields.some((field) => field.id === params.id)) throw redirect({ to: '/error-404', replace: true })
  },
  component: SuccessFieldRoute,
})

function SuccessFieldRoute() {
  const { id } = Route.useParams()
  const { data: fields } = useSuspenseQuery(settingsQueries.fields())
  const field = fields.find((f) => f.id === id)
  if (!field) return <Navigate to="/settings/success-fields" replace />
  return <SuccessFieldForm key={field.id} field={field} />
}
