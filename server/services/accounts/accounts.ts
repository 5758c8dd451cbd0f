// Accounts: who may see or change one, the admin's list of every account, opening and changing accounts,
// and adding a member. Switching accounts: server/services/admin/support.ts.
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Account } from '../../../src/contract/auth.ts'
import type {
  AccountCreateSchema,
  AccountMemberAddSchema,
  AccountUpdateSchema,
  Member,
} from '../../../src/contract/users.ts'
import { accounts, accountUsers } from '../../db/schema/index.ts'
import type { Caller, Deps } from '../../deps.ts'
import { forbidden, notFound, validationError } from '../../errors.ts'
import { readTablePage, type ListQuery } from '../pagination.ts'
import { addMember, findUserIdByEmail, getMember, requireManager } from './members.ts'
import { listMemberships, loadAccountView } from './views.ts'

/** An account is visible to its members and to admins; to anyone else it does not exist. */
export async function requireAccountAccess(
  deps: Deps,
  caller: Caller,
  accountId: string,
  manage: boolean,
): Promise<void> {
  const { db } = deps
  if (caller.accountType === 'admin') {
    // Found by `npm run fuzz`: an admin adding a member to an account that does not exist hit the foreign key
    // (a 5000).
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId))
    if (!account) throw notFound('Account')
    return
  }
  if (accountId !== caller.accountId) {
    const [member] = await db
      .select({ id: accountUsers.user_id })
      .from(accountUsers)
      .where(and(eq(accountUsers.account_id, accountId), eq(accountUsers.user_id, caller.userId)))
    if (!member) throw notFound('Account')
    if (manage) throw forbidden('Switch into this account to change it')
    return
  }
  if (manage) requireManager(caller)
}

/** Admins: every account, newest first. Others: the accounts they belong to. */
export async function listAccounts(deps: Deps, caller: Caller, query: ListQuery) {
  if (caller.accountType !== 'admin') {
    const all = await listMemberships(deps, caller.userId, caller.accountId)
    return {
      data: all.slice(query.skip, query.skip + query.limit),
      total: all.length,
      skip: query.skip,
      limit: query.limit,
    }
  }
  const toApi = (rows: (typeof accounts.$inferSelect)[]) =>
    rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }))
  return readTablePage(deps, query, accounts, { where: undefined, sortBy: accounts.created_at, toApi })
}

export async function createAccount(
  deps: Deps,
  input: v.InferOutput<typeof AccountCreateSchema>,
): Promise<Account> {
  const { db } = deps
  if (input.introducer_account_id) {
    const [introducer] = await db
      .select({ type: accounts.type })
      .from(accounts)
      .where(eq(accounts.id, input.introducer_account_id))
    if (introducer?.type !== 'introducer')
      throw validationError({ introducer_account_id: 'No introducer account has this id' })
  }
  const [row] = await db
    .insert(accounts)
    .values({ ...input, phone: input.phone ?? null, email: input.email ?? null })
    .returning({ id: accounts.id })
  return loadAccountView(deps, row!.id, null)
}

/** Owners and administrators change name and phone; only an admin changes an account's status. */
export async function updateAccount(
  deps: Deps,
  caller: Caller,
  id: string,
  input: v.InferOutput<typeof AccountUpdateSchema>,
): Promise<Account> {
  await requireAccountAccess(deps, caller, id, true)
  if (input.record_status_id !== undefined && caller.accountType !== 'admin')
    throw forbidden('Only an admin can change an account’s status')
  const updated = await deps.db
    .update(accounts)
    .set({ ...input, updated_at: deps.clock.now() })
    .where(eq(accounts.id, id))
    .returning({ id: accounts.id })
  if (updated.length === 0) throw notFound('Account')
  return loadAccountView(deps, id, caller.userId)
}

/** Adds an existing user (by email) to the account with a role. */
export async function addAccountMember(
  deps: Deps,
  caller: Caller,
  accountId: string,
  input: v.InferOutput<typeof AccountMemberAddSchema>,
): Promise<Member> {
  await requireAccountAccess(deps, caller, accountId, true)
  const userId = await findUserIdByEmail(deps, input.email)
  if (!userId) throw validationError({ email: 'No user has this email; create the user first' })
  await addMember(deps, accountId, userId, input.role_code)
  return getMember(deps, accountId, userId)
}
