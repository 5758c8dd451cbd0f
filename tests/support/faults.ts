// Shared by the fault tests (tests/pg/faults-*.test.ts).
import { sql } from 'drizzle-orm'
import type { Api } from './api-harness.ts'
import { freePort, httpApi, startServerProcess, type ServerProcess } from './server-process.ts'

/** The PostgreSQL database an in-process API runs on (the harness makes a fresh one per file). */
export async function databaseName(api: Api): Promise<string> {
  const result: unknown = await api.db.execute(sql`select current_database() as name`)
  return (result as { rows: { name: string }[] }).rows[0]!.name
}

/** The real server as a child process, one API process, sandbox and demo data on, on a free port. */
export async function startChild(
  env: Record<string, string>,
): Promise<{ server: ServerProcess; baseUrl: string; http: ReturnType<typeof httpApi> }> {
  const port = await freePort()
  const server = await startServerProcess(
    {
      PORT: String(port),
      SANDBOX: '1',
      SEED: '1',
      API_PROCESSES: '1',
      JWT_SECRET: 'fault-secret-fault-secret-fault-secret-42',
      ...env,
    },
    /is running at http:\/\/127\.0\.0\.1:\d+/,
    240_000,
  )
  const baseUrl = `http://127.0.0.1:${port}`
  return { server, baseUrl, http: httpApi(baseUrl) }
}

/** SIGKILL: no shutdown code runs, as when the machine loses power or the kernel kills the process. */
export async function killHard(server: ServerProcess): Promise<void> {
  const { child } = server
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

/** Polls `read` every 100 ms until `done` says yes. */
export async function until<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  what: string,
  tries = 300,
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}
