// A key's usage as bars (the console's one chart, src/app/ui/chart/bar-chart.tsx): "calls" draws each
// period's errors (red) over its calls; "latency" draws the mean time taken. The table under it holds every
// figure, the longest time too.
import { t } from '@/i18n/i18n.ts'
import { BarChart, type PlotSeries } from '@/app/ui/chart/bar-chart.tsx'
import { compactCount } from '@/app/ui/chart/chart-format.ts'
import type { ApiKeyReport } from '@/contract/developers.ts'
import { formatCount } from '@/lib/numbers.ts'
import { latency } from './usage-format.ts'

type Bucket = ApiKeyReport['series'][number]

export function UsageChart({
  series,
  caption,
  metric = 'calls',
  height = 192,
}: {
  series: Bucket[]
  caption: string
  metric?: 'calls' | 'latency'
  height?: number
}) {
  const lines: PlotSeries[] =
    metric === 'calls'
      ? [
          {
            label: t('Calls'),
            colour: 'brand',
            values: series.map((bucket) => bucket.calls),
            format: formatCount,
          },
          {
            label: t('Errors'),
            colour: 'red',
            values: series.map((bucket) => bucket.errors),
            format: formatCount,
          },
        ]
      : [
          {
            label: t('Mean time taken'),
            colour: 'teal',
            values: series.map((bucket) => bucket.avg_latency_ms),
            format: latency,
          },
        ]
  return (
    <BarChart
      caption={caption}
      labels={series.map((bucket) => bucket.label)}
      series={lines}
      axis={metric === 'calls' ? compactCount : (value) => latency(value)}
      height={height}
      empty={metric === 'calls' ? t('No calls in this period') : t('No time taken: no calls in this period')}
      table={{
        headers: [t('Period'), t('Calls'), t('Errors'), t('Mean time'), t('Longest time')],
        rows: series.map((bucket) => ({
          key: bucket.key,
          cells: [
            bucket.label,
            formatCount(bucket.calls),
            formatCount(bucket.errors),
            latency(bucket.avg_latency_ms),
            latency(bucket.max_latency_ms),
          ],
        })),
      }}
    />
  )
}
