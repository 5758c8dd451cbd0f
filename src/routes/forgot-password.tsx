import { createFileRoute } from '@tanstack/react-router'
import { ForgotPage } from '@/features/auth/forgot-page.tsx'

export const Route = createFileRoute('/forgot-password')({
  staticData: { title: 'Forgot Password' },
  component: () => <ForgotPage kind="password" />,
})
