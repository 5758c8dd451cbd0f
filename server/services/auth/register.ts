// Self sign-up: a new merchant account with its owner. No plan yet, so every channel is off (SPEC §6).
import { sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { RegisterSchema } from '../../../src/contract/password.ts'
import { accounts, accountUsers, users } from '../../db/schema/index.ts'
import { conflict, isUniqueViolation } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { insertUser } from '../accounts/members.ts'
import { ROLE_IDS } from '../accounts/roles.ts'
import { introducerByReferralCode } from '../introducer/referral.ts'
import { hashPassword } from './passwords.ts'
import { startSession } from './sessions.ts'

export async function register(deps: Deps, input: v.InferOutput<typeof RegisterSchema>) {
  const email = input.email.toLowerCase()
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email} or lower(${users.username}) = ${email}`)
  if (taken) throw conflict('This email is already registered', { email: 'This email is already registered' })
  // A referral code no introducer has is refused (4000), never silently dropped.
  const introducerId =
    input.referral_code === undefined ? null : await introducerByReferralCode(deps, input.referral_code)
  const passwordHash = await hashPassword(input.password)
  const created = deps.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        type: 'merchant',
        name: input.company_name,
        email,
        phone: input.phone ?? null,
        introducer_account_id: introducerId,
      })
      .returning({ id: accounts.id })
    const userId = await insertUser(
      { ...deps, db: tx },
      { email, full_name: input.full_name, phone: input.phone ?? null, password_hash: passwordHash },
    )
    await tx
      .insert(accountUsers)
      .values({ account_id: account!.id, user_id: userId, role_id: ROLE_IDS.owner, is_default: true })
    return { userId, accountId: account!.id }
  })
  // Two sign-ups with one address at once: the unique index decides, the loser gets a conflict.
  const { userId, accountId } = await created.catch((error: unknown) => {
    if (isUniqueViolation(error))
      throw conflict('This email is already registered', { email: 'This email is already registered' })
    throw error
  })
  return startSession(deps, userId, accountId)
}
