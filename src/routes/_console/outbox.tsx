import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { outboxQueries } from '@/api/outbox.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { OutboxList } from '@/features/outbox/outbox-list.tsx'
import { outboxParams, OutboxSearchSchema } from '@/features/outbox/outbox-search.ts'
import { SandboxClockPanel } from '@/features/outbox/sandbox-clock-panel.tsx'

// Not in SPEC §2: the sandbox's stand-in for delivered email and SMS (docs/payments.md, "The sandbox
// outbox"), with the sandbox clock beside it.
export const Route = createFileRoute('/_console/outbox')({
  staticData: {
    title: 'Sandbox outbox',
    subtitle: 'Emails and SMS the sandbox sent for you, instead of delivering them',
  },
  validateSearch: OutboxSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search: { message: _message, ...list } }) => list,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(outboxQueries.list(outboxParams(deps))),
  component: SandboxTools,
})

function SandboxTools() {
  return (
    <Stack gap="6">
      <SandboxClockPanel />
      <OutboxList />
    </Stack>
  )
}
