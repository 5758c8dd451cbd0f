// How `npm run db:backup` gets a consistent copy of the PGlite database the server has open (one process owns
// a PGlite folder, so the backup must come from the server). A listener of its own, on loopback only and a
// port the system picks, never the public port: nothing outside this machine can reach it, and it answers
// only a caller that shows the secret written, owner-only, in DATA_DIR/niaga.lock
// (server/db/data-dir-lock.ts) — whoever can read that file can read the database's files anyway.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Database } from './client.ts'
import type { Logger } from '../log.ts'

export const BACKUP_PATH = '/backup'

export interface BackupControl {
  port: number
  close(): Promise<void>
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Starts the control listener for a PGlite database in a folder; nothing to do for PostgreSQL or memory. */
export async function startBackupControl(
  database: Database,
  log: Logger,
): Promise<BackupControl | undefined> {
  const { backup, dataDirLock } = database
  if (!backup || !dataDirLock) return undefined
  const token = randomBytes(32).toString('base64url')
  const server: Server = createServer((request, response) => {
    const answer = (status: number, text: string) =>
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)
    if (request.method !== 'POST' || request.url !== BACKUP_PATH) return answer(404, 'Not found')
    if (!sameSecret(request.headers.authorization ?? '', `Bearer ${token}`))
      return answer(401, 'Wrong or missing secret')
    const started = Date.now()
    backup().then(
      (bytes) => {
        log.info('backup taken', { bytes: bytes.length, ms: Date.now() - started })
        response
          .writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length })
          .end(bytes)
      },
      (error: unknown) => {
        log.error('backup failed', { error: String(error) })
        answer(500, `The backup failed: ${error instanceof Error ? error.message : String(error)}`)
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  dataDirLock.publish({ port, token })
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
