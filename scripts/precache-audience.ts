// What the service worker keeps, and for whom. Precached on every device: the shells (index.html and
// public.html), the entry chunk, the public app it starts on payment pages and storefronts and what they
// import, the languages' catalogs, the icons. The whole app's own files (the console's route definitions)
// are the merchant's, kept with the sign-in pages. Each other public page's code is marked with its
// audience (payer, shopper or merchant: src/contract/audience.ts) and kept only on a device that opened a
// page of that audience (sw/page-code.ts): a payer's phone holds the payment pages, a shopper's the
// storefront, neither the other's. The console's screens are marked for nobody: they are kept the first time
// they are used.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ManifestTransform } from 'workbox-build'
import { audienceOf, type Audience } from '../src/contract/audience.ts'
import { routePath } from './app-chunks.ts'

interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** The whole app's entry module (src/main.tsx), as the build manifest names it. */
const WHOLE_APP = 'src/main.tsx'
/**
 * The error reporter's SDK (src/app/shell/error-reporting/start-sentry.ts), loaded by the entry after the
 * page is idle.
 */
export const ERROR_REPORTER = 'src/app/shell/error-reporting/start-sentry.ts'
/** The languages' catalogs, loaded by the app as a page's language asks (src/i18n/catalogs.ts). */
const CATALOGS = 'src/locales/'
/** The storefronts' words: a shopper's and the whole app's (which holds the storefronts), not a payer's. */
const STORE_CATALOGS = 'src/locales/store/'

/** The chunks a chunk loads: itself and its imports, static and (with `dynamic`) lazy, all the way down; with
 *  `dynamic`, not into the shell (a route chunk importing the app would otherwise reach every page). */
function reach(
  viteManifest: Record<string, Chunk>,
  start: string[],
  dynamic: boolean,
  shell = new Set<string>(),
): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = viteManifest[key]
    if (!chunk || seen.has(key) || (dynamic && shell.has(key))) return
    seen.add(key)
    for (const imported of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])])
      visit(imported)
  }
  start.forEach(visit)
  return seen
}

/** Each JavaScript file's place: 'shell' (precached everywhere), the audiences whose pages load it, or
 *  nothing (console code, kept when used). */
export function codeAudiences(viteManifest: Record<string, Chunk>): Map<string, 'shell' | Audience[]> {
  const keys = Object.keys(viteManifest)
  // The entry paints, then starts an app with a dynamic import (src/start.ts): the entry and the public app
  // are the shell; the whole app is kept on a merchant's device, with the sign-in pages.
  const entries = keys.filter((key) => viteManifest[key]!.isEntry)
  // Not the error reporter's SDK, which the entry loads only when the server names a DSN: precached, it would
  // cost every device its download; it is kept the first time it is used, like a console screen.
  const apps = entries
    .flatMap((key) => viteManifest[key]!.dynamicImports ?? [])
    .filter((key) => key !== ERROR_REPORTER)
  const shell = reach(viteManifest, [...entries, ...apps.filter((key) => key !== WHOLE_APP)], false)
  const places = new Map<string, 'shell' | Audience[]>()
  for (const key of shell) places.set(viteManifest[key]!.file, 'shell')
  // Every language's catalog (src/i18n/catalogs.ts, a few KB each): a payer offline can still switch.
  for (const key of keys.filter((k) => k.startsWith(CATALOGS)))
    places.set(viteManifest[key]!.file, key.startsWith(STORE_CATALOGS) ? ['shopper', 'merchant'] : 'shell')
  const wholeApp = [
    ...reach(
      viteManifest,
      apps.filter((key) => key === WHOLE_APP),
      false,
    ),
  ].filter((key) => !shell.has(key))
  for (const key of wholeApp) places.set(viteManifest[key]!.file, ['merchant'])
  // A page's lazy reach stops at the apps: through the whole app it would reach every console screen.
  const appCode = new Set([...shell, ...wholeApp])
  for (const key of keys) {
    const path = routePath(key.split('?')[0]!)
    if (path === null) continue
    const audience = audienceOf(path)
    for (const file of [...reach(viteManifest, [key], true, appCode)].map(
      (chunk) => viteManifest[chunk]!.file,
    )) {
      const place = places.get(file) ?? []
      if (place !== 'shell' && !place.includes(audience)) places.set(file, [...place, audience])
    }
  }
  return places
}

type AudienceEntry = Parameters<ManifestTransform>[0][number] & { audiences?: Audience[] }

/** Marks each public page's JavaScript with its audiences and drops the console's (other files stay). */
export function precacheForPublicPages(distDir: string): ManifestTransform {
  return (entries) => {
    const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >
    const places = codeAudiences(viteManifest)
    const manifest: AudienceEntry[] = []
    for (const entry of entries) {
      const place = entry.url.endsWith('.js') ? places.get(entry.url) : 'shell'
      if (place === 'shell') manifest.push(entry)
      else if (place) manifest.push({ ...entry, audiences: place })
    }
    return { manifest }
  }
}
