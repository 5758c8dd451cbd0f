// The arithmetic the console's bar charts share: how tall a bar stands and which bars get an axis label.

/** A bar's height in percent of the tallest; a non-zero value always gets a visible sliver, so "small" never
 *  reads as "nothing". */
export function barPercent(value: number, max: number): number {
  return value > 0 ? Math.max(2, (value / max) * 100) : 0
}

/** Label every n-th bar so that at most `most` labels share the axis. */
export function labelStep(bars: number, most: number): number {
  return Math.ceil(bars / most)
}
