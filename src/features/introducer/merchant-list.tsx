// /merchants: the merchants the introducer referred, with where each is in onboarding, its plan, its payment
// volume and the commission it has earned the introducer. A merchant's name opens its payments.
import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { fetchAllRows, fetchMerchants, introducerQueries } from '@/api/introducer.ts'
import { createdColumn, moneyColumn } from '@/app/ui/data-table-columns.tsx'
import { dateTime, Detail, money } from '@/app/ui/data-table-cells.tsx'
import { DataTable, type DataColumn } from '@/app/ui/data-table.tsx'
import { filterOf, FilterSelect } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import {
  ONBOARDING_STATUS_LABELS,
  type OnboardingStatus,
  type ReferredMerchant,
} from '@/contract/introducer.ts'
import type { CsvColumn } from '@/lib/csv.ts'
import { ExportCsvButton } from './export-csv-button.tsx'
import { merchantQuery } from './introducer-params.ts'
import { ONBOARDING_CHOICES } from './introducer-search.ts'
import { formatCount } from '@/lib/numbers.ts'

const route = getRouteApi('/_console/merchants')

const ONBOARDING_FILTER = filterOf(
  'Onboarding status',
  'All onboarding statuses',
  ONBOARDING_CHOICES.map((status) => [status, ONBOARDING_STATUS_LABELS[status]] as const),
)
const ONBOARDING_COLOURS: Record<OnboardingStatus, string> = {
  registered: 'gray',
  company_details: 'orange',
  complete: 'green',
  inactive: 'red',
}

const COLUMNS: DataColumn<ReferredMerchant>[] = [
  {
    id: 'name',
    header: 'Merchant',
    sortKey: 'name',
    cell: (merchant) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link
          to="/transactions/payment"
          search={{ merchant: merchant.id }}
          aria-label={`Payments of ${merchant.name}`}
        >
          {merchant.name}
        </Link>
      </ChakraLink>
    ),
  },
  {
    id: 'onboarding',
    header: 'Onboarding',
    cell: (merchant) => (
      <Badge colorPalette={ONBOARDING_COLOURS[merchant.onboarding_status]}>
        {ONBOARDING_STATUS_LABELS[merchant.onboarding_status]}
      </Badge>
    ),
  },
  {
    id: 'plan',
    header: 'Plan',
    hideBelow: 'md',
    cell: (merchant) =>
      merchant.plan ? (
        <Stack gap="0">
          <Text>{merchant.plan}</Text>
          {merchant.plan_status ? (
            <Detail textTransform="capitalize">{merchant.plan_status.replace(/_/g, ' ')}</Detail>
          ) : null}
        </Stack>
      ) : (
        <Text color="fg.muted">No plan</Text>
      ),
  },
  moneyColumn('payment_amount', 'Payment volume', (merchant) => merchant.payment_amount, {
    sortKey: 'payment_amount',
    firstOrder: 'desc',
    hideBelow: 'sm',
    detail: (merchant) => <Detail>{formatCount(merchant.payment_count)} paid</Detail>,
  }),
  moneyColumn('commission', 'Commission', (merchant) => merchant.commission, {
    sortKey: 'commission',
    firstOrder: 'desc',
    detail: (merchant) =>
      merchant.commission_expected !== '0.00' ? (
        <Detail whiteSpace="nowrap">+{money(merchant.commission_expected)} on settlement</Detail>
      ) : null,
  }),
  {
    id: 'last_payment_at',
    header: 'Last payment',
    hideBelow: 'lg',
    cell: (merchant) => dateTime(merchant.last_payment_at),
  },
  createdColumn('Registered', 'lg'),
]

export const MERCHANT_CSV_COLUMNS: CsvColumn<ReferredMerchant>[] = [
  { header: 'Merchant', value: (merchant) => merchant.name },
  { header: 'Onboarding', value: (merchant) => ONBOARDING_STATUS_LABELS[merchant.onboarding_status] },
  { header: 'Plan', value: (merchant) => merchant.plan },
  { header: 'Plan status', value: (merchant) => merchant.plan_status },
  { header: 'Payment volume (MYR)', value: (merchant) => merchant.payment_amount },
  { header: 'Payments', value: (merchant) => merchant.payment_count },
  { header: 'Commission earned (MYR)', value: (merchant) => merchant.commission },
  { header: 'Commission on settlement (MYR)', value: (merchant) => merchant.commission_expected },
  { header: 'Last payment at', value: (merchant) => merchant.last_payment_at },
  { header: 'Registered at', value: (merchant) => merchant.created_at },
]

export function IntroducerMerchantList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const params = merchantQuery(search)
  const query = useQuery(introducerQueries.merchants(params))
  return (
    <DataTable
      label="Referred merchants"
      columns={COLUMNS}
      query={query}
      {...table}
      searchLabel="Search merchant name"
      filtered={Boolean(search.onboarding)}
      filters={<FilterSelect {...ONBOARDING_FILTER} minW="48" {...bind('onboarding')} />}
      actions={
        <ExportCsvButton
          name="Referred merchants"
          columns={MERCHANT_CSV_COLUMNS}
          fetchRows={() => fetchAllRows(fetchMerchants, params)}
        />
      }
      empty={{
        title: 'No referred merchants yet',
        description: 'Merchants who register with your referral code show here.',
      }}
    />
  )
}
