// Reads a QR code the way a payer's phone would: the SVG drawn to pixels (sharp), then decoded (jsQR), so a
// test checks what the code says, not how it is drawn.
import jsQR from 'jsqr'
import sharp from 'sharp'

/** The text of the first <svg> QR code in a page, or null when it has none or it cannot be read. */
export async function readQrInPage(html: string): Promise<string | null> {
  const svg = /<svg[\s\S]*?<\/svg>/.exec(html)?.[0]
  if (!svg) return null
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  )
}
