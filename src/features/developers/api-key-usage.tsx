// A key's usage on its page: today and the last 30 days, a daily chart of calls and errors, and the
// operations it called most.
import { t } from '@/i18n/i18n.ts'
import { Heading, Skeleton, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { apiKeyQueries } from '@/api/api-keys.ts'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { UsageCard } from './usage-card.tsx'
import { UsageChart } from './usage-chart.tsx'
import { UsageFigures } from './usage-figures.tsx'
import { OperationsTable } from './usage-tables.tsx'

export function ApiKeyUsage({ id }: { id: string }) {
  const query = useQuery(apiKeyQueries.dashboard(id))
  const data = query.data
  if (!data && query.isError)
    return (
      <LoadFailed title={t('The key’s usage could not be loaded')} onRetry={() => void query.refetch()} />
    )

  return (
    <Stack gap="6" as="section" aria-labelledby="key-usage-heading">
      <Heading as="h2" size="md" id="key-usage-heading">
        {t('Usage')}
      </Heading>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('Today')}
        </Heading>
        <UsageFigures figures={data?.today} label={t('Today')} testId="usage-today" />
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('Last 30 days')}
        </Heading>
        <UsageFigures figures={data?.last_30_days} label={t('Last 30 days')} testId="usage-30-days" />
      </Stack>
      <UsageCard
        title={t('Calls a day')}
        headingAs="h3"
        loading={!data}
        empty={
          data?.last_30_days.calls === 0
            ? {
                title: t('No calls in the last 30 days'),
                description: t('Calls made with this key show here as they are made.'),
              }
            : null
        }
      >
        {data && <UsageChart series={data.days} caption={t('Calls and errors a day, last 30 days')} />}
      </UsageCard>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('Operations called most (30 days)')}
        </Heading>
        {data ? (
          <OperationsTable
            operations={data.operations}
            caption={t('Operations called most in the last 30 days')}
          />
        ) : (
          <Skeleton height="24" />
        )}
      </Stack>
    </Stack>
  )
}
