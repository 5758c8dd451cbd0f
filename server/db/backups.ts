// `npm run db:backup` and `npm run db:restore` (docs/operations.md, "Backups"), for the embedded PGlite
// folder and for PostgreSQL. Every refusal is a BackupError with a sentence the scripts print as it is; a
// refused or failed restore leaves the target as it was.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import {
  backupFileName,
  BackupFileError,
  dumpPglite,
  recogniseBackup,
  type BackupKind,
} from './backup-file.ts'
import { BACKUP_PATH } from './backup-control.ts'
import { openDatabase, type Db } from './client.ts'
import {
  acquireDataDirLock,
  DataDirInUseError,
  dataDirHolder,
  LOCK_FILE,
  type DataDirLock,
} from './data-dir-lock.ts'

export class BackupError extends Error {}

export type BackupSettings = Pick<Config, 'dataDir' | 'databaseUrl'>

export interface BackupResult {
  file: string
  bytes: number
  /** Where the copy came from: the running server, the folder itself, or the PostgreSQL database. */
  source: string
}

export interface RestoreResult {
  target: string
  tables: number
  rows: number
  /**
   * Where the data that was there before went (PGlite: the folder moved aside; PostgreSQL: a backup file).
   */
  previous?: string
}

const stampOf = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')

/** Writes a backup file whole (never a half file under the final name), readable by its owner only. */
function writeBackup(outDir: string, kind: BackupKind, now: Date, fill: (partial: string) => void): string {
  mkdirSync(outDir, { recursive: true })
  const file = resolve(outDir, backupFileName(kind, now))
  const partial = `${file}.partial`
  try {
    fill(partial)
    renameSync(partial, file)
  } finally {
    rmSync(partial, { force: true })
  }
  return file
}

export async function takeBackup(
  settings: BackupSettings,
  outDir: string,
  now = new Date(),
): Promise<BackupResult> {
  if (settings.databaseUrl) {
    const url = settings.databaseUrl
    const file = writeBackup(outDir, 'postgres', now, (partial) =>
      runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], url),
    )
    return {
      file,
      bytes: readFileSync(file).length,
      source: `PostgreSQL database ${new URL(url).pathname.slice(1)}`,
    }
  }
  const { bytes, source } = await pgliteBackup(settings.dataDir)
  const file = writeBackup(outDir, 'pglite', now, (partial) => writeFileSync(partial, bytes, { mode: 0o600 }))
  return { file, bytes: bytes.length, source }
}

function pgliteFolder(dataDir: string): string {
  if (dataDir.startsWith('memory://'))
    throw new BackupError('DATA_DIR is memory://: an in-memory database has no folder to back up or restore')
  return resolve(dataDir)
}

async function pgliteBackup(dataDir: string): Promise<{ bytes: Uint8Array; source: string }> {
  const folder = pgliteFolder(dataDir)
  const holder = dataDirHolder(folder)
  if (holder?.control)
    return {
      bytes: await askServer(holder.control),
      source: `the running server (process ${holder.pid}) on ${folder}`,
    }
  if (holder) {
    const starting = holder.role === 'server' ? ' yet: it is starting, try again in a moment' : ''
    throw new BackupError(
      `${folder} is in use by process ${holder.pid} (${holder.role}), which takes no backup requests${starting}`,
    )
  }
  if (!existsSync(join(folder, 'PG_VERSION')))
    throw new BackupError(`There is no PGlite database in ${folder} (DATA_DIR)`)
  // No server has it open: open it here, holding the folder so that no server starts on it meanwhile.
  const lock = lockOrRefuse(folder, 'backup')
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const client = await PGlite.create(folder)
    try {
      return { bytes: await dumpPglite(client), source: folder }
    } finally {
      await client.close()
    }
  } finally {
    lock.release()
  }
}

async function askServer(control: { port: number; token: string }): Promise<Uint8Array> {
  let response: Response
  try {
    response = await fetch(`http://127.0.0.1:${control.port}${BACKUP_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    })
  } catch (error) {
    throw new BackupError(
      `The running server did not answer on its backup port ${control.port}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!response.ok)
    throw new BackupError(
      `The running server refused the backup (${response.status}): ${await response.text()}`,
    )
  const bytes = new Uint8Array(await response.arrayBuffer())
  recogniseBackup(bytes) // a copy that would not restore is no backup
  return bytes
}

function lockOrRefuse(folder: string, role: string): DataDirLock {
  try {
    return acquireDataDirLock(folder, role)
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new BackupError(error.message)
    throw error
  }
}

function readBackup(file: string): { bytes: Uint8Array; kind: BackupKind } {
  let bytes: Uint8Array
  try {
    bytes = readFileSync(file)
  } catch {
    throw new BackupError(`There is no readable backup file at ${resolve(file)}`)
  }
  try {
    return { bytes, kind: recogniseBackup(bytes) }
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error
    throw new BackupError(`${resolve(file)} is not a Niaga backup: ${error.message}. Nothing was changed.`)
  }
}

export async function restoreBackup(
  settings: BackupSettings,
  file: string,
  options: { force: boolean; now?: Date; outDir: string },
): Promise<RestoreResult> {
  const { bytes, kind } = readBackup(file)
  const now = options.now ?? new Date()
  if (settings.databaseUrl) {
    if (kind !== 'postgres')
      throw new BackupError(
        `${resolve(file)} is a PGlite backup, and DATABASE_URL is set: unset DATABASE_URL to restore it into DATA_DIR`,
      )
    return restorePostgres(settings, file, { ...options, now })
  }
  if (kind !== 'pglite')
    throw new BackupError(
      `${resolve(file)} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`,
    )
  return restorePglite(settings.dataDir, bytes, options.force, now)
}

async function restorePglite(
  dataDir: string,
  bytes: Uint8Array,
  force: boolean,
  now: Date,
): Promise<RestoreResult> {
  const target = pgliteFolder(dataDir)
  const existed = existsSync(target)
  mkdirSync(target, { recursive: true })
  // Held until the restored folder is in place: no server can start on the target meanwhile.
  const lock = lockOrRefuse(target, 'restore')
  const stamp = stampOf(now)
  const staging = `${target}.restoring-${stamp}`
  try {
    const occupied = readdirSync(target).some((name) => name !== LOCK_FILE)
    if (occupied && !force) {
      throw new BackupError(
        `${target} already holds data. Run again with --force to move it aside (to ${target}.before-restore-${stamp}) and restore into its place.`,
      )
    }
    // Restored and migrated in a folder beside the target first: the target changes only if that works.
    let summary: { tables: number; rows: number }
    try {
      const database = await openDatabase({
        dataDir: staging,
        restoreFrom: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }),
        lockRole: 'restore',
      })
      try {
        summary = summarise(await tableSummary(database.db))
      } finally {
        await database.close()
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true })
      throw new BackupError(
        `The backup could not be opened as a database: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`,
      )
    }
    let previous: string | undefined
    if (occupied) {
      previous = `${target}.before-restore-${stamp}`
      renameSync(target, previous)
      rmSync(join(previous, LOCK_FILE), { force: true })
    } else rmSync(target, { recursive: true, force: true })
    renameSync(staging, target)
    return { target, ...summary, ...(previous ? { previous } : {}) }
  } catch (error) {
    if (!existed) rmSync(target, { recursive: true, force: true })
    throw error
  } finally {
    lock.release()
  }
}

async function restorePostgres(
  settings: BackupSettings,
  file: string,
  options: { force: boolean; now: Date; outDir: string },
): Promise<RestoreResult> {
  const url = settings.databaseUrl!
  const name = new URL(url).pathname.slice(1)
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let others: number
  let tables: number
  try {
    others = Number(
      (
        await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        )
      ).rows[0]!.n,
    )
    tables = Number(
      (
        await client.query<{ n: string }>(
          `select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
        )
      ).rows[0]!.n,
    )
  } finally {
    await client.end()
  }
  if (others > 0)
    throw new BackupError(
      `${others} other connection(s) are open to database ${name} (a running Niaga server?). Stop them first: a restore under a running server would mix old and new data.`,
    )
  if (tables > 0 && !options.force) {
    throw new BackupError(
      `Database ${name} already holds ${tables} tables. Run again with --force to back them up to ${resolve(options.outDir)} first and replace them.`,
    )
  }
  // The data being replaced is never just dropped: it is backed up first.
  const previous = tables > 0 ? (await takeBackup(settings, options.outDir, options.now)).file : undefined
  runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
      resolve(file),
    ],
    url,
  )
  // Opens as the server would: migrated to this build, then counted.
  const database = await openDatabase({ databaseUrl: url })
  try {
    return {
      target: `PostgreSQL database ${name}`,
      ...summarise(await tableSummary(database.db)),
      ...(previous ? { previous } : {}),
    }
  } finally {
    await database.close()
  }
}

/** pg_dump or pg_restore: from PATH, else the newest /usr/lib/postgresql/<version>/bin. */
function findPgTool(tool: string): string {
  if (spawnSync(tool, ['--version']).status === 0) return tool
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : []
  for (const version of versions) {
    const path = join(root, version, 'bin', tool)
    if (existsSync(path)) return path
  }
  throw new BackupError(
    `${tool} was not found: install the PostgreSQL client tools (version 15 or newer, e.g. apt-get install postgresql-client-15) or put them on PATH`,
  )
}

/**
 * Runs a PostgreSQL tool on DATABASE_URL, the password in the environment rather than on the command line.
 */
function runPgTool(tool: string, args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }
  const result = spawnSync(findPgTool(tool), [...args, `--dbname=${url.toString()}`], {
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0)
    throw new BackupError(
      `${tool} failed: ${(result.stderr || result.error?.message || `exit ${result.status}`).trim()}`,
    )
}

export interface TableSummary {
  table: string
  rows: number
  /** md5 of the rows' md5s in order: two databases with the same rows give the same checksum. */
  checksum: string
}

/** Every table of the application (and its migration record), its row count and a checksum of its rows. */
export async function tableSummary(db: Db): Promise<TableSummary[]> {
  const query = async <T>(statement: ReturnType<typeof sql.raw>): Promise<T[]> => {
    // PGlite and node-postgres both answer { rows }.
    const result: unknown = await db.execute(statement)
    return (result as { rows: T[] }).rows
  }
  const tables = await query<{ table_schema: string; table_name: string }>(
    sql.raw(
      `select table_schema, table_name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    ),
  )
  const summary: TableSummary[] = []
  for (const { table_schema: schema, table_name: name } of tables) {
    const qualified = `"${schema}"."${name.replace(/"/g, '""')}"`
    const [row] = await query<{ rows: number | string; checksum: string }>(
      sql.raw(
        `select count(*) as rows, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as checksum from ${qualified} t`,
      ),
    )
    summary.push({ table: `${schema}.${name}`, rows: Number(row!.rows), checksum: row!.checksum })
  }
  return summary
}

const summarise = (tables: TableSummary[]) => ({
  tables: tables.length,
  rows: tables.reduce((total, t) => total + t.rows, 0),
})
