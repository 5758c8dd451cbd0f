// Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
// Both run the same committed migrations and are used through the same Drizzle API.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface OpenOptions {
  databaseUrl?: string | undefined
  /** PGlite data folder; `memory://` for a throwaway in-memory database. */
  dataDir?: string
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.dataDir ?? 'memory://')
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  // PGlite does not create the parent folders of its data directory.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir)
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const db = drizzle(pool, { schema })
  await migrate(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
}
