// `npm run db:backup` and `npm run db:restore` with DATABASE_URL (docs/operations.md, "Backups"): pg_dump's
// custom format while the server runs, pg_restore into an empty database, a refusal while a server is
// connected and over existing tables without --force, and with --force the old tables backed up first and
// every table restored to the same rows.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { Customer } from '../../src/contract/customers.ts'
import { tableSummary } from '../../server/db/backups.ts'
import { openDatabase } from '../../server/db/client.ts'
import { customers } from '../../server/db/schema/index.ts'
import { freshPostgresUrl } from '../support/api-harness.ts'
import { runBackupScript } from '../support/backup-scripts.ts'
import { freePort, httpApi, startServerProcess, type ServerProcess } from '../support/server-process.ts'

const root = mkdtempSync(join(tmpdir(), 'niaga-pg-backup-'))
const backups = join(root, 'backups')
let server: ServerProcess | undefined
afterAll(async () => {
  await server?.stop()
  rmSync(root, { recursive: true, force: true })
})

const nameOf = (url: string) => new URL(url).pathname.slice(1)

async function backup(url: string) {
  const run = await runBackupScript('db-backup', ['--out', backups], { DATABASE_URL: url })
  expect(run.stderr).toBe('')
  const file = new RegExp(
    `^Backup of PostgreSQL database ${nameOf(url)} written to (\\S+niaga-postgres-[\\dTZ-]+\\.dump) \\(.+\\)$`,
    'm',
  ).exec(run.stdout)?.[1]
  expect(file, run.stdout).toBeTruthy()
  return file!
}

describe('db:backup and db:restore on PostgreSQL', () => {
  it('backs up with pg_dump while the server runs and restores every table with pg_restore', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!
    const [source, target] = [await freshPostgresUrl(adminUrl), await freshPostgresUrl(adminUrl)]
    const port = await freePort()
    const env = {
      DATABASE_URL: source,
      DATA_DIR: join(root, 'data'),
      PORT: String(port),
      API_PROCESSES: '1',
      SANDBOX: '1',
      SEED: '1',
      JWT_SECRET: 'backup-secret-backup-secret-backup-secret',
    }
    server = await startServerProcess(env, /is running at http/)
    const http = httpApi(`http://127.0.0.1:${port}`)
    const { access_token: token } = await http.login('merchant@niaga.test')
    const customer = (
      await http.call<Customer>('POST', '/customers', { token, body: { name: 'Dumped Sdn Bhd' } })
    ).body.data

    const live = await backup(source)
    const restored = await runBackupScript('db-restore', [live], { DATABASE_URL: target })
    expect(restored.stderr).toBe('')
    expect(restored.stdout).toMatch(
      new RegExp(`Restored .+ into PostgreSQL database ${nameOf(target)}: \\d+ tables, \\d+ rows\\.`),
    )
    const copy = await openDatabase({ databaseUrl: target })
    expect((await copy.db.select().from(customers).where(eq(customers.id, customer.id)))[0]?.name).toBe(
      'Dumped Sdn Bhd',
    )
    await copy.close()

    const busy = await runBackupScript('db-restore', [live, '--force'], { DATABASE_URL: source })
    expect(busy.code).toBe(1)
    expect(busy.stderr).toMatch(
      new RegExp(
        `^\\d+ other connection\\(s\\) are open to database ${nameOf(source)} \\(a running Niaga server\\?\\)\\. Stop them first`,
      ),
    )

    await server.stop()
    const quiet = await backup(source)
    const refused = await runBackupScript('db-restore', [quiet], { DATABASE_URL: target })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      new RegExp(`^Database ${nameOf(target)} already holds \\d+ tables\\. Run again with --force`),
    )
    const forced = await runBackupScript('db-restore', [quiet, '--force'], { DATABASE_URL: target })
    expect(forced.stderr).toBe('')
    const previous = /The data that was there before is kept in (\S+)/.exec(forced.stdout)?.[1]
    expect(previous && existsSync(previous)).toBe(true)

    const [a, b] = [await openDatabase({ databaseUrl: source }), await openDatabase({ databaseUrl: target })]
    try {
      const expected = await tableSummary(a.db)
      expect(expected.length).toBeGreaterThan(50)
      expect(await tableSummary(b.db)).toEqual(expected)
    } finally {
      await Promise.all([a.close(), b.close()])
    }

    const pglite = await runBackupScript('db-restore', [join(process.cwd(), 'package.json')], {
      DATABASE_URL: target,
    })
    expect(pglite.stderr.trim()).toMatch(/package\.json is not a Niaga backup: it is neither a PGlite backup/)
  })
})
