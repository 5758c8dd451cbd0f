// A report's series as bars: the amount each period took in, with its transactions in the tooltip and the
// table (the console's one chart, src/app/ui/chart/bar-chart.tsx). The merchant's and the introducer's
// dashboards and the report pages draw with it.
import { BarChart } from '@/app/ui/chart/bar-chart.tsx'
import { compactRinggit } from '@/app/ui/chart/chart-format.ts'
import { money } from '@/app/ui/data-table-cells.tsx'
import type { DashboardReport } from '@/contract/dashboard.ts'
import { myrToSen } from '@/lib/money.ts'
import { formatCount } from '@/lib/numbers.ts'
import { t } from '@/i18n/i18n.ts'

/** A malformed amount draws no bar instead of breaking the chart. */
function sen(amount: string): number {
  try {
    return myrToSen(amount)
  } catch {
    return 0
  }
}

export function ReportChart({
  series,
  caption,
  empty,
}: {
  series: DashboardReport['series']
  caption: string
  /** Said when the period took nothing in. */
  empty?: string
}) {
  return (
    <BarChart
      caption={caption}
      labels={series.map((point) => point.label)}
      series={[
        {
          label: t('Amount'),
          colour: 'brand',
          values: series.map((point) => sen(point.amount)),
          format: (value) => money(value / 100),
        },
      ]}
      axis={compactRinggit}
      empty={empty ?? t('No payments in this period')}
      table={{
        headers: [t('Period'), t('Amount'), t('Transactions')],
        rows: series.map((point, index) => ({
          key: `${index}-${point.label}`,
          cells: [point.label, money(point.amount), formatCount(point.count)],
        })),
      }}
    />
  )
}
