// The introducer's dashboard (SPEC §2 introducer variant): its commission (earned, available, paid out,
// expected on settlement), its referral code with a copy button (SPEC §8 "{label} copied"), commission and
// payment volume for the day, week, month or year around a date, and its latest commission. Loaded only for
// introducer accounts on /dashboard; the report's chart is the merchant dashboard's, handed in by the route.
import { t } from '@/i18n/i18n.ts'
import type { ComponentType } from 'react'
import { Card, Code, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { introducerQueries } from '@/api/introducer.ts'
import { dateTime, money } from '@/app/ui/data-table-cells.tsx'
import { fromApiDay, toApiDay } from '@/app/ui/list-search.ts'
import { LoadFailed } from '@/app/ui/load-failed.tsx'
import { PeriodPicker } from '@/app/ui/period-picker.tsx'
import { PlainTable, type PlainColumn } from '@/app/ui/plain-table.tsx'
import { QuietPeriod, ReportCard } from '@/app/ui/report-card.tsx'
import { StatGrid } from '@/app/ui/stat-grid.tsx'
import { SectionCard } from '@/app/ui/section-card.tsx'
import type { DashboardReport, ReportPeriod } from '@/contract/dashboard.ts'
import type { IntroducerDashboard, IntroducerMe, IntroducerPeriodReport } from '@/contract/introducer.ts'
import { formatCount } from '@/lib/numbers.ts'
import { CopyButton } from '@/app/ui/copy-button.tsx'

/** The bar chart of a report's series. */
export type ReportChartComponent = ComponentType<{ series: DashboardReport['series']; caption: string }>

export interface IntroducerDashboardProps {
  Chart: ReportChartComponent
  period: ReportPeriod
  /** yyyy-MM-dd; absent: the server's today (the sandbox clock's). */
  date: string | undefined
  onChange: (next: { period?: ReportPeriod; date?: string }) => void
}

export default function IntroducerDashboardView({ Chart, period, date, onChange }: IntroducerDashboardProps) {
  const dashboard = useQuery(introducerQueries.dashboard(toApiDay(date)))
  return (
    <Stack gap="6">
      <CommissionFigures />
      <ReferralCodeCard />
      <ReportCard
        headingId="introducer-report-heading"
        title="Commission and payment volume"
        label={dashboard.data?.[period].label}
        controls={
          <PeriodPicker
            period={period}
            date={date ?? fromApiDay(dashboard.data?.date) ?? ''}
            onChange={onChange}
            data-tour="period-switch"
          />
        }
      >
        <PeriodReport Chart={Chart} dashboard={dashboard} period={period} />
      </ReportCard>
      <RecentCommission />
    </Stack>
  )
}

function CommissionFigures() {
  const me = useQuery(introducerQueries.me())
  const commission = me.data?.commission
  if (!commission && me.isError)
    return <LoadFailed bare title="Your commission could not be loaded" onRetry={() => void me.refetch()} />
  return (
    <StatGrid
      loading={!commission}
      stats={[
        {
          label: 'Commission earned',
          value: commission && money(commission.earned),
          help: 'Posted as payments settle',
          testId: 'introducer-commission-earned',
        },
        {
          label: 'Available to pay out',
          value: commission && money(commission.available),
          testId: 'introducer-commission-available',
        },
        {
          label: 'Paid out',
          value: commission && money(commission.paid_out),
          help:
            commission && commission.in_transit !== '0.00'
              ? `${money(commission.in_transit)} on its way`
              : undefined,
          testId: 'introducer-commission-paid-out',
        },
        {
          label: 'Expected on settlement',
          value: commission && money(commission.expected),
          help: 'Paid payments not settled yet',
          testId: 'introducer-commission-expected',
        },
      ]}
    />
  )
}

function ReferralCodeCard() {
  const me = useQuery(introducerQueries.me())
  const data = me.data
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-labelledby="referral-heading">
      <Card.Body>
        <Flex gap="4" wrap="wrap" align="center" justify="space-between">
          <Stack gap="1">
            <Heading as="h2" id="referral-heading" size="sm">
              Your referral code
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {data
                ? `Merchants who register with it are yours: you earn ${data.account.commission_rate_percent}% of Niaga's fee on their payments. You refer ${data.referred_merchants} ${data.referred_merchants === 1 ? 'merchant' : 'merchants'}.`
                : 'Merchants who register with it are yours.'}
            </Text>
          </Stack>
          {data ? (
            <Flex gap="2" align="center">
              <Code fontSize="lg" px="3" py="1" data-testid="introducer-referral-code">
                {data.account.referral_code}
              </Code>
              <CopyButton
                value={data.account.referral_code}
                copied={t('Referral code copied')}
                size="sm"
                variant="outline"
                aria-label="Copy referral code"
              >
                Copy
              </CopyButton>
            </Flex>
          ) : me.isError ? (
            <Text color="fg.error">The referral code could not be loaded.</Text>
          ) : (
            <Skeleton height="8" width="48" />
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  )
}

function PeriodReport({
  Chart,
  dashboard,
  period,
}: {
  Chart: ReportChartComponent
  dashboard: UseQueryResult<IntroducerDashboard>
  period: ReportPeriod
}) {
  const report: IntroducerPeriodReport | undefined = dashboard.data?.[period]
  if (!report && dashboard.isError)
    return (
      <LoadFailed
        bare
        size="sm"
        title="The report could not be loaded"
        onRetry={() => void dashboard.refetch()}
      />
    )
  const quiet =
    report &&
    report.payment_count === 0 &&
    report.series.every((point) => point.count === 0 && point.commission === '0.00')
  return (
    <Stack gap="5">
      <StatGrid
        loading={!report}
        stats={[
          {
            label: 'Commission',
            value: report && money(report.commission_amount),
            testId: 'introducer-period-commission',
          },
          {
            label: 'Payment volume',
            value: report && money(report.payment_amount),
            testId: 'introducer-period-volume',
          },
          { label: 'Payments', value: report && formatCount(report.payment_count) },
          { label: 'Niaga fees', value: report && money(report.fee_amount) },
        ]}
      />
      {!report ? (
        <Skeleton height="48" />
      ) : quiet ? (
        <QuietPeriod title="No payments or commission in this period" />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Commission
            </Heading>
            <Chart
              series={report.series.map((point) => ({
                label: point.label,
                amount: point.commission,
                count: point.count,
              }))}
              caption={`Commission by period, ${report.label}`}
            />
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Payment volume
            </Heading>
            <Chart series={report.series} caption={`Payment volume by period, ${report.label}`} />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  )
}

const COMMISSION_COLUMNS: PlainColumn<IntroducerMe['list']['data'][number]>[] = [
  { header: 'Invoice', cell: (entry) => entry.invoice_no, cellProps: { fontFamily: 'mono', fontSize: 'xs' } },
  { header: 'Merchant', cell: (entry) => entry.merchant_name },
  { header: 'Payment', align: 'end', cell: (entry) => money(entry.amount) },
  { header: 'Commission', align: 'end', cell: (entry) => money(entry.commission) },
  { header: 'Posted', hideBelow: 'md', cell: (entry) => dateTime(entry.posted_at) },
]

function RecentCommission() {
  const me = useQuery(introducerQueries.me())
  const entries = me.data?.list.data
  return (
    <SectionCard headingId="recent-commission-heading" title="Latest commission">
      {!entries && me.isError ? (
        <LoadFailed
          bare
          size="sm"
          title="Your commission could not be loaded"
          onRetry={() => void me.refetch()}
        />
      ) : !entries ? (
        <Skeleton height="24" />
      ) : entries.length === 0 ? (
        <Text color="fg.muted">Commission shows here once a referred merchant&apos;s payment settles.</Text>
      ) : (
        <PlainTable aria-label="Latest commission" columns={COMMISSION_COLUMNS} rows={entries} />
      )}
    </SectionCard>
  )
}
