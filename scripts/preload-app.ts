// The entry (src/start.ts) loads an app with a dynamic import: the whole app (src/main.tsx) on the console's
// pages, the public app (src/public-main.tsx) on the payment pages and storefronts. So that an app's files
// are not asked for only then, one round trip later, each shell lists them as modulepreload links: index.html
// the whole app's, public.html (written here from index.html) the public app's. The server sends the shell of
// the page's audience (server/http/static-app.ts), and so does the service worker (sw/sw.ts); a page the
// server drew goes without them (server/http/first-screen.ts).
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import { PUBLIC_APP, resetAppChunks, WHOLE_APP } from './app-chunks.ts'
import { PUBLIC_SHELL } from '../src/contract/audience.ts'

type Bundle = Rolldown.OutputBundle

/** The files an app's chunk loads, itself first, all the way down its static imports. */
function appFiles(bundle: Bundle, entry: string): string[] {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
  const app = chunks.find((chunk) => chunk.facadeModuleId === entry)
  if (!app) throw new Error(`preload-app: the build has no chunk for ${entry}`)
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
  }
  visit(app.fileName)
  return [...files]
}

/** The CSS files the given chunks import. */
function cssOf(bundle: Bundle, files: string[]): Set<string> {
  const css = new Set<string>()
  for (const file of files) {
    const chunk = bundle[file]
    if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((name) => css.add(name))
  }
  return css
}

const preloadLink = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`

export function preloadApp(): Plugin {
  let base = '/'
  return {
    name: 'niaga-preload-app',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    buildStart() {
      resetAppChunks()
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const tags: HtmlTagDescriptor[] = appFiles(context.bundle ?? {}, WHOLE_APP)
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }))
        return tags
      },
    },
    generateBundle(_options, bundle) {
      const shell = bundle['index.html']
      if (shell?.type !== 'asset') throw new Error('preload-app: the build has no index.html')
      const html = String(shell.source)
      const links = appFiles(bundle, PUBLIC_APP)
        .filter((file) => !html.includes(`<script type="module" crossorigin src="${base}${file}"`))
        .map((file) => preloadLink(`${base}${file}`))
        .join('\n    ')
      // The public pages' static CSS (panda.config.ts) is linked in the shell itself (Vite links it already
      // when the entry reaches it statically): a page the server drew is styled before any script runs.
      const styles = [...cssOf(bundle, appFiles(bundle, PUBLIC_APP))]
        .filter((file) => !html.includes(`href="${base}${file}"`))
        .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
        .join('\n    ')
      const publicShell = html
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace('</head>', `  ${styles}\n    ${links}\n  </head>`)
      this.emitFile({ type: 'asset', fileName: PUBLIC_SHELL, source: publicShell })
    },
  }
}
