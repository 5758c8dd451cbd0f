// `npm run db:restore -- FILE [--force]`: restores a backup made by `npm run db:backup` (docs/operations.md,
// "Backups") into DATA_DIR (PGlite) or the DATABASE_URL database (pg_restore). Refuses while a server uses
// it, and refuses to replace data unless --force, which keeps the old data (moved aside, or backed up first).
import { parseArgs } from 'node:util'
import { BackupError, restoreBackup } from '../server/db/backups.ts'
import { backupSettings, DEFAULT_BACKUP_DIR, failWith } from './db-backup-cli.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean', default: false },
    out: { type: 'string', default: DEFAULT_BACKUP_DIR },
  },
})
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]')
  process.exit(2)
}
try {
  const result = await restoreBackup(backupSettings(), positionals[0]!, {
    force: values.force,
    outDir: values.out,
  })
  console.log(
    `Restored ${positionals[0]} into ${result.target}: ${result.tables} tables, ${result.rows} rows.`,
  )
  if (result.previous) console.log(`The data that was there before is kept in ${result.previous}`)
} catch (error) {
  failWith(error, BackupError)
}
