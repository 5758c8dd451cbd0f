// `npm start` runs this first: build the PWA when dist/ is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'

const built = 'dist/index.html'
const sources = ['src', 'sw', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
const changedAt = Math.max(...sources.map(newestMtime))
if (builtAt > 0 && builtAt >= changedAt) {
  console.log('The app build in dist/ is current.')
} else {
  console.log(builtAt ? 'Sources changed since the last build: building the app…' : 'Building the app (first start)…')
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
