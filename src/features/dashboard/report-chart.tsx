// A plain bar chart of a report's series. The bars are decoration; the table beside them is what assistive
// technology reads (ChartTable), so the figures are never only in the picture.
import { Box, Flex, Text } from '@chakra-ui/react'
import { ChartTable } from '@/app/ui/chart-table.tsx'
import { money } from '@/app/ui/data-table-cells.tsx'
import type { DashboardReport } from '@/contract/dashboard.ts'
import { barPercent, labelStep } from '@/lib/chart-scale.ts'
import { myrToSen } from '@/lib/money.ts'
import { formatCount } from '@/lib/numbers.ts'
import { t } from '@/i18n/i18n.ts'

const MAX_LABELS = 12

/** A malformed amount draws no bar instead of breaking the chart. */
function sen(amount: string): number {
  try {
    return myrToSen(amount)
  } catch {
    return 0
  }
}

export function ReportChart({ series, caption }: { series: DashboardReport['series']; caption: string }) {
  const values = series.map((point) => sen(point.amount))
  const max = Math.max(1, ...values)
  const labelEvery = labelStep(series.length, MAX_LABELS)

  return (
    <Box as="figure" m="0">
      <Flex align="flex-end" gap="1" h="48" aria-hidden="true" borderBottomWidth="1px" pt="2">
        {series.map((point, index) => (
          <Flex
            key={`${index}-${point.label}`}
            direction="column"
            justify="flex-end"
            flex="1"
            minW="1"
            h="full"
          >
            <Box
              h={`${barPercent(values[index] ?? 0, max)}%`}
              bg="brand.solid"
              roundedTop="sm"
              title={`${point.label}: ${money(point.amount)} (${t('{count, plural, one {# transaction} other {# transactions}}', { count: point.count })})`}
              _hover={{ bg: 'brand.emphasized' }}
            />
          </Flex>
        ))}
      </Flex>
      <Flex gap="1" aria-hidden="true" mt="1">
        {series.map((point, index) => (
          <Text
            key={`${index}-${point.label}`}
            flex="1"
            minW="1"
            fontSize="2xs"
            color="fg.muted"
            textAlign="center"
            truncate
          >
            {index % labelEvery === 0 ? point.label : ''}
          </Text>
        ))}
      </Flex>
      <ChartTable
        caption={caption}
        headers={[t('Period'), t('Amount'), t('Transactions')]}
        rows={series.map((point, index) => ({
          key: `${index}-${point.label}`,
          cells: [point.label, money(point.amount), formatCount(point.count)],
        }))}
      />
    </Box>
  )
}
