// Store and product reads are the same for every shopper, and shoppers are often on slow mobile data:
// these answers carry an ETag and `Cache-Control: public, no-cache`, so the browser (and the storefront's
// stale-while-revalidate service worker, which fetches through the HTTP cache) asks "still this?" with
// If-None-Match and gets an empty 304 when nothing changed. Everything else in the API stays no-store;
// the shopper's own order (stores/public/orders/…) holds an address and is never cached.
import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'

export const CATALOGUE_READS =
  /^\/api\/v1\/(storespublic\/[^/]+|stores\/public\/(store|product|product-details)-[^/]+(\/delivery-rates)?|products\/product-details\/[^/]+)$/

const withEtag = etag()

export const catalogueRevalidation: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' || !CATALOGUE_READS.test(c.req.path)) return next()
  await withEtag(c, async () => {
    await next()
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, no-cache')
  })
}
