import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { outboxQueries } from '@/api/outbox.ts'
import { applyListPatch } from '@/app/list-search.ts'
import { OutboxList } from '@/features/outbox/outbox-list.tsx'
import { SandboxClockPanel } from '@/features/outbox/sandbox-clock-panel.tsx'
import {
  OUTBOX_DEFAULTS,
  outboxParams,
  OutboxSearchSchema,
  type OutboxSearch,
} from '@/features/outbox/outbox-search.ts'

// Not in SPEC §2: the sandbox's stand-in for delivered email and SMS (README "Payments in the sandbox").
export const Route = createFileRoute('/_console/outbox')({
  staticData: {
    title: 'Sandbox outbox',
    altTitle: 'Collections',
    subtitle: 'Emails and SMS the sandbox sent for you, instead of delivering them',
  },
  validateSearch: OutboxSearchSchema,
  loaderDeps: ({ search: { message: _message, ...list } }) => list,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(outboxQueries.list(outboxParams(deps))),
  component: OutboxRoute,
})

function OutboxRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<OutboxSearch>) =>
    void navigate({ search: (previous) => applyListPatch(previous, patch, OUTBOX_DEFAULTS) })
  return (
    <Stack gap="6">
      <SandboxClockPanel />
      <OutboxList search={search} onSearchChange={onSearchChange} />
    </Stack>
  )
}
