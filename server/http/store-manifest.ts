// Per-store install (ARCHITECTURE §6): GET /storefront/manifest/{storeId}.webmanifest is the web app manifest
// a storefront page links to, so a shopper installs the store as itself (its name, colour, start URL and,
// when it has a logo, icons drawn from that logo at /storefront/manifest/{storeId}/icon-{192|512}.png and
// …/icon-maskable-512.png; a store without a logo gets Niaga's icons).
// Outside /api/v1 (the browser fetches it as a document resource, not as an API call); {storeId} is the
// store's id or unique id; an unknown or inactive store answers 404.
//
// start_url ends with "/" like the scope: a start URL outside its scope makes browsers drop the scope, and
// "/storefront/mobile/x" is not inside "/storefront/mobile/x/". The router serves both spellings.
import type { Hono } from 'hono'
import { AppError } from '../errors.ts'
import type { AppEnv } from './types.ts'
import type { Deps } from '../deps.ts'
import { imageBytes } from '../services/catalogue/images.ts'
import { findActiveStore, type StoreRow } from '../services/stores/public-store.ts'
import { STORE_ICON_SIZES, storeIcon } from '../services/stores/store-icons.ts'

const NIAGA_ICONS = [
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

type ManifestStore = Pick<StoreRow, 'name' | 'unique_id' | 'description' | 'theme_color' | 'logo_image_id'>

/**
 * The logo's icons; `v` names the logo and colour, so a new logo is a new URL and the old one may be cached.
 */
function storeIcons(store: ManifestStore) {
  if (!store.logo_image_id) return NIAGA_ICONS
  const base = `/storefront/manifest/${encodeURIComponent(store.unique_id)}`
  const v = `?v=${store.logo_image_id.slice(0, 8)}${store.theme_color.slice(1)}`
  return [
    ...STORE_ICON_SIZES.map((size) => ({
      src: `${base}/icon-${size}.png${v}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
    { src: `${base}/icon-maskable-512.png${v}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]
}

export function storeManifest(store: ManifestStore) {
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
    icons: storeIcons(store),
  }
}

/** The active store, or null for an unknown or closed one (the caller answers 404). */
async function activeStoreOrNull(deps: Deps, ref: string): Promise<StoreRow | null> {
  try {
    return await findActiveStore(deps, ref)
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}

export function mountStoreManifest(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/storefront/manifest/:ref{[^/]{1,80}}/:icon{icon-(?:maskable-)?\\d+\\.png}', async (c) => {
    const match = /^icon-(maskable-)?(\d+)\.png$/.exec(c.req.param('icon'))!
    const size = Number(match[2])
    const kind = match[1] ? 'maskable' : 'any'
    const known = kind === 'maskable' ? size === 512 : (STORE_ICON_SIZES as readonly number[]).includes(size)
    const store = known ? await activeStoreOrNull(deps, c.req.param('ref')) : null
    if (!store?.logo_image_id) return c.text('No such icon', 404)
    const logo = await imageBytes(deps, store.logo_image_id, 'original')
    const png = await storeIcon(logo.body, size, kind, store.theme_color)
    // The manifest's URL changes with the logo and colour (?v=…), so a day's caching never shows a stale
    // face.
    c.header('Cache-Control', 'public, max-age=86400')
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' })
  })

  app.get('/storefront/manifest/:file{[^/]{1,80}\\.webmanifest}', async (c) => {
    const store = await activeStoreOrNull(deps, c.req.param('file').slice(0, -'.webmanifest'.length))
    if (!store) return c.text('No such store', 404)
    c.header('Cache-Control', 'no-cache')
    return c.body(JSON.stringify(storeManifest(store)), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
    })
  })
}
