// Tag suggestions from an image analysis: colour names, the orientation and the meaningful words of the
// file name ("kopi-tenom_250g (2).JPG" → kopi, tenom, 250g). Deterministic: the same facts give the same
// tags in the same order.
import { MAX_SUGGESTED_TAGS } from '../../../src/contract/catalogue.ts'

export type Orientation = 'portrait' | 'landscape' | 'square'

/** Within 5 % of square counts as square (a 400x390 product shot is square to a shopper). */
export function orientationOf(width: number, height: number): Orientation {
  const ratio = width / height
  if (Math.abs(ratio - 1) <= 0.05) return 'square'
  return ratio > 1 ? 'landscape' : 'portrait'
}

/** Words a camera or an editor puts in file names; they say nothing about the product. */
const NOISE_WORDS = new Set([
  'img',
  'image',
  'images',
  'photo',
  'photos',
  'pic',
  'picture',
  'dsc',
  'dscn',
  'dcim',
  'screenshot',
  'screen',
  'shot',
  'copy',
  'final',
  'edit',
  'edited',
  'new',
  'untitled',
  'whatsapp',
  'scaled',
  'resized',
  'large',
  'small',
  'thumb',
  'the',
  'and',
  'with',
  'for',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
])

/**
 * Meaningful lower-case words of a file name, in order, without its extension, numbers-only parts or noise.
 */
export function fileNameWords(fileName: string): string[] {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '')
  const words = base
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && word.length <= 30 && !/^\d+$/.test(word) && !NOISE_WORDS.has(word))
  return [...new Set(words)]
}

/** Colours first (dominant, then the palette), then the orientation, then file-name words; no repeats. */
export function suggestTags(input: {
  colours: string[]
  orientation: Orientation
  fileName?: string | undefined
}): string[] {
  const tags = [...input.colours, input.orientation, ...fileNameWords(input.fileName ?? '')]
  return [...new Set(tags)].slice(0, MAX_SUGGESTED_TAGS)
}
