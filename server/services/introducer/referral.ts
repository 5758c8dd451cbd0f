// Referral codes: each introducer account has one (introducer_profiles); a merchant who registers with it is
// linked to that introducer (jwt/register `referral_code`, src/contract/referral.ts).
import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { UNKNOWN_REFERRAL_CODE_MESSAGE } from '../../../src/contract/referral.ts'
import { accounts, introducerProfiles } from '../../db/schema/index.ts'
import { validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'

/** The introducer account whose code this is (any case); 4000 on referral_code when there is none. */
export async function introducerByReferralCode(deps: Deps, code: string): Promise<string> {
  const { db } = deps
  const [row] = await db
    .select({ id: accounts.id })
    .from(introducerProfiles)
    .innerJoin(accounts, eq(accounts.id, introducerProfiles.account_id))
    .where(
      and(
        sql`upper(${introducerProfiles.referral_code}) = ${code.toUpperCase()}`,
        eq(accounts.type, 'introducer'),
        eq(accounts.record_status_id, 1),
      ),
    )
  if (!row) throw validationError({ referral_code: UNKNOWN_REFERRAL_CODE_MESSAGE })
  return row.id
}

// No 0/O or 1/I, so a code read aloud or copied by hand is typed right.
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () =>
  `R${Array.from({ length: 9 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')}`

/**
 * The introducer's referral code, giving it one the first time (an introducer opened after the migration that
 * backfilled the others); `preferred` is the code to try first (the seed's readable RAKAN2026).
 */
export async function ensureReferralCode(
  deps: Deps,
  introducerId: string,
  preferred?: string,
): Promise<string> {
  const { db } = deps
  const now = deps.clock.now()
  const [existing] = await db
    .select({ code: introducerProfiles.referral_code })
    .from(introducerProfiles)
    .where(eq(introducerProfiles.account_id, introducerId))
  if (existing) return existing.code
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = attempt === 0 && preferred ? preferred : newCode()
    const [taken] = await db
      .select({ id: introducerProfiles.account_id })
      .from(introducerProfiles)
      .where(sql`upper(${introducerProfiles.referral_code}) = ${code}`)
    if (taken) continue
    // Two first calls at once: the primary key keeps one profile, and both read it back.
    await db
      .insert(introducerProfiles)
      .values({ account_id: introducerId, referral_code: code, created_at: now, updated_at: now })
      .onConflictDoNothing()
    const [row] = await db
      .select({ code: introducerProfiles.referral_code })
      .from(introducerProfiles)
      .where(eq(introducerProfiles.account_id, introducerId))
    if (row) return row.code
  }
  throw new Error(`No free referral code for introducer ${introducerId}`)
}
