import { createFileRoute } from '@tanstack/react-router'
import { accountQueries } from '@/api/accounts.ts'
import { requireLogin } from '@/app/shell/require-login.ts'
import { AccountSwitcherPage } from '@/features/auth/account-switcher-page.tsx'

export const Route = createFileRoute('/account-switcher')({
  staticData: { title: 'Switch Account' },
  beforeLoad: requireLogin,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountQueries.memberships()),
  component: AccountSwitcherPage,
})
