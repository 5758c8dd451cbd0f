// Home-screen icons drawn from a store's logo, so an installed store shows its own face, not Niaga's.
// PNG because every platform's installer takes it; square because launchers expect it. The plain icon fits
// the whole logo on white; the maskable one keeps the logo inside the central 60% (the safe zone a
// launcher's mask never cuts is a circle of 80%) on the store's theme colour.
import sharp from 'sharp'

export const STORE_ICON_SIZES = [192, 512] as const
export type StoreIconKind = 'any' | 'maskable'

export async function storeIcon(
  logo: Uint8Array,
  size: number,
  kind: StoreIconKind,
  themeColor: string,
): Promise<Buffer> {
  if (kind === 'any') {
    return sharp(logo)
      .resize(size, size, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer()
  }
  const inner = Math.round(size * 0.6)
  const pad = Math.floor((size - inner) / 2)
  const mark = await sharp(logo)
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: themeColor } })
    .composite([{ input: mark, left: pad, top: pad }])
    .flatten({ background: themeColor })
    .png()
    .toBuffer()
}
