// What db-backup.ts and db-restore.ts share: the settings they read, and how they report.
import { loadConfig } from '../server/config.ts'
import type { BackupSettings } from '../server/db/backups.ts'

/** Where backups go unless --out says otherwise (relative to the project folder, where npm runs scripts). */
export const DEFAULT_BACKUP_DIR = 'backups'

export function backupSettings(): BackupSettings {
  try {
    // The same DATA_DIR and DATABASE_URL as the server; a backup needs no JWT_SECRET, so any stands in for
    // it.
    const config = loadConfig({
      ...process.env,
      JWT_SECRET: process.env.JWT_SECRET ?? 'not-used-by-backups-not-used-by-backups',
    })
    return { dataDir: config.dataDir, databaseUrl: config.databaseUrl }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** A refusal the user can act on prints its sentence; anything else, the whole error. Exits 1. */
export function failWith(error: unknown, expected: abstract new (...args: never[]) => Error): never {
  console.error(error instanceof expected ? error.message : error)
  process.exit(1)
}
