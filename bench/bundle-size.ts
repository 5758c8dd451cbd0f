// The initial JavaScript a page needs: the scripts and modulepreloads its HTML names, gzipped.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export function initialJsGzipBytes(distDir: string, htmlFile = 'index.html'): number | null {
  const htmlPath = join(distDir, htmlFile)
  if (!existsSync(htmlPath)) return null
  const html = readFileSync(htmlPath, 'utf8')
  const files = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)) {
    files.add(match[1]!)
  }
  let total = 0
  for (const file of files) total += gzipSync(readFileSync(join(distDir, file))).length
  return total
}
