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
import type { OnboardingStatus, ReferredMerchant } from '@/contract/introducer.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'
import type { CsvColumn } from '@/lib/csv.ts'
import { ExportCsvButton } from './export-csv-button.tsx'
import { merchantQuery } from './introducer-params.ts'
import { ONBOARDING_CHOICES } from './introducer-search.ts'
import { formatCount } from '@/lib/numbers.ts'
import { statusWord } from '@/app/ui/status-words.ts'

const route = getRouteApi('/_console/merchants')

/** Each onboarding status's word: its id is the English word, which the CSV export writes as it is. */
const ONBOARDING_WORDS: Record<OnboardingStatus, ConsoleText> = {
  registered: 'Registered',
  company_details: 'Company details submitted',
  complete: 'Onboarded',
  inactive: 'Inactive',
}

const onboardingChoice = () =>
  filterOf(
    t('Onboarding status'),
    t('All onboarding statuses'),
    ONBOARDING_CHOICES.map((status) => [status, t(ONBOARDING_WORDS[status])] as const),
  )
const ONBOARDING_COLOURS: Record<OnboardingStatus, string> = {
  registered: 'gray',
  company_details: 'orange',
  complete: 'green',
  inactive: 'red',
}

const columns = (): DataColumn<ReferredMerchant>[] => [
  {
    id: 'name',
    header: t('Merchant'),
    sortKey: 'name',
    cell: (merchant) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link
          to="/transactions/payment"
          search={{ merchant: merchant.id }}
          aria-label={t('Payments of {merchant}', { merchant: merchant.name })}
        >
          {merchant.name}
        </Link>
      </ChakraLink>
    ),
  },
  {
    id: 'onboarding',
    header: t('Onboarding'),
    cell: (merchant) => (
      <Badge colorPalette={ONBOARDING_COLOURS[merchant.onboarding_status]}>
        {t(ONBOARDING_WORDS[merchant.onboarding_status])}
      </Badge>
    ),
  },
  {
    id: 'plan',
    header: t('Plan'),
    hideBelow: 'md',
    cell: (merchant) =>
      merchant.plan ? (
        <Stack gap="0">
          <Text>{merchant.plan}</Text>
          {merchant.plan_status ? <Detail>{statusWord(merchant.plan_status)}</Detail> : null}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('No plan')}</Text>
      ),
  },
  moneyColumn('payment_amount', t('Payment volume'), (merchant) => merchant.payment_amount, {
    sortKey: 'payment_amount',
    firstOrder: 'desc',
    hideBelow: 'sm',
    detail: (merchant) => (
      <Detail>{t('{count} paid', { count: formatCount(merchant.payment_count) })}</Detail>
    ),
  }),
  moneyColumn('commission', t('Commission'), (merchant) => merchant.commission, {
    sortKey: 'commission',
    firstOrder: 'desc',
    detail: (merchant) =>
      merchant.commission_expected !== '0.00' ? (
        <Detail whiteSpace="nowrap">
          {t('+{amount} on settlement', { amount: money(merchant.commission_expected) })}
        </Detail>
      ) : null,
  }),
  {
    id: 'last_payment_at',
    header: t('Last payment'),
    hideBelow: 'lg',
    cell: (merchant) => dateTime(merchant.last_payment_at),
  },
  createdColumn(t('Registered'), 'lg'),
]

// The export is a data file in English whatever the screen's language, as the server's report files are
// (server/services/reports): its column names and words stay the same for a spreadsheet or an import that
// reads them.
/* eslint-disable lingui/no-unlocalized-strings -- CSV column names, kept English for the file's readers */
export const MERCHANT_CSV_COLUMNS: CsvColumn<ReferredMerchant>[] = [
  { header: 'Merchant', value: (merchant) => merchant.name },
  { header: 'Onboarding', value: (merchant) => ONBOARDING_WORDS[merchant.onboarding_status] },
  { header: 'Plan', value: (merchant) => merchant.plan },
  { header: 'Plan status', value: (merchant) => merchant.plan_status },
  { header: 'Payment volume (MYR)', value: (merchant) => merchant.payment_amount },
  { header: 'Payments', value: (merchant) => merchant.payment_count },
  { header: 'Commission earned (MYR)', value: (merchant) => merchant.commission },
  { header: 'Commission on settlement (MYR)', value: (merchant) => merchant.commission_expected },
  { header: 'Last payment at', value: (merchant) => merchant.last_payment_at },
  { header: 'Registered at', value: (merchant) => merchant.created_at },
]
/* eslint-enable lingui/no-unlocalized-strings */

export function IntroducerMerchantList() {
  const search = route.useSearch()
  const { table, bind } = useListSearch(search, route.useNavigate())
  const params = merchantQuery(search)
  const query = useQuery(introducerQueries.merchants(params))
  return (
    <DataTable
      label={t('Referred merchants')}
      columns={columns()}
      query={query}
      {...table}
      searchLabel={t('Search merchant name')}
      filtered={Boolean(search.onboarding)}
      filters={<FilterSelect {...onboardingChoice()} minW="48" {...bind('onboarding')} />}
      actions={
        <ExportCsvButton
          fileName="referred-merchants"
          label={t('Export referred merchants as CSV')}
          columns={MERCHANT_CSV_COLUMNS}
          fetchRows={() => fetchAllRows(fetchMerchants, params)}
        />
      }
      empty={{
        title: t('No referred merchants yet'),
        description: t('Merchants who register with your referral code show here.'),
      }}
    />
  )
}
