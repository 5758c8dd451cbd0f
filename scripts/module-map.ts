// Writes dist/.vite/modules.json: each JavaScript chunk with the source modules bundled into it (and the
// bytes each contributes, minified, before compression). The build
// manifest names only a chunk's entry module; this map lets tests and `npm run bench` check, module by
// module, that a payment page or a storefront loads none of the console's code.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'

export const MODULE_MAP_FILE = '.vite/modules.json'

export function moduleMap(): Plugin {
  let root = process.cwd()
  return {
    name: 'niaga-module-map',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const map: Record<string, Record<string, number>> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules: Record<string, number> = {}
        for (const [id, info] of Object.entries(output.modules)) {
          if (id.startsWith('\0')) continue
          const name = relative(root, id.split('?')[0]!).replaceAll('\\', '/')
          modules[name] = (modules[name] ?? 0) + info.renderedLength
        }
        map[output.fileName] = modules
      }
      this.emitFile({ type: 'asset', fileName: MODULE_MAP_FILE, source: JSON.stringify(map) })
    },
  }
}

/** Console code by module: screens, routes, and the API modules other than the shared client and the payment
 *  pages' and storefront's own calls (theirs, and the merchant's published pages they link to). */
const CONSOLE_MODULE =
  /^src\/(features\/|routes\/_console|app\/console\/|api\/(?!client|events|session|query-client|pay\.|storefront\.|page-links\.))/

/** A style runtime: Chakra and Emotion (styles computed in the browser), and what Chakra is built on. The
 *  public pages are styled at build time (panda.config.ts) and load none of it. */
const STYLE_RUNTIME_MODULE = /node_modules\/(@chakra-ui|@emotion|stylis|@ark-ui|@zag-js)\//

type ModuleMap = Record<string, Record<string, number>>
const readModuleMap = (distDir: string) =>
  JSON.parse(readFileSync(join(distDir, MODULE_MAP_FILE), 'utf8')) as ModuleMap

const modulesIn = (scripts: string[], pattern: RegExp, distDir: string) => {
  const map = readModuleMap(distDir)
  return scripts
    .flatMap((script) => Object.keys(map[script.replace(/^\//, '')] ?? {}))
    .filter((id) => pattern.test(id))
}

const allModules = (pattern: RegExp, distDir: string) =>
  Object.values(readModuleMap(distDir))
    .flatMap((modules) => Object.keys(modules))
    .filter((id) => pattern.test(id))

/** The console's modules inside the given scripts (paths as the server names them, /assets/…), read from the
 *  module map of the build in distDir. */
export const consoleModulesIn = (scripts: string[], distDir = 'dist') =>
  modulesIn(scripts, CONSOLE_MODULE, distDir)

/** Every console module the build has: a check that finds none on a page must be able to find some. */
export const allConsoleModules = (distDir = 'dist') => allModules(CONSOLE_MODULE, distDir)

/** Style-runtime modules (Chakra, Emotion) inside the given scripts. */
export const styleRuntimeModulesIn = (scripts: string[], distDir = 'dist') =>
  modulesIn(scripts, STYLE_RUNTIME_MODULE, distDir)

/** Every style-runtime module the build has (the console's). */
export const allStyleRuntimeModules = (distDir = 'dist') => allModules(STYLE_RUNTIME_MODULE, distDir)
