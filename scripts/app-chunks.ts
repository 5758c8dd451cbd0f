// How the apps' own code is cut into files (vite.config.ts codeSplitting groups). Requests cost a phone on a
// slow link more than bytes do, so a payment page or a storefront loads a handful of files:
// - 'app': every module both apps import statically (the start, providers, the public pages' route
//   definitions), and the small modules a landing page shares with other pages (the money format, a form
//   field); 'public-app': what the public app alone imports statically (its root, the public UI kit);
// - 'console-routes': what only the whole app (src/main.tsx) adds, the console's route definitions and their
//   search schemas;
// - 'pay' and 'storefront': the code of the pages a payer or a shopper lands on (a bill, a collection or an
//   invoice; a store's catalogue), which no other page loads, each in one file.
// The rest (a checkout, a thank-you page, the card encryption loaded when a card is chosen) is left to the
// bundler, in files loaded when they are needed.
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'
import { audienceOf } from '../src/contract/audience.ts'

type ChunkingContext = Rolldown.ChunkingContext

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const WHOLE_APP = fileURLToPath(new URL('../src/main.tsx', import.meta.url))
export const PUBLIC_APP = fileURLToPath(new URL('../src/public-main.tsx', import.meta.url))
/** The console's frame and its first screen, the dashboard. */
const CONSOLE_FIRST_ROUTES = ['../src/routes/_console.tsx', '../src/routes/_console/dashboard.tsx'].map(
  (route) => fileURLToPath(new URL(route, import.meta.url)),
)
const APP_OWN = new Set([
  WHOLE_APP,
  PUBLIC_APP,
  fileURLToPath(new URL('../src/public-route-tree.tsx', import.meta.url)),
])

/** Route files of the console: everything under the pathless `_console` layout, and the layout itself. */
const CONSOLE_ROUTE = /^src\/routes\/_console(\/|\.tsx)/

/** A route file's page path ("src/routes/pay/bill/$uuid.tsx" is "/pay/bill/$uuid"), or null for the console
 *  and any module that is not a route file. */
export function routePath(source: string): string | null {
  if (!source.startsWith('src/routes/') || CONSOLE_ROUTE.test(source)) return null
  return source.slice('src/routes'.length).replace(/\.tsx$/, '')
}

const sourceOf = (id: string) => relative(ROOT, id.split('?')[0]!).replaceAll('\\', '/')

type Reader = 'payer' | 'shopper' | 'console'

interface Analysis {
  publicApp: Set<string>
  wholeApp: Set<string>
  /** Who loads each module beyond the apps' static graphs, lazy parts included: payers' pages, shoppers'
   *  pages, or any other page ('console'). */
  readers: Map<string, Set<Reader>>
  /** Who loads it at once on a landing page (a bill, collection or invoice; a store's catalogue): the pages a
   *  first visit opens. */
  landing: Map<string, Set<Reader>>
  /** What the console's first screen (its frame, the dashboard) loads at once beyond the app's start. */
  consoleFirst: Set<string>
}

/**
 * The pages a payer or a shopper arrives on from a link, a bill or a store's catalogue: their code is what a
 * first visit waits for. (A product page, reached mostly from the catalogue, loads its own file after it.)
 */
const LANDING_PAGE = /\/(\$uuid|\$invoiceId|\$storeID\/index|\$id\/index)$/

/** Source characters under which a module shared by a landing page and other pages goes into the public app's
 *  file rather than a file of its own (a request costs a slow link more than a few hundred bytes). */
const SMALL_SHARED_MODULE = 8_000

let analysis: Analysis | undefined

/** Forgets the last build's module graph (each build has its own). */
export function resetAppChunks(): void {
  analysis = undefined
}

function graph(entry: string, ctx: ChunkingContext): Set<string> {
  const found = new Set<string>()
  const visit = (module: string) => {
    if (found.has(module)) return
    found.add(module)
    ctx.getModuleInfo(module)?.importedIds.forEach(visit)
  }
  visit(entry)
  return found
}

function analyse(ctx: ChunkingContext): Analysis {
  const publicApp = graph(PUBLIC_APP, ctx)
  const wholeApp = graph(WHOLE_APP, ctx)
  const readers = new Map<string, Set<Reader>>()
  const landing = new Map<string, Set<Reader>>()
  const mark = (map: Map<string, Set<Reader>>, module: string, reader: Reader) =>
    map.set(module, (map.get(module) ?? new Set()).add(reader))
  // Each page's own code (its component, its loader: the route definition's lazy imports) and all it imports,
  // up to the apps' own modules; on a landing page, the part it loads at once.
  for (const route of wholeApp) {
    const path = routePath(sourceOf(route))
    const audience = audienceOf(path ?? '/')
    const reader: Reader = audience === 'merchant' ? 'console' : audience
    const isLanding = reader !== 'console' && LANDING_PAGE.test(path ?? '')
    const seen = new Set<string>()
    const visit = (module: string, atOnce: boolean) => {
      if (seen.has(`${module}|${atOnce}`)) return
      seen.add(`${module}|${atOnce}`)
      mark(readers, module, reader)
      if (atOnce) mark(landing, module, reader)
      if (publicApp.has(module) || wholeApp.has(module)) return
      const info = ctx.getModuleInfo(module)
      info?.importedIds.forEach((imported) => visit(imported, atOnce))
      info?.dynamicallyImportedIds.forEach((imported) => visit(imported, false))
    }
    ctx.getModuleInfo(route)?.dynamicallyImportedIds.forEach((split) => visit(split, isLanding))
  }
  const consoleFirst = new Set<string>()
  const visitFirst = (module: string) => {
    if (consoleFirst.has(module) || wholeApp.has(module) || publicApp.has(module)) return
    consoleFirst.add(module)
    ctx.getModuleInfo(module)?.importedIds.forEach(visitFirst)
  }
  for (const route of CONSOLE_FIRST_ROUTES)
    ctx.getModuleInfo(route)?.dynamicallyImportedIds.forEach(visitFirst)
  return { publicApp, wholeApp, readers, landing, consoleFirst }
}

export function appChunk(
  id: string,
  ctx: ChunkingContext,
): 'app' | 'public-app' | 'console-routes' | 'pay' | 'storefront' | null {
  // The bundler's own helpers stay out: the entry imports them, and it must not load an app before the page
  // has painted.
  if (id.startsWith('\0') || id.includes('vite/preload-helper')) return null
  // Nor the apps' entries and the public route tree, which act when they load (a chunk runs every module in
  // it): shared, the whole app would start the public app too.
  if (APP_OWN.has(id)) return null
  const { publicApp, wholeApp, readers, landing } = (analysis ??= analyse(ctx))
  const by = readers.get(id) ?? new Set()
  // What only the public app loads at start (its root, the public kit and Panda's runtime) stays out of the
  // file the console shares with it.
  if (publicApp.has(id)) return wholeApp.has(id) ? 'app' : 'public-app'
  // A module the console's route definitions name that a public page loads too (a contract's shared list)
  // goes with the public app, or every public page would load the console's chunk for it.
  if (wholeApp.has(id)) return by.has('payer') || by.has('shopper') ? 'app' : 'console-routes'
  const atOnce = landing.get(id) ?? new Set()
  if (atOnce.size === 0) return null
  // A landing page's own code: its audience's file.
  if (by.size === 1) return by.has('payer') ? 'pay' : 'storefront'
  // Shared with other pages (the money format, a form field the console uses too): a small module costs less
  // in the public app's file than a request of its own; a large one (the rich-text sanitiser, and what
  // imports it) keeps a file of its own rather than tie one page's file to another's.
  if (!smallShared(id, ctx, publicApp)) return null
  // One that draws with the public kit goes with the public app's own code, not into the file the console
  // loads at start (a console screen that shows it too, the support card's preview, loads that file when it
  // opens); one a console screen reads without it (a label, a format) stays in the shared file.
  return by.has('console') && !reachesPublicStart(id, ctx, publicApp, wholeApp) ? 'app' : 'public-app'
}

/** Source characters under which a module only console screens load, shared by several of them, goes into
 *  the console's kit file (vite.config.ts) rather than a file of its own: the console's first screen would
 *  otherwise ask for a score of files of a few hundred bytes each, more of it headers than code. */
const SMALL_KIT_MODULE = 6_000

/** Whether a module is a small piece of the console's own kit: loaded by the console's first screen and by
 *  console screens only (no payer's or shopper's page, neither app's start), and small. The first screen is
 *  where a merchant waits for the most files at once; a screen opened later that needs one of them loads the
 *  rest with it, once. */
export function consoleKit(id: string, ctx: ChunkingContext): boolean {
  // What the first screen loads beyond the apps' start (consoleFirst holds nothing of either app's start).
  if (id.startsWith('\0') || id.includes('node_modules') || APP_OWN.has(id)) return false
  const { wholeApp, readers, consoleFirst } = (analysis ??= analyse(ctx))
  const info = ctx.getModuleInfo(id)
  const by = readers.get(id)
  if (!info || !consoleFirst.has(id) || by?.size !== 1 || !by.has('console')) return false
  if ((info.code?.length ?? Infinity) > SMALL_KIT_MODULE) return false
  // Its imports are what the first screen loads anyway: in the kit, it ties no page's larger code (an editor,
  // a table engine) to every console screen.
  return info.importedIds.every((imported) => wholeApp.has(imported) || consoleFirst.has(imported))
}

/** Whether a module imports, at any depth, what only the public app starts with (its kit and root). */
function reachesPublicStart(
  id: string,
  ctx: ChunkingContext,
  publicApp: Set<string>,
  wholeApp: Set<string>,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  if (publicApp.has(id) && !wholeApp.has(id)) return true
  if (publicApp.has(id)) return false
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((imported) =>
    reachesPublicStart(imported, ctx, publicApp, wholeApp, seen),
  )
}

/** A small module whose imports are the public app's or small as well: moved into the public app's file, it
 *  brings nothing large with it. */
function smallShared(
  id: string,
  ctx: ChunkingContext,
  publicApp: Set<string>,
  seen = new Set<string>(),
): boolean {
  if (publicApp.has(id) || seen.has(id)) return true
  seen.add(id)
  const info = ctx.getModuleInfo(id)
  if (!info || (info.code?.length ?? Infinity) > SMALL_SHARED_MODULE) return false
  return info.importedIds.every((imported) => smallShared(imported, ctx, publicApp, seen))
}
