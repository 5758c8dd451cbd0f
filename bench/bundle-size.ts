// Initial JavaScript, gzipped with zlib file by file (as a browser downloads it). Each answers bytes,
// or a string saying why it cannot be measured.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const gzippedSize = (distDir: string, files: Iterable<string>) => {
  let total = 0
  for (const file of files) total += gzipSync(readFileSync(join(distDir, file))).length
  return total
}

/** The app shell: what dist/index.html loads before any route code (module scripts and modulepreloads). */
export function appShellJsGzipBytes(distDir: string): number | string {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) return 'not built (npm run build)'
  const html = readFileSync(indexPath, 'utf8')
  const files = new Set<string>()
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script') && /\bsrc=/.test(tag)
    const isPreload = /\brel=["']?modulepreload\b/.test(tag)
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1]
    // Only local files: the app loads nothing from other origins.
    if ((isScript || isPreload) && url && !/^[a-z]+:/i.test(url)) files.add(url.replace(/^\//, ''))
  }
  return files.size ? gzippedSize(distDir, files) : 'no scripts in dist/index.html'
}

interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/**
 * What one page needs, from Vite's build manifest: the entry chunk, the chunks of the page's route
 * files (TanStack splits each route), and everything those import statically.
 */
export function pageJsGzipBytes(distDir: string, routeFiles: string[]): number | string {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return 'not built (npm run build)'
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>
  const keys = Object.keys(manifest)
  // Route chunks are keyed like "src/routes/login.tsx?tsr-split=component".
  const missing = routeFiles.find((route) => !keys.some((key) => key.split('?')[0] === route))
  if (missing) return `${missing} not in the build`
  const roots = keys.filter((key) => manifest[key]!.isEntry || routeFiles.includes(key.split('?')[0]!))
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  return gzippedSize(
    distDir,
    new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))),
  )
}
