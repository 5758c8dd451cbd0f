// Image analysis (ai/analyze-image): facts about a picture (size, format, colours) and tags to suggest for
// the product it shows.
import type { ImageAnalysis } from '../../src/contract/catalogue.ts'
import type { ImageVerdict } from './image-processor.ts'

export interface ImageAnalyser {
  /** `fileName` may hint at tags; the bytes alone decide what the image is. */
  analyse(bytes: Uint8Array, fileName?: string): Promise<ImageVerdict<ImageAnalysis>>
}
