import { createFileRoute } from '@tanstack/react-router'
import { Error404Page } from '@/features/errors/error-404-page.tsx'

export const Route = createFileRoute('/error-404')({
  staticData: { title: 'Page Not Found' },
  component: Error404Page,
})
