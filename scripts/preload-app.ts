// The entry (src/start.ts) loads the app with a dynamic import. So that the app's files are not asked for
// only then, one round trip later, index.html lists the app's chunk and every chunk it imports as
// modulepreload links (a page the server drew goes without them: server/http/first-screen.ts).
import { fileURLToPath } from 'node:url'
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'

type ChunkingContext = Rolldown.ChunkingContext

const APP_ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url))

let appGraph: Set<string> | undefined

/**
 * The chunk group of the app (vite.config.ts): every module src/main.tsx imports statically, in one chunk
 * as when it was the entry (left to itself, the bundler makes a chunk of each console route's definition:
 * forty more requests on every page). Not the bundler's own helpers, which the entry itself imports: the
 * entry must not load the app before the page has painted.
 */
export function appChunk(id: string, ctx: ChunkingContext): string | null {
  if (!appGraph) {
    const found = new Set<string>()
    const visit = (module: string) => {
      if (found.has(module)) return
      found.add(module)
      ctx.getModuleInfo(module)?.importedIds.forEach(visit)
    }
    visit(APP_ENTRY)
    appGraph = found
  }
  return appGraph.has(id) && !id.startsWith('\0') && !id.includes('vite/preload-helper') ? 'app' : null
}

export function preloadApp(): Plugin {
  let base = '/'
  return {
    name: 'niaga-preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    buildStart() {
      appGraph = undefined // each build has its own module graph
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {}
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
        const app = chunks.find((chunk) => chunk.facadeModuleId === APP_ENTRY)
        if (!app) throw new Error('preload-app: the build has no chunk for src/main.tsx')
        const files = new Set<string>()
        const visit = (fileName: string) => {
          if (files.has(fileName)) return
          files.add(fileName)
          const chunk = bundle[fileName]
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
        }
        visit(app.fileName)
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }))
        return tags
      },
    },
  }
}
