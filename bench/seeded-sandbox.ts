// The in-process sandbox the money-out and report benches measure: the real app on a seeded PGlite database
// in memory, on a test clock (Monday 23 November 2026, 12:00 in Malaysia: FPX paid now settles on Tuesday
// at 10:00), with the demo merchant and a verified bank account to pay out to.
import { eq } from 'drizzle-orm'
import { createApp } from '../server/app.ts'
import { TestClock } from '../server/clock.ts'
import { loadConfig, type Config } from '../server/config.ts'
import { openDatabase } from '../server/db/client.ts'
import { accounts, bankAccounts } from '../server/db/schema/index.ts'
import { seedIfEmpty } from '../server/db/seed.ts'
import { silentLogger } from '../server/log.ts'
import { memoryAcquirerKeys } from '../server/sandbox/acquirer-keys.ts'
import { sandboxDeps } from '../server/sandbox/providers.ts'

export async function openSeededSandbox(config: Partial<Config> = {}) {
  const database = await openDatabase({ dataDir: 'memory://' })
  const clock = new TestClock(new Date('2026-11-23T04:00:00.000Z'))
  const deps = sandboxDeps(
    {
      db: database.db,
      clock,
      config: {
        ...loadConfig({
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
          API_REQUESTS_PER_MINUTE: '10000000',
          LOG_LEVEL: 'silent',
          SANDBOX: '1',
        }),
        ...config,
      },
      log: silentLogger,
    },
    memoryAcquirerKeys(),
  )
  await seedIfEmpty(deps)
  const { app } = createApp(deps)
  const [merchant] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, 'Niaga Demo Sdn Bhd'))
  const accountId = merchant!.id
  /** A bank account of the demo merchant's, verified, for payouts to go to. */
  const verifiedBank = async () => {
    const [bank] = await deps.db
      .insert(bankAccounts)
      .values({
        account_id: accountId,
        bank_code: 'MBBEMYKL',
        account_number: '1111222233',
        holder_name: 'Niaga Demo Sdn Bhd',
        verification_status: 'verified',
        verified_at: clock.now(),
      })
      .returning()
    return bank!
  }
  return { database, clock, deps, app, accountId, verifiedBank }
}
