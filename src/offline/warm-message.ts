// What a page tells the service worker when the worker takes control of it (src/offline/worker-warmup.ts
// sends it; sw/sw.ts acts on it).
import type { Audience } from '../contract/audience.ts'

export const WARM_WORKER = 'WARM_WORKER'

export interface WarmWorkerMessage {
  type: typeof WARM_WORKER
  /** What the page loaded before the worker controlled it. */
  urls: string[]
  /** Whose page this is (src/contract/audience.ts): the worker keeps the code of that audience's pages. */
  audience: Audience
}
