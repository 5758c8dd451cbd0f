// A settlement list with its filters, the page's totals under it and the details drawer. Two pages show one
// (/settlement/view, and the self-settlement history with its kind fixed), so it takes the route's search
// and navigate rather than reading one route.
import { HStack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { settlementQueries } from '@/api/settlements.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import { DataTable } from '@/app/ui/data-table.tsx'
import { DayRangeFilter } from '@/app/ui/day-range-filter.tsx'
import { filterOf, FilterSelect, statusChoices } from '@/app/ui/filter-select.tsx'
import { useListSearch } from '@/app/ui/use-list-search.ts'
import { SETTLEMENT_KINDS, SETTLEMENT_STATUSES, type SettlementRecord } from '@/contract/settlements.ts'
import { channelLabel } from '@/lib/channels.ts'
import { kindLabel, settlementColumns } from './settlement-columns.tsx'
import { SettlementDrawer } from './settlement-drawer.tsx'
import { SETTLEMENT_CHANNELS, settlementListParams, type SettlementSearch } from './settlement-search.ts'
import { settlementPageTotals } from './settlement-totals.ts'
import { t } from '@/i18n/i18n.ts'

type Navigate = Parameters<typeof useListSearch<SettlementSearch>>[1]

// Channel names, statuses and kinds are words of the reader's language: made when the list draws, not when
// the module loads.
const channelFilter = () =>
  filterOf(
    t('Channel'),
    t('All channels'),
    SETTLEMENT_CHANNELS.map((channel) => [channel, channelLabel(channel)] as const),
  )
const kindFilter = () =>
  filterOf(
    t('Kind'),
    t('All kinds'),
    SETTLEMENT_KINDS.map((kind) => [kind, kindLabel(kind)] as const),
  )

interface SettlementTableProps {
  search: SettlementSearch
  navigate: Navigate
  label: string
  /** The self-settlement history: self-settlements only, and no kind filter. */
  kind?: SettlementRecord['kind']
  empty: { title: string; description: string }
}

export function SettlementTable({ search, navigate, label, kind, empty }: SettlementTableProps) {
  const { table, change, bind } = useListSearch(search, navigate)
  const query = useQuery(settlementQueries.list(settlementListParams(search, kind ?? search.kind)))
  // Opening a settlement is not a list change: keep the page the merchant is on.
  const open = (settlement: string | undefined) => change({ settlement, skip: search.skip })
  const rows = query.data?.data ?? []
  return (
    <>
      <DataTable
        label={label}
        columns={settlementColumns(open)}
        query={query}
        {...table}
        searchLabel={t('Search settlement number')}
        filtered={Boolean(
          search.channel || search.status || (!kind && search.kind) || search.from || search.to,
        )}
        filters={
          <>
            <FilterSelect {...channelFilter()} {...bind('channel')} />
            <FilterSelect {...statusChoices(SETTLEMENT_STATUSES)} {...bind('status')} />
            {kind ? null : <FilterSelect {...kindFilter()} {...bind('kind')} />}
            <DayRangeFilter from={bind('from')} to={bind('to')} />
          </>
        }
        empty={empty}
      />
      {rows.length > 0 ? <PageTotals totals={settlementPageTotals(rows)} /> : null}
      <SettlementDrawer recordId={search.settlement} onClose={() => open(undefined)} />
    </>
  )
}

function PageTotals({ totals }: { totals: ReturnType<typeof settlementPageTotals> }) {
  const figures = [
    [t('Gross'), totals.gross],
    [t('Fees'), totals.fees],
    [t('Reserve'), totals.reserve],
    [t('Net'), totals.net],
  ] as const
  return (
    <HStack
      as="section"
      aria-label={t('Totals of this page')}
      gap="3"
      wrap="wrap"
      justify="end"
      fontSize="sm"
    >
      <Text color="fg.muted">{t('Page totals')}</Text>
      <HStack as="dl" gap={{ base: '3', md: '6' }} wrap="wrap" data-testid="settlement-page-totals">
        {figures.map(([name, value]) => (
          <HStack key={name} gap="1">
            <Text as="dt" color="fg.muted">
              {name}
            </Text>
            <Text as="dd" fontWeight="semibold" whiteSpace="nowrap">
              {money(value)}
            </Text>
          </HStack>
        ))}
      </HStack>
    </HStack>
  )
}
