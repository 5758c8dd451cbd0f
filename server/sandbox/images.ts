// The sandbox CDN and image-analysis service: sharp reads the bytes (never the file name) to decide what
// an upload is, re-encodes it without metadata (no camera GPS in a storefront), makes the 400x400
// smart-gravity crop (SPEC §9) and derives real facts for ai/analyze-image.
import sharp, { type Metadata } from 'sharp'
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  THUMB_PIXELS,
  MAX_PALETTE,
  MAX_THUMB_BYTES,
  type ImageAnalysis,
} from '../../src/contract/catalogue.ts'
import type { ImageAnalyser } from '../providers/image-analyser.ts'
import type {
  ImageFormat,
  ImageProcessor,
  ImageVerdict,
  ProcessedImage,
} from '../providers/image-processor.ts'
import { colourName, rgbToHex, type Rgb } from '../services/catalogue/colour-names.ts'
import { orientationOf, suggestTags } from '../services/catalogue/image-tags.ts'

/** Why the bytes are not an image Niaga accepts; turned into a verdict at the edge of this file. */
class ImageRejected extends Error {}

const THUMB_SIZE = THUMB_PIXELS
const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}
const ACCEPTED = 'Upload a PNG, JPEG, WebP or GIF image'
// Decompression bombs: a 5 MB file may still claim a gigapixel canvas.
const MAX_PIXELS = 50_000_000

/** What the bytes are, or an ImageRejected when they are not an accepted image. */
async function detectImage(
  bytes: Uint8Array,
): Promise<{ format: ImageFormat; width: number; height: number; hasAlpha: boolean }> {
  if (bytes.byteLength === 0) throw new ImageRejected('The file is empty')
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected('The image may not be larger than 5 MB')
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()
  } catch {
    throw new ImageRejected(`${ACCEPTED}; this file is not an image`)
  }
  const format = meta.format as string
  if (!(IMAGE_TYPES as readonly string[]).includes(format) || !meta.width || !meta.height)
    throw new ImageRejected(`${ACCEPTED}; this file is ${format ? format.toUpperCase() : 'not an image'}`)
  return {
    format: format as ImageFormat,
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    hasAlpha: Boolean(meta.hasAlpha),
  }
}

/** Validates, re-encodes and crops one upload. */
async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const { format, width, height } = await detectImage(bytes)
  try {
    const animated = format === 'gif' || format === 'webp'
    // rotate() applies the EXIF orientation before the output drops the metadata.
    const data = await sharp(bytes, { animated, limitInputPixels: MAX_PIXELS })
      .rotate()
      .toFormat(format)
      .toBuffer()
    const thumb = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer()
    // The library serves no file larger than an upload may be (the reference declares it).
    if (data.byteLength > MAX_IMAGE_BYTES || thumb.byteLength > MAX_THUMB_BYTES)
      throw new ImageRejected('The image may not be larger than 5 MB')
    const rotated = await sharp(data).metadata()
    return {
      format,
      contentType: CONTENT_TYPES[format],
      width: rotated.width ?? width,
      height: rotated.pageHeight ?? rotated.height ?? height,
      data: new Uint8Array(data),
      thumb: new Uint8Array(thumb),
    }
  } catch {
    // Truncated or corrupt data that still had a valid header.
    throw new ImageRejected(`${ACCEPTED}; this file could not be read`)
  }
}

// The palette: a 24x24 sample, each pixel counted under its colour name; a family that covers at least
// 5 % of the picture is listed with its average colour.
const SAMPLE = 24
const MIN_SHARE = 0.05

async function paletteOf(bytes: Uint8Array): Promise<{ hex: string; name: string; share: number }[]> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .flatten({ background: '#ffffff' })
    .resize(SAMPLE, SAMPLE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const families = new Map<string, { count: number; r: number; g: number; b: number }>()
  for (let i = 0; i < data.length; i += info.channels) {
    const rgb = { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! }
    const name = colourName(rgb)
    const family = families.get(name) ?? { count: 0, r: 0, g: 0, b: 0 }
    family.count += 1
    family.r += rgb.r
    family.g += rgb.g
    family.b += rgb.b
    families.set(name, family)
  }
  const pixels = info.width * info.height
  return (
    [...families.entries()]
      .map(([name, f]) => ({
        name,
        hex: rgbToHex({ r: f.r / f.count, g: f.g / f.count, b: f.b / f.count }),
        share: Math.round((f.count / pixels) * 1000) / 1000,
      }))
      .filter((colour) => colour.share >= MIN_SHARE)
      // Ties break by name so the answer never depends on Map order.
      .sort((x, y) => y.share - x.share || x.name.localeCompare(y.name))
      .slice(0, MAX_PALETTE)
  )
}

/** Real facts about an image: size, format, alpha, dominant colour, palette, suggested tags. */
async function analyseImage(bytes: Uint8Array, fileName?: string): Promise<ImageAnalysis> {
  const { format, width, height, hasAlpha } = await detectImage(bytes)
  try {
    const { dominant } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).stats()
    const dominantRgb: Rgb = { r: dominant.r, g: dominant.g, b: dominant.b }
    const palette = await paletteOf(bytes)
    const orientation = orientationOf(width, height)
    const dominantName = colourName(dominantRgb)
    return {
      width,
      height,
      format,
      has_alpha: hasAlpha,
      byte_size: bytes.byteLength,
      orientation,
      dominant: { hex: rgbToHex(dominantRgb), name: dominantName },
      palette,
      suggested_tags: suggestTags({
        colours: [dominantName, ...palette.map((colour) => colour.name)],
        orientation,
        fileName,
      }),
    }
  } catch {
    throw new ImageRejected(`${ACCEPTED}; this file could not be read`)
  }
}

async function verdict<T>(work: Promise<T>): Promise<ImageVerdict<T>> {
  try {
    return { accepted: true, value: await work }
  } catch (error) {
    if (error instanceof ImageRejected) return { accepted: false, reason: error.message }
    throw error
  }
}

export const sandboxImageProcessor: ImageProcessor = { process: (bytes) => verdict(processImage(bytes)) }

export const sandboxImageAnalyser: ImageAnalyser = {
  analyse: (bytes, fileName) => verdict(analyseImage(bytes, fileName)),
}
