// A period's usage figures side by side: calls, errors (with the share of calls), mean and longest time.
import { t } from '@/i18n/i18n.ts'
import { StatGrid, type StatLook } from '@/app/ui/stat-grid.tsx'
import type { ApiKeyReport } from '@/contract/developers.ts'
import { formatCount } from '@/lib/numbers.ts'
import { latency } from './usage-format.ts'

type Figures = ApiKeyReport['totals']

const LOOK: StatLook = { fontSize: 'xl', skeleton: { height: '7', width: '20' } }

export function UsageFigures({
  figures,
  label,
  testId,
}: {
  figures: Figures | undefined
  label?: string
  testId?: string
}) {
  const errorShare =
    figures && figures.calls > 0
      ? t('{percent}% of calls', { percent: Math.round((figures.errors / figures.calls) * 100) })
      : undefined
  return (
    <StatGrid
      columns={{ base: 2, lg: 4 }}
      gap="3"
      aria-label={label}
      role={label ? 'group' : undefined}
      data-testid={testId}
      loading={figures === undefined}
      look={LOOK}
      stats={[
        { label: t('Calls'), value: figures && formatCount(figures.calls) },
        { label: t('Errors'), value: figures && formatCount(figures.errors), help: errorShare },
        { label: t('Mean time'), value: figures && latency(figures.avg_latency_ms) },
        { label: t('Longest time'), value: figures && latency(figures.max_latency_ms) },
      ]}
    />
  )
}
