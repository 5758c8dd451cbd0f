// The real server as a child process (`node --import tsx server/index.ts`) on loopback, for tests that must
// kill it or run several: on a PGlite data directory, or on a fresh PostgreSQL database (DATABASE_URL). Waits
// on what the server prints, never on a fixed delay; its output is kept and shown when it does not start.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Envelope } from '../../src/contract/envelope.ts'
import { loginWith, requestParts } from './api-call.ts'
import type { Api, ApiResponse, CallOptions } from './api-harness.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface ServerProcess {
  child: ChildProcess
  /** Where it listens (empty for a process that serves no HTTP, SERVER_ROLE=jobs). */
  baseUrl: string
  output: () => string
  /** Resolves once the server has printed a line matching `pattern` (rejects if it exits first). */
  waitForOutput(pattern: RegExp): Promise<string>
  call<T = unknown>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<T> }>
  kill: (signal: NodeJS.Signals) => Promise<void>
  /** SIGTERM, then SIGKILL if it has not ended in 10 s. */
  stop: () => Promise<void>
}

/** Settings every child gets; the caller adds where the data lives (DATA_DIR or DATABASE_URL). */
export const CHILD_BASE_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  SANDBOX: '1',
  SEED: '1',
  // Every test call comes from 127.0.0.1.
  API_REQUESTS_PER_MINUTE: '1000000',
  JWT_SECRET: 'child-secret-child-secret-child-secret-42',
  // The tests' callback receivers listen on 127.0.0.1 (docs/operations.md, "Outbound calls").
  OUTBOUND_PRIVATE_ADDRESSES: 'allow',
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const LISTENING = /is running at (http:\/\/127\.0\.0\.1:\d+)/

/** Starts the server with `env` and waits until its output matches `ready` (by default: it listens). */
export async function startServerProcess(
  env: Record<string, string>,
  ready: RegExp = LISTENING,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const inherited = { ...process.env }
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'TEST_HANG_AT',
    'SANDBOX',
    'SEED',
    'SERVER_ROLE',
    'API_PROCESSES',
  ])
    delete inherited[name]
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
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

  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the server did not print ${ready} in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    )
  })
  try {
    await Promise.race([waitForOutput(ready), timedOut])
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  } finally {
    clearTimeout(timer)
  }
  const baseUrl = LISTENING.exec(output)?.[1] ?? ''

  const call: ServerProcess['call'] = (method, path, options) => httpApi(baseUrl).call(method, path, options)

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(force)
  }

  return { child, baseUrl, output: () => output, waitForOutput, call, kill, stop }
}

/**
 * The parts of the test harness's `Api` that the payment helpers use (`call`, `login`, `app.request`), over
 * HTTP to a running server, so the same steps drive a real process.
 */
export function httpApi(baseUrl: string): Pick<Api, 'call' | 'login'> & {
  app: { request: (path: string, init?: RequestInit) => Promise<Response> }
} {
  async function call<T = unknown>(
    method: string,
    path: string,
    opts: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    const { headers, body } = requestParts(opts)
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    })
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Envelope<T>,
    }
  }
  return {
    call,
    login: loginWith(call),
    app: { request: (path, init) => fetch(`${baseUrl}${path}`, init) },
  }
}
