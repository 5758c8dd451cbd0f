// The introducer's dashboard (SPEC §2 introducer variant): its commission (earned, available, paid out,
// expected on settlement), its referral code with a copy button (SPEC §8 "{label} copied"), commission and
// payment volume for the day, week, month or year around a date, and its latest commission. Loaded only for
// introducer accounts; it draws with the merchant dashboard's parts, handed in (dashboard-kit.ts).
import {
  Button,
  Card,
  Code,
  EmptyState,
  Flex,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { introducerQueries } from '@/api/introducer.ts'
import { copyToClipboard } from '@/app/ui/clipboard.ts'
import { toApiDay } from '@/app/ui/list-search.ts'
import type { ReportPeriod } from '@/contract/dashboard.ts'
import type { IntroducerDashboard, IntroducerPeriodReport } from '@/contract/introducer.ts'
import type { DashboardKit } from './dashboard-kit.ts'

interface IntroducerDashboardProps {
  kit: DashboardKit
  period: ReportPeriod
  /** yyyy-MM-dd; absent: the server's today (the sandbox clock's). */
  date: string | undefined
  onChange: (next: { period?: ReportPeriod; date?: string }) => void
}

/** The answer's day (dd-MM-yyyy) as the date input shows it (yyyy-MM-dd). */
function inputDay(day: string | undefined): string | undefined {
  const match = day ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(day) : null
  return match ? `${match[3]}-${match[2]}-${match[1]}` : day
}

export default function IntroducerDashboardView({ kit, period, date, onChange }: IntroducerDashboardProps) {
  const dashboard = useQuery(introducerQueries.dashboard(toApiDay(date)))
  const { ReportControls } = kit
  return (
    <Stack gap="6">
      <CommissionFigures kit={kit} />
      <ReferralCodeCard />
      <Card.Root variant="outline" bg="bg" as="section" aria-labelledby="introducer-report-heading">
        <Card.Header>
          <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
            <Stack gap="0.5">
              <Heading as="h2" id="introducer-report-heading" size="md">
                Commission and payment volume
              </Heading>
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {dashboard.data ? dashboard.data[period].label : '\u00a0'}
              </Text>
            </Stack>
            <ReportControls
              period={period}
              date={date ?? inputDay(dashboard.data?.date) ?? ''}
              onChange={onChange}
            />
          </Flex>
        </Card.Header>
        <Card.Body>
          <PeriodReport kit={kit} dashboard={dashboard} period={period} />
        </Card.Body>
      </Card.Root>
      <RecentCommission kit={kit} />
    </Stack>
  )
}

function CommissionFigures({ kit: { StatGrid, LoadFailed, money } }: { kit: DashboardKit }) {
  const me = useQuery(introducerQueries.me())
  const commission = me.data?.commission
  if (!commission && me.isError)
    return <LoadFailed title="Your commission could not be loaded" onRetry={() => void me.refetch()} />
  return (
    <StatGrid
      columns={{ base: 1, sm: 2, xl: 4 }}
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
              <Button
                size="sm"
                variant="outline"
                aria-label="Copy referral code"
                onClick={() => void copyToClipboard(data.account.referral_code, 'Referral code')}
              >
                Copy
              </Button>
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
  kit: { StatGrid, LoadFailed, ReportChart, money, count },
  dashboard,
  period,
}: {
  kit: DashboardKit
  dashboard: UseQueryResult<IntroducerDashboard>
  period: ReportPeriod
}) {
  const report: IntroducerPeriodReport | undefined = dashboard.data?.[period]
  if (!report && dashboard.isError)
    return (
      <LoadFailed size="sm" title="The report could not be loaded" onRetry={() => void dashboard.refetch()} />
    )
  const quiet =
    report &&
    report.payment_count === 0 &&
    report.series.every((point) => point.count === 0 && point.commission === '0.00')
  return (
    <Stack gap="5">
      <StatGrid
        columns={{ base: 1, sm: 2, xl: 4 }}
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
          { label: 'Payments', value: report && count(report.payment_count) },
          { label: 'Niaga fees', value: report && money(report.fee_amount) },
        ]}
      />
      {!report ? (
        <Skeleton height="48" />
      ) : quiet ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title>No payments or commission in this period</EmptyState.Title>
            <EmptyState.Description>
              Pick another period or date to see earlier activity.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Commission
            </Heading>
            <ReportChart
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
            <ReportChart series={report.series} caption={`Payment volume by period, ${report.label}`} />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  )
}

function RecentCommission({ kit: { LoadFailed, money, dateTime } }: { kit: DashboardKit }) {
  const me = useQuery(introducerQueries.me())
  const entries = me.data?.list.data
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-labelledby="recent-commission-heading">
      <Card.Header>
        <Heading as="h2" id="recent-commission-heading" size="md">
          Latest commission
        </Heading>
      </Card.Header>
      <Card.Body>
        {!entries && me.isError ? (
          <LoadFailed
            size="sm"
            title="Your commission could not be loaded"
            onRetry={() => void me.refetch()}
          />
        ) : !entries ? (
          <Skeleton height="24" />
        ) : entries.length === 0 ? (
          <Text color="fg.muted">Commission shows here once a referred merchant&apos;s payment settles.</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Latest commission">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                  <Table.ColumnHeader>Merchant</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Payment</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Commission</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Posted</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entries.map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {entry.invoice_no}
                    </Table.Cell>
                    <Table.Cell>{entry.merchant_name}</Table.Cell>
                    <Table.Cell textAlign="end">{money(entry.amount)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(entry.commission)}</Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                      {dateTime(entry.posted_at)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  )
}
