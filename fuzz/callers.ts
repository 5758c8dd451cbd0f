// Who the fuzzer calls as: the seeded merchant's owner, staff and viewer, the admin, the introducer, an API
// key with every scope, nobody, and forged or broken credentials. A caller whose session or key a fuzzed
// request ended (logout, revoke, a changed password, a suspended account) is renewed before its next call:
// its rows are put back as they were seeded and it logs in again, so the fuzzing keeps reaching deep code.
import { eq, inArray } from 'drizzle-orm'
import {
  accounts,
  accountUsers,
  apiKeys,
  rateLimits,
  users,
  whitelistAddresses,
} from '../server/db/schema/index.ts'
import { KEY_GROUPS } from '../src/contract/developers.ts'
import type { Api } from '../tests/support/api-harness.ts'

export type CallerName =
  'owner' | 'staff' | 'viewer' | 'admin' | 'introducer' | 'key' | 'anonymous' | 'forged'

const FORGED = [
  'Bearer ',
  'Bearer x',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiZXhwIjoxfQ.AAAA',
  'Bearer nk_sandbox_0000000000000000000000000000000000000000',
  'Bearer nk_sandbox_',
  'Basic dXNlcjpwYXNz',
  'bearer  ' + 'a'.repeat(3000),
  'Bearer ../../etc/passwd',
]

interface Session {
  email: string
  token?: string
  stale: boolean
  dead?: string
}

const STAFF = { email: 'fuzz-staff@example.my', role_code: 'staff' }
const VIEWER = { email: 'fuzz-viewer@example.my', role_code: 'viewer' }
const PASSWORD = 'Fuzzing#2026'

export class Callers {
  private readonly sessions: Record<'owner' | 'staff' | 'viewer' | 'admin' | 'introducer', Session> = {
    owner: { email: 'merchant@niaga.test', stale: true },
    staff: { email: STAFF.email, stale: true },
    viewer: { email: VIEWER.email, stale: true },
    admin: { email: 'admin@niaga.test', stale: true },
    introducer: { email: 'introducer@niaga.test', stale: true },
  }
  private key: { secret?: string; stale: boolean } = { stale: true }
  private snapshot?: {
    users: (typeof users.$inferSelect)[]
    accounts: (typeof accounts.$inferSelect)[]
    members: (typeof accountUsers.$inferSelect)[]
  }
  private merchantAccountId = ''
  private forgedIndex = 0
  renewals = 0
  readonly notes: string[] = []

  constructor(private readonly api: Api) {}

  async setup(): Promise<void> {
    const owner = await this.login('owner')
    for (const member of [STAFF, VIEWER]) {
      const res = await this.api.call('POST', '/users', {
        unchecked: 'the fuzzer checks answers itself (fuzz/checks.ts)',
        token: owner,
        body: {
          full_name: `Fuzz ${member.role_code}`,
          email: member.email,
          role_code: member.role_code,
          password: PASSWORD,
        },
      })
      if (res.body.response_code !== 2000)
        throw new Error(`fuzz member ${member.email}: ${JSON.stringify(res.body)}`)
    }
    const emails = Object.values(this.sessions).map((s) => s.email)
    const userRows = await this.api.db.select().from(users).where(inArray(users.email, emails))
    const members = await this.api.db
      .select()
      .from(accountUsers)
      .where(
        inArray(
          accountUsers.user_id,
          userRows.map((u) => u.id),
        ),
      )
    const accountRows = await this.api.db
      .select()
      .from(accounts)
      .where(inArray(accounts.id, [...new Set(members.map((m) => m.account_id))]))
    this.snapshot = { users: userRows, accounts: accountRows, members }
    for (const name of Object.keys(this.sessions) as (keyof Callers['sessions'])[]) await this.login(name)
    await this.renewKey()
  }

  /** The Authorization header for a call as `name`, or undefined (anonymous). */
  async authorization(name: CallerName): Promise<string | undefined> {
    if (name === 'anonymous') return undefined
    if (name === 'forged') return FORGED[this.forgedIndex++ % FORGED.length]
    if (name === 'key') {
      if (this.key.stale) await this.renewKey()
      return this.key.secret ? `Bearer ${this.key.secret}` : undefined
    }
    const session = this.sessions[name]
    if (session.stale && !session.dead) await this.login(name)
    return session.token ? `Bearer ${session.token}` : undefined
  }

  /** The answer said this caller's credentials no longer work: renew them before the next call. */
  expired(name: CallerName): void {
    if (name === 'key') this.key.stale = true
    else if (name in this.sessions) this.sessions[name as keyof Callers['sessions']].stale = true
  }

  /** Keeps key calls reachable: whitelist entries the fuzzing turned on would refuse every other address. */
  async tidy(): Promise<void> {
    if (this.merchantAccountId)
      await this.api.db
        .update(whitelistAddresses)
        .set({ status: 'disabled' })
        .where(eq(whitelistAddresses.account_id, this.merchantAccountId))
  }

  private async login(name: keyof Callers['sessions']): Promise<string | undefined> {
    const session = this.sessions[name]
    const password = name === 'staff' || name === 'viewer' ? PASSWORD : undefined
    try {
      const result = await this.api.login(session.email, password)
      session.token = result.access_token
      if (name === 'owner') this.merchantAccountId = result.account.id
    } catch {
      // A fuzzed call changed the password, suspended the account or deactivated the member: put them back.
      await this.restore()
      try {
        session.token = (await this.api.login(session.email, password)).access_token
      } catch (error) {
        session.token = undefined
        session.dead = String(error).slice(0, 200)
        this.notes.push(
          `${name} could not log in again after a fuzzed call; its requests went unauthenticated from then on (${session.dead})`,
        )
      }
    }
    session.stale = false
    this.renewals++
    return session.token
  }

  private async restore(): Promise<void> {
    if (!this.snapshot) return
    // Fuzzed logins with wrong passwords lock the callers' own logins out for a while: clear the counters.
    await this.api.db.delete(rateLimits)
    for (const row of this.snapshot.users)
      await this.api.db
        .update(users)
        .set({
          password_hash: row.password_hash,
          record_status_id: row.record_status_id,
          email: row.email,
          username: row.username,
        })
        .where(eq(users.id, row.id))
    for (const row of this.snapshot.accounts)
      await this.api.db
        .update(accounts)
        .set({ record_status_id: row.record_status_id, type: row.type })
        .where(eq(accounts.id, row.id))
    for (const row of this.snapshot.members) {
      await this.api.db
        .insert(accountUsers)
        .values(row)
        .onConflictDoUpdate({
          target: [accountUsers.account_id, accountUsers.user_id],
          set: { role_id: row.role_id, deactivated_at: null },
        })
    }
  }

  private async renewKey(): Promise<void> {
    this.key.stale = false
    const owner = await this.authorization('owner')
    const res = await this.api.call<{ secret: string }>('POST', '/merchant-api', {
      unchecked: 'the fuzzer checks answers itself (fuzz/checks.ts)',
      headers: owner ? { authorization: owner } : {},
      body: {
        name: `Fuzz ${this.renewals}`,
        scopes: Object.fromEntries(KEY_GROUPS.map((g) => [g, 'write'])),
        rate_limit_per_minute: 6000,
      },
    })
    if (res.body.response_code === 2000) {
      this.key.secret = res.body.data.secret
      this.renewals++
      return
    }
    // E.g. the account's key limit, reached by keys the fuzzing made: key calls go on with the previous key.
    const existing = await this.api.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.account_id, this.merchantAccountId))
    this.notes.push(
      `a new API key was refused (${res.body.description}; ${existing.length} keys exist); key calls went on with the previous key`,
    )
  }

  deadCallers(): string[] {
    return Object.entries(this.sessions)
      .filter(([, s]) => s.dead)
      .map(([name]) => name)
  }
}
