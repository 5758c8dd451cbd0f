// Users of an account: the caller's own profile, and the users an owner or administrator creates, changes,
// deactivates and removes. A user row is shared by every account the person belongs to; role and
// active/deactivated belong to the membership (members.ts).
import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { User } from '../../../src/contract/auth.ts'
import { roleChangeRefusal } from '../../../src/contract/team.ts'
import type {
  Member,
  MeUpdateSchema,
  UserCreateSchema,
  UserUpdateSchema,
} from '../../../src/contract/users.ts'
import { users } from '../../db/schema/index.ts'
import type { Caller, Deps } from '../../deps.ts'
import { conflict, forbidden, isUniqueViolation } from '../../errors.ts'
import { hashPassword } from '../auth/passwords.ts'
import { actingRole, addMember, changeMembership, getMember, insertUser, requireManager } from './members.ts'
import { listMemberships, loadUserView } from './views.ts'

export async function updateOwnProfile(
  deps: Deps,
  userId: string,
  input: v.InferOutput<typeof MeUpdateSchema>,
): Promise<User> {
  await deps.db
    .update(users)
    .set({ ...input, updated_at: deps.clock.now() })
    .where(eq(users.id, userId))
  return loadUserView(deps, userId)
}

export async function createUser(
  deps: Deps,
  caller: Caller,
  input: v.InferOutput<typeof UserCreateSchema>,
): Promise<Member> {
  requireManager(caller)
  const refusal = roleChangeRefusal(actingRole(caller), null, input.role_code)
  if (refusal) throw forbidden(refusal)
  const passwordHash = await hashPassword(input.password)
  const userId = await deps.db
    .transaction(async (tx) => {
      const userId = await insertUser(
        { ...deps, db: tx },
        {
          email: input.email,
          full_name: input.full_name,
          phone: input.phone ?? null,
          password_hash: passwordHash,
        },
      )
      await addMember({ ...deps, db: tx }, caller.accountId, userId, input.role_code)
      return userId
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw conflict('This email is already registered', { email: 'This email is already registered' })
      throw error
    })
  return getMember(deps, caller.accountId, userId)
}

/**
 * Profile (name, phone), role, and record_status_id: 2 deactivates the member in this account, 1 reactivates.
 */
export async function updateUser(
  deps: Deps,
  caller: Caller,
  id: string,
  input: v.InferOutput<typeof UserUpdateSchema>,
): Promise<Member> {
  requireManager(caller)
  await getMember(deps, caller.accountId, id)
  const { role_code, record_status_id, ...profile } = input
  if (role_code || record_status_id) {
    const active = record_status_id === undefined ? undefined : record_status_id === 1
    await changeMembership(deps, caller, caller.accountId, id, { role: role_code, active })
  }
  if (Object.keys(profile).length > 0) {
    // One account's manager may not rename someone who also works for another account.
    if (id !== caller.userId && (await listMemberships(deps, id, null)).length > 1) {
      throw forbidden('This user also belongs to other accounts; only they can change their profile')
    }
    await deps.db
      .update(users)
      .set({ ...profile, updated_at: deps.clock.now() })
      .where(eq(users.id, id))
  }
  return getMember(deps, caller.accountId, id)
}

/**
 * Takes the member out of the account (their login stays for their other accounts); their sessions in it end.
 */
export async function removeUser(deps: Deps, caller: Caller, id: string): Promise<void> {
  requireManager(caller)
  await changeMembership(deps, caller, caller.accountId, id, { remove: true })
}
