// `npm run db:backup [-- --out FOLDER]`: a consistent backup of the database the configuration names
// (docs/operations.md, "Backups"): the PGlite folder (DATA_DIR), asking the running server for it if one has
// the folder open, or PostgreSQL through pg_dump (DATABASE_URL). Prints the file and its size.
import { parseArgs } from 'node:util'
import { BackupError, takeBackup } from '../server/db/backups.ts'
import { backupSettings, DEFAULT_BACKUP_DIR, failWith, formatBytes } from './db-backup-cli.ts'

const { values } = parseArgs({ options: { out: { type: 'string', default: DEFAULT_BACKUP_DIR } } })
try {
  const result = await takeBackup(backupSettings(), values.out)
  console.log(`Backup of ${result.source} written to ${result.file} (${formatBytes(result.bytes)})`)
} catch (error) {
  failWith(error, BackupError)
}
