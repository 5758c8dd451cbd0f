// The admin dashboard: platform-wide counts (account type admin).
import { useQuery } from '@tanstack/react-query'
import { dashboardQueries } from '@/api/dashboard.ts'
import { count, money } from './format.ts'
import { LoadFailed, StatGrid } from './stat-card.tsx'

export function AdminDashboardView() {
  const query = useQuery(dashboardQueries.admin())
  const data = query.data
  if (!data && query.isError)
    return <LoadFailed title="The dashboard could not be loaded" onRetry={() => void query.refetch()} />
  return (
    <StatGrid
      columns={{ base: 1, sm: 2, lg: 4 }}
      loading={!data}
      stats={[
        { label: 'Merchants', value: data && count(data.merchants), testId: 'admin-merchants' },
        { label: 'Introducers', value: data && count(data.introducers) },
        { label: 'Users', value: data && count(data.users) },
        {
          label: 'Payments',
          value: data && money(data.payments.amount),
          help: data && `${count(data.payments.count)} transactions`,
        },
      ]}
    />
  )
}
