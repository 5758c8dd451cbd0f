// The storefront's catalogue reads (CATALOGUE_READS: a store, its products, a product, delivery rates) are
// the same for every shopper and far more frequent than the merchant's changes, so their finished answers
// (compressed, with their ETag) are kept in memory and served without touching the database. A database
// trigger on every table they are made of notifies `niaga_public_change` after each committed write
// (migration 0013), and every process drops all its cached answers when it hears it: PGlite in process,
// PostgreSQL across processes through LISTEN. While a PostgreSQL listener is reconnecting nothing is
// cached, since a change could go unheard. Only anonymous requests use it: an answer to a signed-in caller
// may carry a renewed token.
import type { Context, MiddlewareHandler } from 'hono'
import type { Database } from '../db/client.ts'
import { CATALOGUE_READS } from './catalogue-revalidation.ts'

export const PUBLIC_CHANGE_CHANNEL = 'niaga_public_change'

const MAX_ENTRIES = 2000
const MAX_BYTES = 32 * 1024 * 1024

interface Entry {
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  etag: string | null
}

export interface PublicReadCache {
  middleware: MiddlewareHandler
  /** How many answers came from memory and how many from the database, for the bench and tests. */
  stats(): { hits: number; misses: number; entries: number }
  stop(): Promise<void>
}

const cacheable = (c: Context) =>
  c.req.method === 'GET' &&
  CATALOGUE_READS.test(c.req.path) &&
  !c.req.header('authorization') &&
  !c.req.header('cookie')

export async function startPublicReadCache(database: Pick<Database, 'listen'>): Promise<PublicReadCache> {
  const entries = new Map<string, Entry>()
  let bytes = 0
  // Bumped on every change: an answer read from the database before a change is not kept after it.
  let generation = 0
  let listening = true
  let hits = 0
  let misses = 0
  const clear = () => {
    generation++
    entries.clear()
    bytes = 0
  }
  const stopListening = await database.listen(PUBLIC_CHANGE_CHANNEL, {
    onNotify: clear,
    onListening: (now) => {
      listening = now
      clear()
    },
  })

  const keep = (key: string, entry: Entry) => {
    if (entry.body.byteLength > MAX_BYTES / 16) return
    while (entries.size >= MAX_ENTRIES || bytes + entry.body.byteLength > MAX_BYTES) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      bytes -= entries.get(oldest)!.body.byteLength
      entries.delete(oldest)
    }
    entries.set(key, entry)
    bytes += entry.body.byteLength
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      await next()
      // A write through this process is seen by this process's next read at once, as it is on PGlite: on
      // PostgreSQL the notification of it arrives a moment after commit, in time for the other processes
      // but not for a merchant who saves and reloads at once. A refused call wrote nothing, so a flood of
      // bad requests does not empty the cache.
      if (c.res.status < 400) clear()
      return
    }
    if (!listening || !cacheable(c)) return next()
    // The compressed bytes differ by what the browser accepts, so that is part of the key.
    const key = `${c.req.path}?${new URL(c.req.url).search}\n${c.req.header('accept-encoding') ?? ''}`
    const entry = entries.get(key)
    if (entry) {
      hits++
      if (entry.etag && c.req.header('if-none-match') === entry.etag) {
        return new Response(null, {
          status: 304,
          headers: entry.headers.filter(
            ([name]) => name === 'etag' || name === 'cache-control' || name === 'vary',
          ),
        })
      }
      return new Response(entry.body, { status: entry.status, headers: entry.headers })
    }
    misses++
    const started = generation
    await next()
    if (c.res.status !== 200 || c.res.headers.has('set-cookie') || started !== generation || !listening)
      return
    const body = new Uint8Array(await c.res.arrayBuffer())
    const headers = [...c.res.headers.entries()]
    c.res = new Response(body, { status: 200, headers })
    // A change may have landed while the body was being read.
    if (started === generation) keep(key, { status: 200, headers, body, etag: c.res.headers.get('etag') })
  }

  return {
    middleware,
    stats: () => ({ hits, misses, entries: entries.size }),
    stop: stopListening,
  }
}
