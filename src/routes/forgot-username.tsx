import { createFileRoute } from '@tanstack/react-router'
import { ForgotPage } from '@/features/auth/forgot-page.tsx'

export const Route = createFileRoute('/forgot-username')({
  staticData: { title: 'Forgot Username' },
  component: () => <ForgotPage kind="username" />,
})
