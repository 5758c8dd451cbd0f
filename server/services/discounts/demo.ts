// The sandbox's demo discount codes for the demo store (docs/discounts.md): a welcome code each shopper may
// use once, a fixed amount off above a minimum spend, and one that has expired, so the list's filters show.
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { discounts } from '../../db/schema/index.ts'
import { todayInMalaysia } from '../../../src/lib/dates.ts'

const dayOffset = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

export async function seedDiscounts(db: Db, accountId: string, storeId: string, clock: Clock): Promise<void> {
  const now = clock.now()
  const today = todayInMalaysia(now)
  const owned = { account_id: accountId, created_at: now, updated_at: now }
  await db.insert(discounts).values([
    // 10% off, at most RM 20.00, once per shopper, every store of the account.
    {
      ...owned,
      code: 'WELCOME10',
      type: 'percent',
      value: 1000,
      max_discount_sen: 2000,
      usage_limit_per_shopper: 1,
    },
    // RM 5.00 off orders of RM 30.00 or more at the demo store, 100 uses.
    {
      ...owned,
      code: 'RM5OFF',
      type: 'fixed',
      value: 500,
      min_spend_sen: 3000,
      usage_limit: 100,
      store_ids: [storeId],
    },
    // Last month's campaign.
    {
      ...owned,
      code: 'RAYA15',
      type: 'percent',
      value: 1500,
      valid_from: dayOffset(today, -45),
      valid_until: dayOffset(today, -15),
    },
  ])
}
