// Starts the real server for end-to-end tests on a wiped data directory, so every run starts from the seed.
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'

const dataDir = process.env.DATA_DIR ?? '.data-e2e'
rmSync(dataDir, { recursive: true, force: true })
const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
