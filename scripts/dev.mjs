// `npm run dev`: the API (restarted by `node --watch` on change) and Vite (hot reload; it proxies /api
// to the API, see vite.config.ts) together, with prefixed output. Ctrl-C, or either one exiting,
// stops both.
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '8080'
const WEB_PORT = 5173

const commands = [
  // `node --import tsx`, not `npx tsx`: stopping tsx's wrapper leaves its node child running.
  { name: 'api', command: process.execPath, args: ['--import', 'tsx', '--watch', 'server/index.ts'] },
  // strictPort: fail loudly rather than move to another port than the one printed below.
  {
    name: 'web',
    command: 'npx',
    args: ['vite', '--host', '127.0.0.1', '--port', String(WEB_PORT), '--strictPort'],
  },
]

const children = commands.map(({ name, command, args }) => {
  // detached: each child leads its own process group, so stopping it also stops what it started
  // (npx → vite, node --watch → the server) instead of leaving orphans on the ports.
  const child = spawn(command, args, {
    env: { ...process.env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `)
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)))
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)))
  child.on('error', (error) => {
    console.error(`[${name}] could not start: ${error.message}`)
    child.exited = true
    stopAll(1)
  })
  child.on('exit', (code, signal) => {
    child.exited = true
    if (!stopping) console.log(`[${name}] exited (${signal ?? `code ${code}`}); stopping the other.`)
    stopAll(code ?? 1)
  })
  return child
})

console.log(
  `Dev: open http://127.0.0.1:${WEB_PORT} (hot reload); API on http://127.0.0.1:${port}. Ctrl-C stops both.`,
)

let stopping = false
let exitCode = 0
function stopAll(code) {
  if (!stopping) exitCode = code
  stopping = true
  const running = children.filter((child) => !child.exited)
  if (running.length === 0) process.exit(exitCode)
  for (const child of running) signalGroup(child, 'SIGTERM')
  // Anything that ignores SIGTERM for 5 s is killed.
  setTimeout(() => {
    for (const child of children) if (!child.exited) signalGroup(child, 'SIGKILL')
    process.exit(exitCode)
  }, 5000).unref()
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
