// Human colour names for image analysis: the nearest of a fixed palette in CIE Lab space (ΔE 1976), so
// "a dark red" reads maroon and "a pale yellow" beige the way a shopper would say it. Deterministic.

export interface Rgb {
  r: number
  g: number
  b: number
}

/** The fixed palette: one reference colour per name a merchant would tag a product with. */
export const NAMED_COLOURS: readonly { name: string; rgb: Rgb }[] = [
  { name: 'black', rgb: { r: 0, g: 0, b: 0 } },
  { name: 'white', rgb: { r: 255, g: 255, b: 255 } },
  { name: 'grey', rgb: { r: 128, g: 128, b: 128 } },
  { name: 'silver', rgb: { r: 192, g: 192, b: 192 } },
  { name: 'red', rgb: { r: 220, g: 20, b: 30 } },
  { name: 'maroon', rgb: { r: 128, g: 0, b: 0 } },
  { name: 'orange', rgb: { r: 255, g: 140, b: 0 } },
  { name: 'yellow', rgb: { r: 255, g: 220, b: 0 } },
  { name: 'beige', rgb: { r: 235, g: 220, b: 180 } },
  { name: 'brown', rgb: { r: 130, g: 80, b: 40 } },
  { name: 'olive', rgb: { r: 128, g: 128, b: 0 } },
  { name: 'green', rgb: { r: 30, g: 160, b: 50 } },
  { name: 'teal', rgb: { r: 0, g: 128, b: 128 } },
  { name: 'cyan', rgb: { r: 0, g: 200, b: 230 } },
  { name: 'blue', rgb: { r: 30, g: 80, b: 220 } },
  { name: 'navy', rgb: { r: 0, g: 0, b: 128 } },
  { name: 'purple', rgb: { r: 128, g: 40, b: 160 } },
  { name: 'pink', rgb: { r: 255, g: 150, b: 190 } },
]

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)

/** sRGB (D65) → CIE L*a*b*. */
export function rgbToLab({ r, g, b }: Rgb): [number, number, number] {
  const [lr, lg, lb] = [channel(r), channel(g), channel(b)]
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
  const [fx, fy, fz] = [labF(x), labF(y), labF(z)]
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]
}

const PALETTE_LAB = NAMED_COLOURS.map((colour) => ({ name: colour.name, lab: rgbToLab(colour.rgb) }))

/** The palette name nearest to a colour. */
export function colourName(rgb: Rgb): string {
  const [l, a, b] = rgbToLab(rgb)
  let best = PALETTE_LAB[0]!
  let bestDistance = Infinity
  for (const entry of PALETTE_LAB) {
    const distance = (entry.lab[0] - l) ** 2 + (entry.lab[1] - a) ** 2 + (entry.lab[2] - b) ** 2
    if (distance < bestDistance) {
      best = entry
      bestDistance = distance
    }
  }
  return best.name
}

const hex2 = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0')

/** {r: 255, g: 0, b: 0} → "#ff0000". */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`
}
