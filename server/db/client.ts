// Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
// Both run the same committed migrations and are used through the same Drizzle API.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PGlite as PGliteClient } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.ts'
import { dumpPglite } from './backup-file.ts'
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Hears NOTIFY on one channel, and whether it is listening: while it is not, notifications are missed. */
export interface Listener {
  onNotify: (payload: string) => void
  onListening?: (listening: boolean) => void
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * LISTEN on a channel: PGlite calls back in this process right after the notifying transaction commits;
   * PostgreSQL through a connection of its own, so a write in any process reaches every process. Answers a
   * function that stops listening.
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>
  close(): Promise<void>
  /**
   * PGlite only: a consistent gzipped tarball of the whole data folder, taken while it runs
   * (docs/operations.md, "Backups").
   */
  backup?: () => Promise<Uint8Array>
  /** PGlite in a folder only: this process's hold on it (server/db/data-dir-lock.ts). */
  dataDirLock?: DataDirLock
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface OpenOptions {
  databaseUrl?: string | undefined
  /** PGlite data folder; `memory://` for a throwaway in-memory database. */
  dataDir?: string
  /** Run the migrations (default). Off in the API processes of a cluster: the primary has migrated. */
  migrate?: boolean
  /** PGlite only: fill the (empty) data folder from this backup first (`npm run db:restore`). */
  restoreFrom?: Blob
  /** PGlite only: who holds the data folder, as db:backup and db:restore report it (default `server`). */
  lockRole?: string
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrateIt = options.migrate ?? true
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrateIt)
  return openPglite(options.dataDir ?? 'memory://', migrateIt, options)
}

async function openPglite(dataDir: string, migrateIt: boolean, options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  // PGlite does not create the parent folders of its data directory.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  // PGlite takes no lock of its own: a second process on the folder would corrupt it.
  const lock = dataDir.startsWith('memory://')
    ? undefined
    : acquireDataDirLock(dataDir, options.lockRole ?? 'server')
  let client: PGliteClient | undefined
  try {
    client = await PGlite.create(dataDir, options.restoreFrom ? { loadDataDir: options.restoreFrom } : {})
    // A restored backup brings the lock file of the process it was taken from: this process holds the folder.
    if (options.restoreFrom) lock?.reassert()
    const db = drizzle(client, { schema })
    if (migrateIt) await migrate(db, { migrationsFolder })
    const opened = client
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      // One process owns a PGlite database, so its notifications are never lost.
      listen: async (channel, listener) => opened.listen(channel, listener.onNotify),
      close: async () => {
        await opened.close()
        lock?.release()
      },
      backup: () => dumpPglite(opened),
      ...(lock ? { dataDirLock: lock } : {}),
    }
  } catch (error) {
    await client?.close().catch(() => {})
    lock?.release()
    throw error
  }
}

async function openPostgres(url: string, migrateIt: boolean): Promise<Database> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // A connection dropped while a request holds it (pg_terminate_backend mid-transaction) emits 'error' on
  // its client too: unheard, that would crash the process (docs/operations.md, "Faults"). The request already
  // failed with that error (a 5030 envelope), and the pool discards the connection when it is released.
  pool.on('connect', (client) => client.on('error', () => {}))
  // A connection dropped while idle in the pool (a restart, pg_terminate_backend) must not crash the
  // process: the pool discards it and opens another on the next query.
  pool.on('error', () => {})
  const db = drizzle(pool, { schema })
  if (migrateIt) await migrate(db, { migrationsFolder })
  const listeners: Array<() => Promise<void>> = []
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: async (channel, listener) => {
      const stop = await listenOnPostgres(() => new pg.Client({ connectionString: url }), channel, listener)
      listeners.push(stop)
      return stop
    },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop()))
      await pool.end()
    },
  }
}

interface NotifyingClient {
  connect(): Promise<unknown>
  query(text: string): Promise<unknown>
  end(): Promise<void>
  on(
    event: 'notification',
    handler: (message: { channel: string; payload?: string | undefined }) => void,
  ): unknown
  on(event: 'error' | 'end', handler: () => void): unknown
}

/**
 * LISTEN on a connection of its own, reconnecting after a second when it drops. Notifications sent while it
 * was down are lost: `onListening(false)` when it drops, `(true)` once it listens anew.
 */
async function listenOnPostgres(newClient: () => NotifyingClient, channel: string, listener: Listener) {
  let stopped = false
  let client: NotifyingClient | undefined
  let retry: NodeJS.Timeout | undefined
  const quoted = `"${channel.replace(/"/g, '""')}"`
  const connect = async (first: boolean) => {
    const next = newClient()
    let live = false
    const drop = () => {
      if (!live || stopped) return
      live = false
      client = undefined
      listener.onListening?.(false)
      void next.end().catch(() => {})
      retry = setTimeout(() => void connect(false).catch(() => {}), 1000)
    }
    next.on('error', drop)
    next.on('end', drop)
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? '')
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${quoted}`)
    } catch (error) {
      void next.end().catch(() => {})
      if (first) throw error
      retry = setTimeout(() => void connect(false).catch(() => {}), 1000)
      return
    }
    if (stopped) return void next.end().catch(() => {})
    live = true
    client = next
    if (!first) listener.onListening?.(true)
  }
  await connect(true)
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}
