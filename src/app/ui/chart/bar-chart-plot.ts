// The drawing behind BarChart (bar-chart.tsx), in a chunk of its own: uPlot, the smallest of the charting
// libraries measured for the console (docs/performance.md), with the theme's colours and font, a tooltip
// for the bar under the pointer or finger, and ticks spaced so labels stay readable on a 390 px phone.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface PlotSeries {
  label: string
  /** A Chakra palette: the bars take its solid colour. */
  colour: 'brand' | 'red' | 'teal'
  values: number[]
  /** The value as the tooltip says it ("RM 1,234.50", "1,204 calls"). */
  format: (value: number) => string
}

export interface PlotInput {
  labels: string[]
  series: PlotSeries[]
  axis: (value: number) => string
  height: number
}

/** Whole steps only: a tick between two periods would have no label. */
const PERIOD_STEPS = [1, 2, 3, 4, 5, 6, 7, 10, 12, 14, 15, 20, 24, 30, 50, 100]
const TICK_FONT_PX = 11
/** At least this far apart, so labels never run into each other at a phone's width. */
const LABEL_SPACE_PX = 44
const VALUE_SPACE_PX = 28

/** A colour or font from the page's theme (Chakra's custom properties), as the canvas needs it. */
function themed(element: HTMLElement) {
  const style = getComputedStyle(element)
  const colour = (token: string) => style.getPropertyValue(`--chakra-colors-${token}`).trim() || 'gray'
  return { colour, font: `${TICK_FONT_PX}px ${style.fontFamily}` }
}

/** Draws the chart into `element`, sized to it and redrawn when it resizes; returns what removes it. */
export function drawBars(element: HTMLElement, input: PlotInput): () => void {
  const theme = themed(element)
  const tooltip = tooltipPlugin(input)
  const x = input.labels.map((_, index) => index)
  const options: uPlot.Options = {
    width: element.clientWidth,
    height: input.height,
    // Room on the right for the last period's label, centred under its bar.
    padding: [8, 16, 0, 0],
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false }, y: false },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: theme.colour('fg-muted'),
        font: theme.font,
        grid: { show: false },
        ticks: { show: false },
        space: LABEL_SPACE_PX,
        incrs: PERIOD_STEPS,
        values: (_u, splits) => splits.map((split) => input.labels[split] ?? ''),
      },
      {
        stroke: theme.colour('fg-muted'),
        font: theme.font,
        grid: { stroke: theme.colour('border'), width: 1 },
        ticks: { show: false },
        space: VALUE_SPACE_PX,
        size: (u, values) => axisWidth(u, values, theme.font),
        values: (_u, splits) => splits.map((split) => input.axis(split)),
      },
    ],
    series: [
      {},
      ...input.series.map((line) => ({
        label: line.label,
        fill: theme.colour(`${line.colour}-solid`),
        stroke: theme.colour(`${line.colour}-solid`),
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.7, 48, 2], radius: 0.15 }),
        points: { show: false },
      })),
    ],
    plugins: [tooltip],
  }
  const plot = new uPlot(options, [x, ...input.series.map((line) => line.values)], element)
  // A picture for the eye: the table beside it is what a screen reader reads.
  plot.root.setAttribute('aria-hidden', 'true')
  const resize = new ResizeObserver(() => {
    if (element.clientWidth > 0) plot.setSize({ width: element.clientWidth, height: input.height })
  })
  resize.observe(element)
  return () => {
    resize.disconnect()
    plot.destroy()
  }
}

/** The value axis as wide as its longest tick, plus a little air. */
function axisWidth(u: uPlot, values: string[] | null, font: string): number {
  if (!values?.length) return 32
  const context = u.ctx
  context.save()
  context.font = font
  const widest = Math.max(...values.map((value) => context.measureText(value).width))
  context.restore()
  return Math.ceil(widest) + 14
}

/* eslint-disable lingui/no-unlocalized-strings -- CSS declarations, not words */
const TOOLTIP_STYLE = [
  'position: absolute; pointer-events: none; display: none; z-index: 1; white-space: nowrap',
  'padding: 6px 8px; border-radius: 6px; font-size: 12px; line-height: 1.4',
  'background: var(--chakra-colors-bg-panel); color: var(--chakra-colors-fg)',
  'border: 1px solid var(--chakra-colors-border); box-shadow: var(--chakra-shadows-md)',
].join('; ')
/* eslint-enable lingui/no-unlocalized-strings */

/** A box over the plot naming the period under the pointer and each series' value in it. */
function tooltipPlugin(input: PlotInput): uPlot.Plugin {
  const box = document.createElement('div')
  box.style.cssText = TOOLTIP_STYLE
  return {
    hooks: {
      init: (u) => void u.over.appendChild(box),
      setCursor: (u) => {
        const index = u.cursor.idx
        if (index === null || index === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
          box.style.display = 'none'
          return
        }
        const title = document.createElement('strong')
        title.textContent = input.labels[index] ?? ''
        const lines = input.series.map((line) => {
          const row = document.createElement('div')
          row.textContent = `${line.label}: ${line.format(line.values[index] ?? 0)}`
          return row
        })
        box.replaceChildren(title, ...lines)
        box.style.display = 'block'
        // Beside the bar, kept inside the plot: flipped to the left on the right half.
        const left = u.valToPos(index, 'x')
        const width = box.offsetWidth
        box.style.left = `${Math.max(0, left + 12 + width > u.over.clientWidth ? left - width - 12 : left + 12)}px`
        box.style.top = '4px'
      },
    },
  }
}
