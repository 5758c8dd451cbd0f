// JSON answers, the shell and the sandbox pages over 1 KB go gzipped to a client that accepts it (payers on
// slow mobile links pay for every byte); the built assets already carry their precompressed copies.
// Hono's compress does the work. For a client that accepts no compression it would still rebuild the whole
// answer as a stream only to add `Vary: Accept-Encoding` (a third of a list call's time in the Node
// adapter under load), so that header is added in place instead, on the same answers.
import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

const THRESHOLD = 1024
const gzip = compress({ threshold: THRESHOLD })

/** Whether the client names an encoding compress may use; q-values and the rest are compress's to read. */
const mayCompress = (acceptEncoding: string | undefined) =>
  !!acceptEncoding && /gzip|deflate/i.test(acceptEncoding)

export const compression: MiddlewareHandler = async (c, next) => {
  if (mayCompress(c.req.header('accept-encoding'))) return gzip(c, next)
  await next()
  const { headers, status } = c.res
  const length = headers.get('content-length')
  const compressible =
    status !== 206 &&
    c.req.method !== 'HEAD' &&
    !headers.has('content-encoding') &&
    !headers.has('transfer-encoding') &&
    !(length && Number(length) < THRESHOLD) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('content-type') ?? '') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')
  // A cache must not hand this uncompressed answer to a browser that asked for gzip, nor the reverse.
  if (compressible && !/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(headers.get('vary') ?? ''))
    headers.append('vary', 'Accept-Encoding')
}
