import { createFileRoute } from '@tanstack/react-router'
import { WhitelistForm } from '@/features/developers/whitelist-form.tsx'

export const Route = createFileRoute('/_console/whitelist/new')({
  staticData: { title: 'Add to the whitelist' },
  component: WhitelistForm,
})
