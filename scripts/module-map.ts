// Writes dist/.vite/modules.json: each JavaScript chunk with the source modules bundled into it (and the
// bytes each contributes, minified, before compression). The build
// manifest names only a chunk's entry module; this map lets tests and `npm run bench` check, module by
// module, that a payment page or a storefront loads none of the console's code.
import { relative } from 'node:path'
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
