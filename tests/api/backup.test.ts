// `npm run db:backup` and `npm run db:restore` on the PGlite folder (docs/operations.md, "Backups"), as a
// user runs them: the real server as a child process on its own folder, the scripts as child processes. A
// backup taken while the server runs and writes restores every record written before it; a backup of the
// stopped folder restores to the very same rows in every table; a restore refuses the running server's
// folder, and a file that is no backup is refused with the target left as it was.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BankAccount } from '../../src/contract/banks.ts'
import type { Bill, Collection } from '../../src/contract/collections.ts'
import type { Customer } from '../../src/contract/customers.ts'
import type { Payout } from '../../src/contract/payouts.ts'
import { openDatabase } from '../../server/db/client.ts'
import { tableSummary } from '../../server/db/backups.ts'
import { LOCK_FILE } from '../../server/db/data-dir-lock.ts'
import { collections, customers, ledgerEntries, payouts } from '../../server/db/schema/index.ts'
import { runBackupScript } from '../support/backup-scripts.ts'
import { freePort, httpApi, startServerProcess, type ServerProcess } from '../support/server-process.ts'

const root = mkdtempSync(join(tmpdir(), 'niaga-backup-'))
const live = join(root, 'live')
const restored = join(root, 'restored')
const backups = join(root, 'backups')
let server: ServerProcess
let http: ReturnType<typeof httpApi>
let token: string

beforeAll(async () => {
  const port = await freePort()
  server = await startServerProcess(
    { DATA_DIR: live, PORT: String(port), SANDBOX: '1', SEED: '1' },
    /is running at http/,
    170_000,
  )
  http = httpApi(`http://127.0.0.1:${port}`)
  token = (await http.login('merchant@niaga.test')).access_token
}, 180_000)
afterAll(async () => {
  await server.stop()
  rmSync(root, { recursive: true, force: true })
})

const script = (name: 'db-backup' | 'db-restore', args: string[], dataDir: string) =>
  runBackupScript(name, args, { DATA_DIR: dataDir })

async function backup(dataDir: string) {
  const run = await script('db-backup', ['--out', backups], dataDir)
  expect(run.stderr).toBe('')
  const printed = /^Backup of (.+) written to (\S+) \((.+)\)$/m.exec(run.stdout)
  expect(printed, run.stdout).not.toBeNull()
  const [, source, file, size] = printed!
  expect(file).toMatch(/niaga-pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
  expect(statSync(file!).mode & 0o077).toBe(0) // the whole database: owner only
  expect(size).toMatch(/^\d+(\.\d)? (KB|MB)$/)
  return { source: source!, file: file! }
}

/** A folder's files and sizes, to show a refused restore left it as it was. */
const listing = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => `${name}:${statSync(join(dir, name)).size}`)

describe('db:backup and db:restore on PGlite', () => {
  let bill: Bill
  let payout: Payout
  let customer: Customer

  it(
    'backs up while the server runs and writes; the restore holds every record written before',
    { timeout: 300_000 },
    async () => {
      customer = (
        await http.call<Customer>('POST', '/customers', {
          token,
          body: { name: 'Backup Bhd', email: 'ops@backup.my' },
        })
      ).body.data
      const collection = (
        await http.call<Collection>('POST', '/collections', {
          token,
          body: { title: 'Backed-up fees', kind: 'bill' },
        })
      ).body.data
      bill = (
        await http.call<Bill>('POST', '/collections/bill-method', {
          token,
          body: {
            collection_id: collection.id,
            payer_name: 'Nurul Huda',
            payer_email: 'nurul@example.my',
            amount: '88.20',
          },
        })
      ).body.data
      expect(bill.invoice_no).toBeTruthy()
      const bank = (
        await http.call<BankAccount>('POST', '/banks', {
          token,
          body: { bank_code: 'MBBEMYKL', account_number: '1111222233', holder_name: 'Niaga Demo Sdn Bhd' },
        })
      ).body.data
      await http.call('POST', '/payment-services/switch/verify-bank-account', {
        token,
        body: { bank_account_id: bank.id },
      })
      const requested = await http.call<Payout>('POST', '/payment-services/switch/create-payout-invoice', {
        token,
        body: { bank_account_id: bank.id, amount: '15.00' },
        headers: { 'idempotency-key': 'backup-payout-0001' },
      })
      expect(requested.body.response_code, JSON.stringify(requested.body)).toBe(2000)
      payout = requested.body.data

      // A client keeps adding customers through the whole backup.
      const written: string[] = []
      let writing = true
      const writer = (async () => {
        for (let n = 0; writing; n++) {
          const res = await http.call<Customer>('POST', '/customers', {
            token,
            body: { name: `Writer ${n}` },
          })
          expect(res.body.response_code).toBe(2000)
          written.push(res.body.data.id)
        }
      })()
      while (written.length < 3) await new Promise((resolve) => setTimeout(resolve, 50))
      const before = [...written]
      const taken = await backup(live)
      const after = [...written]
      writing = false
      await writer
      expect(taken.source).toMatch(/^the running server \(process \d+\)/)
      expect(written.length).toBeGreaterThan(before.length) // it wrote during the backup

      const restore = await script('db-restore', [taken.file], restored)
      expect(restore.stderr).toBe('')
      expect(restore.stdout).toMatch(new RegExp(`Restored .+ into ${restored}: \\d+ tables, \\d+ rows\\.`))
      expect(existsSync(join(restored, LOCK_FILE))).toBe(false) // the server's lock stayed behind
      const database = await openDatabase({ dataDir: restored })
      try {
        const ids = (
          await database.db.select({ id: customers.id }).from(customers).where(inArray(customers.id, written))
        ).map((row) => row.id)
        for (const id of before) expect(ids).toContain(id)
        for (const id of ids) expect(after).toContain(id)
        expect(
          (await database.db.select().from(customers).where(eq(customers.id, customer.id)))[0],
        ).toMatchObject({ name: 'Backup Bhd', email: 'ops@backup.my' })
        expect(
          (await database.db.select().from(collections).where(eq(collections.id, collection.id))).length,
        ).toBe(1)
        expect((await database.db.select().from(payouts).where(eq(payouts.id, payout.id))).length).toBe(1)
        // A consistent copy: no ledger transaction half written.
        const unbalanced = await database.db
          .select({ id: ledgerEntries.transaction_id })
          .from(ledgerEntries)
          .groupBy(ledgerEntries.transaction_id)
          .having(sql`sum(${ledgerEntries.amount_sen}) <> 0`)
        expect(unbalanced).toEqual([])
      } finally {
        await database.close()
      }
    },
  )

  it(
    'refuses to restore into the folder the running server uses, even with --force',
    { timeout: 120_000 },
    async () => {
      const { file } = await backup(live)
      const files = readdirSync(live).sort()
      const refused = await script('db-restore', [file, '--force'], live)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(
        new RegExp(
          `${live} is in use by process ${server.child.pid} \\(server, since .+\\)\\. Stop it first`,
        ),
      )
      expect(readdirSync(live).sort()).toEqual(files)
      expect(
        readdirSync(root).filter((name) => name.includes('.restoring-') || name.includes('.before-restore-')),
      ).toEqual([])
      expect((await http.call('GET', '/customers?limit=1', { token })).status).toBe(200)
    },
  )

  it('refuses a file that is no backup and leaves the target as it was', { timeout: 120_000 }, async () => {
    const before = listing(restored)
    const cases = [
      {
        name: 'random.tar.gz',
        bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)),
        reason: 'it is neither a PGlite backup (.tar.gz) nor a pg_dump custom-format file',
      },
      {
        name: 'text.tar.gz',
        bytes: gzipSync('not a tar archive, just words '.repeat(40)),
        reason: 'its archive is damaged',
      },
      {
        name: 'cut.tar.gz',
        bytes: gzipSync(Buffer.alloc(2048, 1)).subarray(0, 30),
        reason: 'it is a damaged or incomplete gzip file',
      },
    ]
    for (const { name, bytes, reason } of cases) {
      const file = join(root, name)
      writeFileSync(file, bytes)
      const refused = await script('db-restore', [file, '--force'], restored)
      expect(refused.code).toBe(1)
      expect(refused.stderr.trim()).toBe(`${file} is not a Niaga backup: ${reason}. Nothing was changed.`)
    }
    const dump = join(root, 'niaga-postgres.dump')
    writeFileSync(dump, 'PGDMP\x01\x0f\x00')
    const wrongKind = await script('db-restore', [dump, '--force'], restored)
    expect(wrongKind.stderr.trim()).toBe(
      `${dump} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`,
    )
    const missing = await script('db-restore', [join(root, 'nowhere.tar.gz')], restored)
    expect(missing.stderr.trim()).toBe(`There is no readable backup file at ${join(root, 'nowhere.tar.gz')}`)
    expect(listing(restored)).toEqual(before)
  })

  it(
    'backs up the stopped folder, and restores it over existing data only with --force, to the same rows in every table',
    { timeout: 300_000 },
    async () => {
      await server.stop()
      expect(existsSync(join(live, LOCK_FILE))).toBe(false)
      const taken = await backup(live)
      expect(taken.source).toBe(live)

      const refused = await script('db-restore', [taken.file], restored)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(`${restored} already holds data. Run again with --force`)
      const forced = await script('db-restore', [taken.file, '--force'], restored)
      expect(forced.stderr).toBe('')
      const aside = /The data that was there before is kept in (\S+)/.exec(forced.stdout)?.[1]
      expect(aside).toMatch(new RegExp(`^${restored}\\.before-restore-`))
      expect(existsSync(join(aside!, 'PG_VERSION'))).toBe(true)

      const source = await openDatabase({ dataDir: live })
      const copy = await openDatabase({ dataDir: restored })
      try {
        const [expected, actual] = [await tableSummary(source.db), await tableSummary(copy.db)]
        expect(actual).toEqual(expected)
        const rows = Object.fromEntries(expected.map((t) => [t.table, t.rows]))
        expect(expected.length).toBeGreaterThan(50)
        for (const table of [
          'public.customers',
          'public.bills',
          'public.payouts',
          'public.ledger_entries',
          'public.users',
          'drizzle.__drizzle_migrations',
        ]) {
          expect(rows[table], table).toBeGreaterThan(0)
        }
        expect(forced.stdout).toContain(
          `${expected.length} tables, ${expected.reduce((n, t) => n + t.rows, 0)} rows.`,
        )
      } finally {
        await Promise.all([source.close(), copy.close()])
      }
    },
  )
})
