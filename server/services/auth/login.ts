// Password login for each portal, with per-account and per-IP rate limits.
import { desc, eq, or, sql } from 'drizzle-orm'
import { ResponseCode } from '../../../src/contract/codes.ts'
import type { AccountType } from '../../../src/contract/constants.ts'
import { accounts, accountUsers, users } from '../../db/schema/index.ts'
import { AppError, tooManyRequests } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { DUMMY_HASH, verifyPassword } from './passwords.ts'
import { blockedFor, hit, reset, type Limit } from './rate-limit.ts'
import { startSession } from './sessions.ts'
import { usableMembershipsOf } from '../accounts/memberships.ts'

/**
 * Which account types a login call admits: the merchant and introducer portals, or any (access-token-viu,
 * jwt/login).
 */
export type Portal = 'merchant' | 'introducer' | 'any'

const WINDOW_SECONDS = 15 * 60
export const LOGIN_LIMITS = { perAccountFailures: 5, perIp: 30, windowSeconds: WINDOW_SECONDS }

const accountLimit = (username: string): Limit => ({
  key: `login:user:${username.toLowerCase()}`,
  max: LOGIN_LIMITS.perAccountFailures,
  windowSeconds: WINDOW_SECONDS,
})
const ipLimit = (ip: string): Limit => ({
  key: `login:ip:${ip}`,
  max: LOGIN_LIMITS.perIp,
  windowSeconds: WINDOW_SECONDS,
})

const loginFailed = () => new AppError(ResponseCode.LOGIN_FAILED, 'Invalid username or password')

export async function login(
  deps: Deps,
  input: { username: string; password: string },
  portal: Portal,
  ip: string,
) {
  const perAccount = accountLimit(input.username)
  const perIp = ipLimit(ip)
  const wait = Math.max(await blockedFor(deps, perAccount), await blockedFor(deps, perIp))
  if (wait > 0) throw tooManyRequests(wait)
  await hit(deps, perIp)

  const name = input.username.toLowerCase()
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, name), eq(sql`lower(${users.username})`, name)))
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH)
  if (!user || !passwordOk || user.record_status_id !== 1) {
    await hit(deps, perAccount)
    throw loginFailed()
  }

  const accountId = await pickAccount(deps, user.id, portal)
  if (!accountId) {
    await hit(deps, perAccount)
    throw new AppError(ResponseCode.LOGIN_FAILED, `This user has no active ${portal} account`)
  }
  await reset(deps, perAccount.key)
  return startSession(deps, user.id, accountId)
}

/** The user's default account of the portal's type (an admin or introducer logs into their own kind). */
async function pickAccount(deps: Deps, userId: string, portal: Portal): Promise<string | undefined> {
  const types: AccountType[] = portal === 'any' ? ['merchant', 'introducer', 'admin'] : [portal]
  const rows = await deps.db
    .select({ id: accounts.id, type: accounts.type })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.account_id))
    // A member deactivated in an account cannot log in to it (src/contract/team.ts).
    .where(usableMembershipsOf(userId))
    .orderBy(desc(accountUsers.is_default), accounts.created_at)
  return rows.find((row) => types.includes(row.type))?.id
}
