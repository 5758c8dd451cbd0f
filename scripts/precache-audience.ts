// What the service worker precaches: the shell and the code of the pages payers and shoppers open (the
// payment pages, the storefronts, sign-in), not the console's. A payer's phone downloads the console's
// screens never; a merchant's console caches each screen's code the first time it is used (sw/sw.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ManifestTransform } from 'workbox-build'

interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/** Route files of the console: everything under the pathless `_console` layout, and the layout itself. */
const CONSOLE_ROUTE = /^src\/routes\/_console(\/|\.tsx)/

/** The files a public page may load: the entry and each non-console route chunk, with their static imports. */
export function publicFiles(viteManifest: Record<string, Chunk>): Set<string> {
  const keep = new Set<string>()
  const visit = (key: string) => {
    const chunk = viteManifest[key]
    if (!chunk || keep.has(chunk.file)) return
    keep.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(viteManifest)) {
    const source = key.split('?')[0]!
    if (chunk.isEntry || (source.startsWith('src/routes/') && !CONSOLE_ROUTE.test(source))) visit(key)
  }
  return keep
}

/** Drops console-only JavaScript from the precache list (other files, the shell and icons, stay). */
export function precacheForPublicPages(distDir: string): ManifestTransform {
  return (entries) => {
    const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>
    const keep = publicFiles(viteManifest)
    return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || keep.has(entry.url)) }
  }
}
