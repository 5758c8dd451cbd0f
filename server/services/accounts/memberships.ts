// Which memberships let their user in: a member deactivated in an account can neither log in to it, switch
// into it nor act in it (src/contract/team.ts), and a removed member has no membership at all.
import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { accounts, accountUsers } from '../../db/schema/index.ts'

/** The membership table, or an alias of it. */
interface Memberships {
  account_id: AnyPgColumn
  user_id: AnyPgColumn
  deactivated_at: AnyPgColumn
}

/** The user's active membership in the account (each a value or a column). */
export const activeMembership = (
  memberships: Memberships,
  accountId: string | AnyPgColumn,
  userId: string | AnyPgColumn,
): SQL =>
  and(
    eq(memberships.account_id, accountId),
    eq(memberships.user_id, userId),
    isNull(memberships.deactivated_at),
  )!

/** The user's memberships they may act in: active, in an active account (the query joins `accounts`). */
export const usableMembershipsOf = (userId: string): SQL =>
  and(
    eq(accountUsers.user_id, userId),
    eq(accounts.record_status_id, 1),
    isNull(accountUsers.deactivated_at),
  )!
