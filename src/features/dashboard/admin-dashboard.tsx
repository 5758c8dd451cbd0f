// The admin dashboard: platform-wide counts (account type admin).
import { Button, EmptyState, SimpleGrid } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { dashboardQueries } from '@/api/dashboard.ts'
import { count, money } from './format.ts'
import { StatCard } from './stat-card.tsx'

export function AdminDashboardView() {
  const query = useQuery(dashboardQueries.admin())
  const data = query.data
  if (!data && query.isError) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>The dashboard could not be loaded</EmptyState.Title>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  }
  const loading = !data
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard
        label="Merchants"
        value={data && count(data.merchants)}
        testId="admin-merchants"
        loading={loading}
      />
      <StatCard label="Introducers" value={data && count(data.introducers)} loading={loading} />
      <StatCard label="Users" value={data && count(data.users)} loading={loading} />
      <StatCard
        label="Payments"
        value={data && money(data.payments.amount)}
        help={data && `${count(data.payments.count)} transactions`}
        loading={loading}
      />
    </SimpleGrid>
  )
}
