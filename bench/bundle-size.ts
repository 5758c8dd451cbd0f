// The initial JavaScript a page needs, from Vite's build manifest: the entry chunk, the chunks of the
// page's route files (TanStack splits each route), and everything those import statically, gzipped.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

export function pageJsGzipBytes(distDir: string, routeFiles: string[]): number | null {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return null
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>
  const roots = Object.keys(manifest).filter((key) => manifest[key]!.isEntry || routeFiles.some((route) => key.startsWith(route)))
  if (routeFiles.some((route) => !roots.some((key) => key.startsWith(route)))) return null
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  const files = new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))
  let total = 0
  for (const file of files) total += gzipSync(readFileSync(join(distDir, file))).length
  return total
}
