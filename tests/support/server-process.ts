// The real server as a child process (`node --import tsx server/index.ts`) on loopback and a free port, for
// tests that must kill it: on a PGlite data directory, or on a fresh PostgreSQL database when
// TEST_DATABASE_URL is set. Waits on what the server prints, never on a fixed delay.
import { spawn, type ChildProcess } from 'node:child_process'
import type { Envelope } from '../../src/contract/envelope.ts'

export interface ServerProcess {
  child: ChildProcess
  baseUrl: string
  /** Resolves once the server has printed a line matching `pattern` (rejects if it exits first). */
  waitForOutput(pattern: RegExp): Promise<string>
  call<T = unknown>(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: Envelope<T> }>
  kill(signal: NodeJS.Signals): Promise<void>
}

/** Settings every child gets; the caller adds where the data lives (DATA_DIR or DATABASE_URL). */
export const CHILD_BASE_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  SANDBOX: '1',
  SEED: '1',
  JWT_SECRET: 'child-secret-child-secret-child-secret-42',
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const inherited = { ...process.env }
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'TEST_HANG_AT', 'SANDBOX', 'SEED']) delete inherited[name]
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...inherited, ...CHILD_BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const onChunk = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', onChunk)
  child.stderr.on('data', onChunk)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const waitForOutput = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output)
        if (!match) return
        listeners.delete(check)
        resolve(match[1] ?? match[0])
      }
      listeners.add(check)
      check()
      void exited.then(() => {
        if (!listeners.has(check)) return
        listeners.delete(check)
        reject(new Error(`the server exited before printing ${pattern}:\n${output}`))
      })
    })

  const baseUrl = await waitForOutput(/is running at (http:\/\/127\.0\.0\.1:\d+)/)

  const call: ServerProcess['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    return { status: response.status, body: (await response.json()) as Envelope<never> }
  }

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }

  return { child, baseUrl, waitForOutput, call, kill }
}
