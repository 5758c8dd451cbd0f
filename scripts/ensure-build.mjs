// `npm start` runs this first, so a fresh clone or edited sources never serve a stale PWA:
// build when dist/index.html is missing or older than anything the build reads. With VITE_PORTAL=introducer
// (`npm run start:introducer`) the same for the introducer portal's build in dist-introducer/.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'

const outDir = process.env.VITE_PORTAL === 'introducer' ? 'dist-introducer' : 'dist'
const built = `${outDir}/index.html`
// package-lock.json too: a dependency upgrade changes the bundle without touching src/.
const sources = [
  'src',
  'sw',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'package-lock.json',
]

/** The newest file (or folder: its mtime changes when a file is deleted or renamed) under path. */
function newest(path) {
  if (!existsSync(path)) return { path, mtimeMs: 0 }
  const stat = statSync(path)
  let found = { path, mtimeMs: stat.mtimeMs }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) {
      const inner = newest(join(path, name))
      if (inner.mtimeMs > found.mtimeMs) found = inner
    }
  }
  return found
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
const changed = sources.map(newest).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a))
if (builtAt > 0 && builtAt >= changed.mtimeMs) {
  console.log(`The app build in ${outDir}/ is current.`)
} else {
  console.log(
    builtAt
      ? `${changed.path} changed since the last build: building the app…`
      : 'No app build yet: building the app…',
  )
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (result.error) console.error(`Could not run vite: ${result.error.message}`)
  if (result.status !== 0) {
    console.error('The app build failed.')
    process.exit(result.status || 1)
  }
}
