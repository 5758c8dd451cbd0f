import { createFileRoute } from '@tanstack/react-router'
import { SecondPage } from '@/features/dev-pages/second-page.tsx'

// SPEC §2 development page: the second screen, for checking navigation. Not in the menu.
export const Route = createFileRoute('/_console/second-page')({
  staticData: { title: 'Second page', subtitle: 'Sandbox development page' },
  component: SecondPage,
})
