// The image CDN's processing: reads what an upload really is from its bytes, re-encodes it without its
// metadata (no camera GPS in a storefront) and makes the 400x400 crop storefronts show (SPEC §9).
import type { IMAGE_TYPES } from '../../src/contract/catalogue.ts'

export type ImageFormat = (typeof IMAGE_TYPES)[number]

export interface ProcessedImage {
  format: ImageFormat
  contentType: string
  width: number
  height: number
  /** Re-encoded original, metadata stripped. */
  data: Uint8Array
  /** 400x400 WebP crop. */
  thumb: Uint8Array
}

/** Either the result, or why the bytes are not an image Niaga accepts (shown to the merchant). */
export type ImageVerdict<T> = { accepted: true; value: T } | { accepted: false; reason: string }

export interface ImageProcessor {
  process(bytes: Uint8Array): Promise<ImageVerdict<ProcessedImage>>
}
