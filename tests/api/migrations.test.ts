// Migrations that rewrite data, tried on a database as an older build left it: migrated up to the one before,
// given the rows that build wrote, then migrated to this build.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'
import { CALLBACK_HEADERS } from '../../src/contract/payments.ts'
import { signEvent } from '../../server/services/webhooks/signing.ts'

const MIGRATIONS = 'server/db/migrations'
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** The migrations folder as a build that stopped before `tag` shipped it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'niaga-migrations-'))
  folders.push(folder)
  cpSync(MIGRATIONS, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(at, `migration ${tag}`).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

describe('0017_standard_webhook_secrets', () => {
  it('rewrites a base64url callback secret as the same key in standard base64, which the libraries verify', async () => {
    // Key bytes whose base64url has both '-' and '_' (standard base64: '+' and '/').
    const key = Buffer.from([...Array(12).fill(0xfb), 0xef, 0xbe, ...Array(10).fill(0xff)])
    const older = `whsec_${key.toString('base64url')}`
    expect(older).toMatch(/-/)
    expect(older).toMatch(/_.*_/)

    const client = await PGlite.create('memory://')
    try {
      const db = drizzle(client)
      await migrate(db, { migrationsFolder: migrationsBefore('0017_standard_webhook_secrets') })
      await db.execute(
        sql`insert into accounts (type, name, callback_secret) values ('merchant', 'Kedai Lama', ${older}),
            ('merchant', 'Kedai Tanpa Rahsia', null)`,
      )
      await migrate(db, { migrationsFolder: MIGRATIONS })
      const { rows } = await db.execute<{ name: string; callback_secret: string | null }>(
        sql`select name, callback_secret from accounts order by name`,
      )
      expect(rows).toEqual([
        { name: 'Kedai Lama', callback_secret: `whsec_${key.toString('base64')}` },
        { name: 'Kedai Tanpa Rahsia', callback_secret: null },
      ])

      const secret = rows[0]!.callback_secret!
      const body = JSON.stringify({ event: 'payment.paid', invoice_no: 'NGA-20261207-7KQ2M9XD' })
      const timestamp = String(Math.floor(Date.now() / 1000))
      const headers = {
        [CALLBACK_HEADERS.id]: 'msg_0017',
        [CALLBACK_HEADERS.timestamp]: timestamp,
        [CALLBACK_HEADERS.signature]: signEvent(secret, 'msg_0017', timestamp, body),
      }
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body))
    } finally {
      await client.close()
    }
  })
})
