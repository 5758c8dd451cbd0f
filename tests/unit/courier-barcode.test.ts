// The consignment note's barcode is real Code 128, so a courier's scanner can read the label.
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { code128Bars, type Bar } from '../../server/sandbox/barcode.ts'
import { buildConsignmentNote } from '../../server/sandbox/courier.ts'

/** Bars and the spaces between them as module widths, e.g. "211214…": how a scanner reads the symbol. */
function widths(bars: Bar[]): string {
  let cursor = 0
  let out = ''
  for (const bar of bars) {
    if (bar.x > cursor) out += String(bar.x - cursor)
    out += String(bar.width)
    cursor = bar.x + bar.width
  }
  return out
}

describe('code128Bars', () => {
  it('encodes text as Code 128: start B, the characters, the modulo-103 checksum, stop', () => {
    // From the Code 128 symbol table (ISO/IEC 15417): Start B = 211214, N = 113321, S = 213113,
    // C = 131321; checksum (104 + 46·1 + 51·2 + 35·3) mod 103 = 48 = 313121; Stop = 2331112.
    expect(widths(code128Bars('NSC'))).toBe('211214' + '113321' + '213113' + '131321' + '313121' + '2331112')
  })

  it('draws a consignment number as non-overlapping bars, 11 modules a symbol and 13 for the stop', () => {
    const bars = code128Bars('NSC2611220123456789MY')
    for (let i = 1; i < bars.length; i++)
      expect(bars[i]!.x).toBeGreaterThan(bars[i - 1]!.x + bars[i - 1]!.width - 1e-9)
    const last = bars[bars.length - 1]!
    expect((last.x + last.width - 13) % 11).toBe(0)
  })
})

/** The PDF's drawing operators: every Flate stream inflated (object streams too, harmlessly). */
function pageOperators(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf)
  let out = ''
  for (let at = raw.indexOf('stream\n'); at !== -1; at = raw.indexOf('stream\n', at + 1)) {
    const end = raw.indexOf('endstream', at)
    try {
      out += inflateSync(raw.subarray(at + 'stream\n'.length, end)).toString('latin1')
    } catch {
      // not a Flate stream (or the "stream" of "endstream"): nothing drawn there
    }
  }
  return out
}

describe('buildConsignmentNote', () => {
  it("prints the consignment number's Code 128 pattern as filled bars", async () => {
    const consignmentNo = 'NSC2611220123456789MY'
    const pdf = await buildConsignmentNote({
      consignmentNo,
      orderNo: 'ORD-20261122-7KQ2M9XD',
      sender: { name: 'Kedai Aminah', phone: '+60123456789', address: 'Kuala Lumpur' },
      recipient: {
        name: 'Tan Mei Ling',
        phone: null,
        lines: ['8 Jalan Bukit Bintang', '55100 Kuala Lumpur'],
      },
      weightKg: 0.5,
      paidAt: new Date('2026-11-22T03:00:00Z'),
    })
    // pdf-lib draws a rectangle as a filled path from its corner: "1 0 0 1 x y cm … 0 0 m 0 h l w h l w 0 l h
    // f".
    const printed = [
      ...pageOperators(pdf).matchAll(
        /1 0 0 1 ([\d.]+) [\d.]+ cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 40 l\n([\d.]+) 40 l\n[\d.]+ 0 l\nh\nf/g,
      ),
    ].map(([, x, width]) => ({ x: Number(x), width: Number(width) }))
    const module = Math.min(...printed.map((bar) => bar.width))
    const inModules = printed.map((bar) => ({
      x: Math.round((bar.x - printed[0]!.x) / module),
      width: Math.round(bar.width / module),
    }))
    expect(widths(inModules)).toBe(widths(code128Bars(consignmentNo)))
    expect(module * 0.3528).toBeGreaterThanOrEqual(0.25) // mm: wide enough for a handheld scanner
  })
})
