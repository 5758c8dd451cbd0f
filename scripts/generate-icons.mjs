// Writes the PWA icons in public/icons/ (solid brand square with a white "N") without any image library.
// Run once with `node scripts/generate-icons.mjs` after changing the brand colour; the PNGs are committed.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const BRAND = [0x0f, 0x76, 0x6e]
const WHITE = [0xff, 0xff, 0xff]
const SAMPLES = 4

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** "N" inside the unit box: two stems and a diagonal from top-left to bottom-right. */
const inGlyph = (x, y) => {
  if (x < 0 || x > 1 || y < 0 || y > 1) return false
  const stem = 0.24
  return x <= stem || x >= 1 - stem || (x >= (1 - stem) * y && x <= (1 - stem) * y + stem)
}

const inRoundedSquare = (x, y, radius) => {
  const cx = Math.min(Math.max(x, radius), 1 - radius)
  const cy = Math.min(Math.max(y, radius), 1 - radius)
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
}

function render(size, { radius, glyph }) {
  const raw = Buffer.alloc((size * 4 + 1) * size)
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0
    for (let px = 0; px < size; px++) {
      let bg = 0
      let fg = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size
          const y = (py + (sy + 0.5) / SAMPLES) / size
          if (!inRoundedSquare(x, y, radius)) continue
          bg++
          const gx = (x - (0.5 - glyph.width / 2)) / glyph.width
          const gy = (y - (0.5 - glyph.height / 2)) / glyph.height
          if (inGlyph(gx, gy)) fg++
        }
      }
      const total = SAMPLES * SAMPLES
      const mix = bg === 0 ? 0 : fg / bg
      const o = py * (size * 4 + 1) + 1 + px * 4
      for (let i = 0; i < 3; i++) raw[o + i] = Math.round(BRAND[i] * (1 - mix) + WHITE[i] * mix)
      raw[o + 3] = Math.round((bg / total) * 255)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const out = new URL('../public/icons/', import.meta.url)
const regular = { radius: 0.2, glyph: { width: 0.48, height: 0.52 } }
// Maskable icons are cropped to a circle of 80% diameter: full bleed, glyph well inside the safe zone.
const maskable = { radius: 0, glyph: { width: 0.34, height: 0.38 } }
writeFileSync(new URL('icon-192.png', out), render(192, regular))
writeFileSync(new URL('icon-512.png', out), render(512, regular))
writeFileSync(new URL('icon-maskable-512.png', out), render(512, maskable))
// iOS draws its own rounded corners and ignores transparency: opaque, full bleed.
writeFileSync(new URL('apple-touch-icon.png', out), render(180, { radius: 0, glyph: regular.glyph }))
