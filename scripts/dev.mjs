// `npm run dev`: the API (restarted on change) and Vite (hot reload, proxying /api to the API) together.
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '8080'
const children = [
  ['api', process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts']],
  ['web', 'npx', ['vite', '--host', '127.0.0.1']],
].map(([name, command, args]) => {
  const child = spawn(command, args, { env: { ...process.env, PORT: port }, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `)
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)))
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)))
  child.on('exit', (code) => stopAll(code ?? 0))
  return child
})

console.log(`Dev: app with hot reload on http://127.0.0.1:5173, API on http://127.0.0.1:${port}`)

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500)
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
