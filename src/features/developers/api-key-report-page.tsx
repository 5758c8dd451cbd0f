// /api/{mode}/{id}/reports/{type}/{selectedDate}: a key's usage over a day, a week (7 days ending on the
// date), a month or a year: figures, calls and errors, time taken, and the breakdown by operation and by
// response code. The period and date live in the path, so a report can be shared or reloaded.
import { t } from '@/i18n/i18n.ts'
import { Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { apiKeyQueries } from '@/api/api-keys.ts'
import { fromApiDay, toApiDay } from '@/app/ui/list-search.ts'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { PeriodPicker } from '@/app/ui/period-picker.tsx'
import type { UsageReportType } from '@/contract/developers.ts'
import { UsageCard } from './usage-card.tsx'
import { UsageChart } from './usage-chart.tsx'
import { UsageFigures } from './usage-figures.tsx'
import { OperationsTable, OutcomesTable } from './usage-tables.tsx'
import { maskedKey } from './usage-format.ts'

const route = getRouteApi('/_console/api/$mode/$id/reports/$type/$selectedDate')

function ReportBody({ id, type, selectedDate }: { id: string; type: UsageReportType; selectedDate: string }) {
  const report = useQuery(apiKeyQueries.report(id, type, selectedDate))
  const data = report.data
  if (!data && report.isError)
    return <LoadFailed title={t('The report could not be loaded')} onRetry={() => void report.refetch()} />
  return (
    <Stack gap="6" aria-busy={report.isFetching} opacity={report.isPlaceholderData ? 0.6 : 1}>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="usage-report-label">
        {data ? data.label : '\u00a0'}
      </Text>
      <UsageFigures figures={data?.totals} label={t('Totals')} testId="usage-report-totals" />
      <UsageCard
        title={t('Calls and errors')}
        headingAs="h2"
        loading={!data}
        empty={
          data?.totals.calls === 0
            ? {
                title: t('No calls in this period'),
                description: t('Pick another period or date to see earlier calls.'),
              }
            : null
        }
      >
        {data && (
          <Stack gap="8">
            <UsageChart
              series={data.series}
              caption={t('Calls and errors, {period}', { period: data.label })}
            />
            <Stack gap="2">
              <Heading as="h3" size="xs">
                {t('Time taken')}
              </Heading>
              <UsageChart
                series={data.series}
                caption={t('Time taken, {period}', { period: data.label })}
                metric="latency"
                height={128}
              />
            </Stack>
          </Stack>
        )}
      </UsageCard>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS grid placement */}
        <Stack gap="2" gridColumn={{ lg: 'span 2' }}>
          <Heading as="h2" size="sm">
            {t('By operation')}
          </Heading>
          {data ? (
            <OperationsTable operations={data.operations} caption={t('Calls by operation')} />
          ) : (
            <Skeleton height="24" />
          )}
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="sm">
            {t('By response code')}
          </Heading>
          {data ? <OutcomesTable outcomes={data.outcomes} /> : <Skeleton height="24" />}
        </Stack>
      </SimpleGrid>
    </Stack>
  )
}

export function ApiKeyReportPage() {
  const { mode, id, type, selectedDate } = route.useParams()
  const navigate = route.useNavigate()
  const key = useQuery(apiKeyQueries.detail(id))
  const period = type as UsageReportType
  const show = (next: { type?: UsageReportType; selectedDate?: string }) =>
    void navigate({ params: (current) => ({ ...current, ...next }), resetScroll: false })

  return (
    <Stack gap="6">
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <Stack gap="1">
          <Text fontWeight="medium">{key.data ? key.data.name : '\u00a0'}</Text>
          <Text fontSize="sm" color="fg.muted" fontFamily="mono">
            {key.data ? maskedKey(key.data) : '\u00a0'}
          </Text>
          <Button asChild size="xs" variant="ghost" alignSelf="start" px="0">
            <Link to="/api/$mode/$id" params={{ mode, id }}>
              {t('Back to the key')}
            </Link>
          </Button>
        </Stack>
        <PeriodPicker
          period={period}
          date={fromApiDay(selectedDate) ?? ''}
          onChange={({ period: next, date }) =>
            show(next ? { type: next } : { selectedDate: toApiDay(date) })
          }
        />
      </Flex>
      <ReportBody id={id} type={period} selectedDate={selectedDate} />
    </Stack>
  )
}
