// The admin dashboard (account type admin): platform totals (src/contract/admin.ts) and the way into the
// admin pages: merchants (switch into one), plans and the audit log. Loaded lazily by dashboard-page.tsx,
// so merchants never download it.
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { dashboardQueries } from '@/api/dashboard.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { StatGrid } from '@/app/ui/stat-grid.tsx'
import { statusWord } from '@/app/ui/status-words.ts'
import { t } from '@/i18n/i18n.ts'
import type { AdminDashboard } from '@/contract/admin.ts'
import { formatCount } from '@/lib/numbers.ts'

function Breakdown({ title, rows, testId }: { title: string; rows: [string, number][]; testId: string }) {
  return (
    <Card.Root size="sm" variant="outline" bg="bg">
      <Card.Header>
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap="1" data-testid={testId}>
          {rows.map(([label, value]) => (
            <HStack key={label} justify="space-between">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {formatCount(value)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

const planRows = (data: AdminDashboard): [string, number][] => [
  ...data.merchants_by_plan.plans.map((plan): [string, number] => [plan.plan_name, plan.count]),
  [t('Lapsed'), data.merchants_by_plan.lapsed],
  [t('No plan'), data.merchants_by_plan.no_plan],
]

export default function AdminDashboardView() {
  const query = useQuery(dashboardQueries.admin())
  const data = query.data
  if (!data && query.isError)
    return (
      <LoadFailed bare title={t('The dashboard could not be loaded')} onRetry={() => void query.refetch()} />
    )
  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm">
          <Link to="/admin/merchants">{t('Merchants')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/subscriptions/view">{t('Manage plans')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/admin/audit-log">{t('Audit log')}</Link>
        </Button>
      </HStack>
      <StatGrid
        columns={{ base: 1, sm: 2, lg: 4 }}
        loading={!data}
        stats={[
          {
            label: t('Volume today'),
            value: data && money(data.volume.today.amount),
            help: data && t('{count} payments', { count: formatCount(data.volume.today.count) }),
            testId: 'admin-volume-today',
          },
          {
            label: t('Volume this month'),
            value: data && money(data.volume.this_month.amount),
            help: data && t('{count} payments', { count: formatCount(data.volume.this_month.count) }),
          },
          {
            label: t('Volume all time'),
            value: data && money(data.volume.all_time.amount),
            help: data && t('{count} payments', { count: formatCount(data.volume.all_time.count) }),
            testId: 'admin-volume-all',
          },
          {
            label: t('Payouts pending'),
            value: data && money(data.payouts_pending.amount),
            help: data && t('{count} payouts', { count: formatCount(data.payouts_pending.count) }),
            testId: 'admin-payouts-pending',
          },
          { label: t('Fee revenue today'), value: data && money(data.fee_revenue.today) },
          { label: t('Fee revenue this month'), value: data && money(data.fee_revenue.this_month) },
          {
            label: t('Fee revenue all time'),
            value: data && money(data.fee_revenue.all_time),
            testId: 'admin-fee-revenue',
          },
          {
            label: t('Subscription revenue'),
            value: data && money(data.subscription_revenue),
            help: t('All time'),
            testId: 'admin-subscription-revenue',
          },
          { label: t('Merchants'), value: data && formatCount(data.merchants), testId: 'admin-merchants' },
          { label: t('Introducers'), value: data && formatCount(data.introducers) },
          { label: t('Users'), value: data && formatCount(data.users) },
        ]}
      />
      {data ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Breakdown title={t('Merchants by plan')} rows={planRows(data)} testId="admin-merchants-by-plan" />
          <Breakdown
            title={t('Merchants by status')}
            rows={data.merchants_by_status.map((row) => [statusWord(row.status), row.count])}

            testId="admin-merchants-by-status"
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  )
}
