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
export type ReportChartComponent = ComponentType<{
  series: DashboardReport['series']
  caption: string
  empty?: string
}>

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
        title={t('Commission and payment volume')}
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
    return (
      <LoadFailed bare title={t('Your commission could not be loaded')} onRetry={() => void me.refetch()} />
    )
  return (
    <StatGrid
      loading={!commission}
      stats={[
        {
          label: t('Commission earned'),
          value: commission && money(commission.earned),
          help: t('Posted as payments settle'),
          testId: 'introducer-commission-earned',
        },
        {
          label: t('Available to pay out'),
          value: commission && money(commission.available),
          testId: 'introducer-commission-available',
        },
        {
          label: t('Paid out'),
          value: commission && money(commission.paid_out),
          help:
            commission && commission.in_transit !== '0.00'
              ? t('{amount} on its way', { amount: money(commission.in_transit) })
              : undefined,
          testId: 'introducer-commission-paid-out',
        },
        {
          label: t('Expected on settlement'),
          value: commission && money(commission.expected),
          help: t('Paid payments not settled yet'),
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
              {t('Your referral code')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {data
                ? t(
                    "Merchants who register with it are yours: you earn {rate}% of Niaga's fee on their payments. You refer {count, plural, one {# merchant} other {# merchants}}.",
                    { rate: data.account.commission_rate_percent, count: data.referred_merchants },
                  )
                : t('Merchants who register with it are yours.')}
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
                aria-label={t('Copy referral code')}
              >
                {t('Copy')}
              </CopyButton>
            </Flex>
          ) : me.isError ? (
            <Text color="fg.error">{t('The referral code could not be loaded.')}</Text>
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
        title={t('The report could not be loaded')}
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
            label: t('Commission'),
            value: report && money(report.commission_amount),
            testId: 'introducer-period-commission',
          },
          {
            label: t('Payment volume'),
            value: report && money(report.payment_amount),
            testId: 'introducer-period-volume',
          },
          { label: t('Payments'), value: report && formatCount(report.payment_count) },
          { label: t('Niaga fees'), value: report && money(report.fee_amount) },
        ]}
      />
      {!report ? (
        <Skeleton height="48" />
      ) : quiet ? (
        <QuietPeriod title={t('No payments or commission in this period')} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t('Commission')}
            </Heading>
            <Chart
              series={report.series.map((point) => ({
                label: point.label,
                amount: point.commission,
                count: point.count,
              }))}
              caption={t('Commission by period, {period}', { period: report.label })}
              empty={t('No commission in this period')}
            />
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t('Payment volume')}
            </Heading>
            <Chart
              series={report.series}
              caption={t('Payment volume by period, {period}', { period: report.label })}
            />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  )
}

const commissionColumns = (): PlainColumn<IntroducerMe['list']['data'][number]>[] => [
  {
    header: t('Invoice'),
    cell: (entry) => entry.invoice_no,
    cellProps: { fontFamily: 'mono', fontSize: 'xs' },
  },
  { header: t('Merchant'), cell: (entry) => entry.merchant_name },
  { header: t('Payment'), align: 'end', cell: (entry) => money(entry.amount) },
  { header: t('Commission'), align: 'end', summary: 'amount', cell: (entry) => money(entry.commission) },
  { header: t('Posted'), hideBelow: 'md', cell: (entry) => dateTime(entry.posted_at) },
]

function RecentCommission() {
  const me = useQuery(introducerQueries.me())
  const entries = me.data?.list.data
  return (
    <SectionCard headingId="recent-commission-heading" title={t('Latest commission')}>
      {!entries && me.isError ? (
        <LoadFailed
          bare
          size="sm"
          title={t('Your commission could not be loaded')}
          onRetry={() => void me.refetch()}
        />
      ) : !entries ? (
        <Skeleton height="24" />
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t("Commission shows here once a referred merchant's payment settles.")}</Text>
      ) : (
        <PlainTable aria-label={t('Latest commission')} columns={commissionColumns()} rows={entries} />
      )}
    </SectionCard>
  )
}
