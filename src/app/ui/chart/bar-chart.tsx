// The console's one chart: bars over labelled periods, with a value axis, a tooltip on each bar and a legend,
// drawn by uPlot (bar-chart-plot.ts). The drawing code arrives only when the chart comes into view, so a
// dashboard's first screen on a phone carries none of it. The figures are always in the table beside the
// picture (ChartTable), which is what assistive technology reads; a period with nothing in it says so.
import { useEffect, useRef, useState, type RefObject } from 'react'
import { Box, EmptyState, HStack, Text } from '@chakra-ui/react'
import { ChartTable } from '../chart-table.tsx'
import type { PlotSeries } from './bar-chart-plot.ts'
import { t } from '@/i18n/i18n.ts'

export type { PlotSeries } from './bar-chart-plot.ts'

export interface BarChartProps {
  /** The table's caption: what the chart shows, for the period. */
  caption: string
  /** One label a bar ("Mon", "14:00", "3 Dec"). */
  labels: string[]
  /** Drawn in order, a later series over an earlier one (errors over the calls that include them). */
  series: PlotSeries[]
  /** A value-axis tick: short ("RM 1.2K", "350"). */
  axis: (value: number) => string
  /** The figures as a table: its headers and a row a bar. */
  table: { headers: string[]; rows: { key: string; cells: string[] }[] }
  /** Said instead of an empty picture when every value is nothing. */
  empty: string
  height?: number
}

export function BarChart({ caption, labels, series, axis, table, empty, height = 192 }: BarChartProps) {
  const nothing = series.every((line) => line.values.every((value) => !value))
  return (
    <Box as="figure" m="0">
      {nothing ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="md">
          <EmptyState.Content>
            <EmptyState.Description>{empty}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          {series.length > 1 ? <Legend series={series} /> : null}
          <Plot labels={labels} series={series} axis={axis} height={height} />
        </>
      )}
      <ChartTable caption={caption} headers={table.headers} rows={table.rows} />
    </Box>
  )
}

function Legend({ series }: { series: PlotSeries[] }) {
  return (
    <HStack gap="4" fontSize="xs" color="fg.muted" aria-hidden="true" mb="2" wrap="wrap">
      {series.map((line) => (
        <HStack key={line.label} gap="1.5">
          <Box w="3" h="3" rounded="sm" bg={`${line.colour}.solid`} />
          <Text>{line.label}</Text>
        </HStack>
      ))}
    </HStack>
  )
}

type PlotProps = Pick<BarChartProps, 'labels' | 'series' | 'axis'> & { height: number }

/** The picture: a box of the chart's height at once (nothing moves when it is drawn), the plot once seen. */
function Plot(props: PlotProps) {
  const box = useRef<HTMLDivElement>(null)
  const seen = useSeen(box)
  const [unavailable, setUnavailable] = useState(false)
  // Redrawn when the figures change, not on every render of the page around it.
  const latest = useRef(props)
  latest.current = props
  const figures = JSON.stringify([props.labels, props.series.map((line) => [line.colour, line.values])])
  useEffect(() => {
    const element = box.current
    if (!seen || !element) return
    let stop: (() => void) | undefined
    let cancelled = false
    import('./bar-chart-plot.ts')
      .then(({ drawBars }) => {
        if (!cancelled) stop = drawBars(element, latest.current)
      })
      // Offline before the drawing code was ever fetched: the figures are still in the table.
      .catch(() => setUnavailable(true))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [seen, figures, props.height])
  return (
    <Box ref={box} h={`${props.height}px`} position="relative" data-testid="bar-chart">
      {unavailable ? (
        <Text fontSize="sm" color="fg.muted" pt="4">
          {t('The chart cannot be drawn offline.')}
        </Text>
      ) : null}
    </Box>
  )
}

/** True once the element has come within a screen of the viewport, and from then on. */
function useSeen(element: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const target = element.current
    if (seen || !target) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: '100px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, seen])
  return seen
}
