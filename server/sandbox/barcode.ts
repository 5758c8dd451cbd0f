// Code 128 bars for printed labels, encoded by bwip-js (a well-kept barcode library, so a courier's
// scanner reads what we print) and drawn by us as vector rectangles: sharp at any print size.
import bwipjs from 'bwip-js/node'

/** One bar: its left edge and width, in modules (the narrowest bar or space is 1 module). */
export interface Bar {
  x: number
  width: number
}

// bwip-js draws each bar as a vertical stroke centred on x, grouped by stroke width, in units of half a
// module: <path stroke-width="4" d="M2 69L2 0M40 69L40 0…"/>.
const STROKES = /<path[^>]*stroke-width="([\d.]+)"[^>]*d="([^"]+)"/g
const MOVES = /M([\d.]+) /g

/** The bars of `text` as Code 128 (start code, data, checksum, stop), left to right, no quiet zone. */
export function code128Bars(text: string): Bar[] {
  const svg = bwipjs.toSVG({ bcid: 'code128', text, height: 10 })
  const bars: Bar[] = []
  for (const [, strokeWidth, path] of svg.matchAll(STROKES)) {
    const width = Number(strokeWidth) / 2
    for (const [, centre] of path!.matchAll(MOVES)) bars.push({ x: Number(centre) / 2 - width / 2, width })
  }
  return bars.sort((a, b) => a.x - b.x)
}
