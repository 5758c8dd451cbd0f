// Runs `npm run db:backup` / `db:restore` the way npm does (scripts/db-backup.ts, scripts/db-restore.ts),
// with the settings a test gives: DATA_DIR for PGlite, DATABASE_URL for PostgreSQL (never inherited).
import { execFile } from 'node:child_process'

export interface ScriptRun {
  code: number
  stdout: string
  stderr: string
}

export function runBackupScript(
  name: 'db-backup' | 'db-restore',
  args: string[],
  settings: { DATA_DIR?: string; DATABASE_URL?: string },
): Promise<ScriptRun> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.DATABASE_URL
  delete env.DATA_DIR
  Object.assign(env, settings)
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...args],
      { env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}
