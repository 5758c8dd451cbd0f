import { createFileRoute } from '@tanstack/react-router'
import { TestPage } from '@/features/dev-pages/test-page.tsx'

// SPEC §2 development page (sandbox): the build, the API base, the sandbox clock and the outbox. Not in the
// menu.
export const Route = createFileRoute('/_console/testPage')({
  staticData: {
    title: 'Test page',
    subtitle: 'Sandbox development page: this build and the sandbox’s tools',
  },
  component: TestPage,
})
