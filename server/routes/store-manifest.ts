// Per-store install (ARCHITECTURE §6): GET /storefront/manifest/{storeId}.webmanifest is the web app manifest
// a storefront page links to, so a shopper installs the store as itself (its name, colour and start URL).
// Outside /api/v1 (the browser fetches it as a document resource, not as an API call); {storeId} is the
// store's id or unique id; an unknown or inactive store answers 404.
//
// start_url ends with "/" like the scope: a start URL outside its scope makes browsers drop the scope, and
// "/storefront/mobile/x" is not inside "/storefront/mobile/x/". The router serves both spellings.
import type { Hono } from 'hono'
import { AppError } from '../http/errors.ts'
import type { AppEnv, Deps } from '../http/types.ts'
import { findActiveStore, type StoreRow } from '../services/stores/public-store.ts'

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** Home-screen labels are cut around 12 characters; a long name is shortened at a word where possible. */
export function shortName(name: string): string {
  if (name.length <= 12) return name
  // One character more than fits, so a word ending exactly at 12 is kept whole.
  const space = name.slice(0, 13).lastIndexOf(' ')
  return (space >= 4 ? name.slice(0, space) : name.slice(0, 12)).trim()
}

export function storeManifest(store: Pick<StoreRow, 'name' | 'unique_id' | 'description' | 'theme_color'>) {
  const home = `/storefront/mobile/${encodeURIComponent(store.unique_id)}/`
  return {
    id: home,
    name: store.name,
    short_name: shortName(store.name),
    description: store.description ?? `${store.name} on Niaga`,
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'portrait',
    lang: 'en-MY',
    theme_color: store.theme_color,
    background_color: '#ffffff',
    icons: ICONS,
  }
}

export function mountStoreManifest(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/storefront/manifest/:file{[^/]{1,80}\\.webmanifest}', async (c) => {
    const ref = c.req.param('file').slice(0, -'.webmanifest'.length)
    let store: StoreRow
    try {
      store = await findActiveStore(deps.db, ref)
    } catch (error) {
      if (error instanceof AppError) return c.text('No such store', 404)
      throw error
    }
    c.header('Cache-Control', 'no-cache')
    return c.body(JSON.stringify(storeManifest(store)), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8' })
  })
}
