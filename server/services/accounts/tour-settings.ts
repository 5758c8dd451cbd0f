// Product tour state per user (SPEC §3 Tour setting). A tour is the person's, not the account's: it
// follows the user into every account they switch to.
import { and, eq } from 'drizzle-orm'
import type { TourSetting } from '../../../src/contract/dashboard.ts'
import { tourSettings } from '../../db/schema/index.ts'
import type { Caller } from '../../deps.ts'
import { conflict, notFound } from '../../errors.ts'
import type { Deps } from '../../deps.ts'

type Setting = Record<string, boolean>

const view = (row: typeof tourSettings.$inferSelect): TourSetting => ({ id: row.id, setting: row.setting })

/** The user's tour setting, or null when there is none yet (the default applies). */
export async function readTourSetting(deps: Deps, userId: string): Promise<TourSetting | null> {
  const { db } = deps
  const [row] = await db.select().from(tourSettings).where(eq(tourSettings.user_id, userId))
  return row ? view(row) : null
}

export async function createTourSetting(deps: Deps, caller: Caller, setting: Setting): Promise<TourSetting> {
  const { db } = deps
  const [row] = await db
    .insert(tourSettings)
    .values({ user_id: caller.userId, account_id: caller.accountId, setting })
    .onConflictDoNothing()
    .returning()
  if (!row) throw conflict('A tour setting exists already; change it with PUT user-tour-setting/{id}')
  return view(row)
}

export async function updateTourSetting(
  deps: Deps,
  userId: string,
  id: string,
  setting: Setting,
): Promise<TourSetting> {
  const { db } = deps
  const now = deps.clock.now()
  const [row] = await db
    .update(tourSettings)
    .set({ setting, updated_at: now })
    .where(and(eq(tourSettings.id, id), eq(tourSettings.user_id, userId)))
    .returning()
  if (!row) throw notFound('Tour setting')
  return view(row)
}
