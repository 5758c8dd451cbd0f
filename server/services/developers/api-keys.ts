// API keys (src/contract/developers.ts): created, named, scoped, rolled with an overlap, revoked. The secret
// leaves the server once, in the answer that makes it; the database keeps its SHA-256 hash (the secret is
// 240 random bits, so a slow password hash would add nothing but latency to every call) and a lookup
// prefix, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm'
import {
  API_KEY_LOOKUP_LENGTH,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  KEY_GROUPS,
  KEY_RATE_LIMIT_DEFAULT,
  KEYS_PER_ACCOUNT_MAX,
  READ_ONLY_SCOPES,
  ROLL_OVERLAP_HOURS_DEFAULT,
  type ApiKey,
  type ApiKeyWithSecret,
  type KeyAccess,
  type KeyGroup,
  type KeyScopes,
  type KeyStatus,
} from '../../../src/contract/developers.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import { accounts, apiKeys, users, whitelistAddresses } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../errors.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { ownedRecord } from '../owned-records.ts'

type KeyRow = typeof apiKeys.$inferSelect
const HOUR_MS = 3_600_000

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

function newSecret() {
  const random = randomBytes(30).toString('base64url')
  return {
    secret: `${API_KEY_PREFIX}${random}`,
    lookup: random.slice(0, API_KEY_LOOKUP_LENGTH),
    last4: random.slice(-4),
  }
}

function keyStatus(row: Pick<KeyRow, 'revoked_at' | 'expires_at'>, now: Date): KeyStatus {
  if (row.revoked_at) return 'revoked'
  if (row.expires_at) return row.expires_at > now ? 'expiring' : 'expired'
  return 'active'
}

/** Keys that still work at `now`. */
const usable = (now: Date) =>
  and(isNull(apiKeys.revoked_at), or(isNull(apiKeys.expires_at), gt(apiKeys.expires_at, now)))

function keyView(row: KeyRow, now: Date, createdBy: string | null = null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_PREFIX}${row.lookup}`,
    last4: row.last4,
    scopes: { ...READ_ONLY_SCOPES, ...row.scopes },
    status: keyStatus(row, now),
    rate_limit_per_minute: row.rate_limit_per_minute,
    expires_at: row.expires_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    rolled_from: row.rolled_from,
    rolled_to: row.rolled_to,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    last_used_ip: row.last_used_ip,
    created_by: createdBy,
    created_at: row.created_at.toISOString(),
  }
}

/** Every group, with the ones given; the rest keep `base` (read-only for a new key). */
const mergeScopes = (
  base: KeyScopes,
  given: Partial<Record<KeyGroup, KeyAccess | undefined>> | undefined,
): KeyScopes => Object.fromEntries(KEY_GROUPS.map((g) => [g, given?.[g] ?? base[g]])) as KeyScopes

async function keyRow(deps: Deps, accountId: string, id: string) {
  const { db } = deps
  const [row] = await db
    .select({ key: apiKeys, creator: users.email })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.created_by))
    .where(ownedRecord(apiKeys, accountId, id))
  if (!row) throw notFound('API key')
  return row
}

export async function getKey(deps: Deps, accountId: string, id: string): Promise<ApiKey> {
  const now = deps.clock.now()
  const { key, creator } = await keyRow(deps, accountId, id)
  return keyView(key, now, creator)
}

export interface KeyListQuery extends ListQuery {
  status?: KeyStatus | undefined
}

function statusFilter(status: KeyStatus | undefined, now: Date): SQL | undefined {
  const nowText = now.toISOString()
  switch (status) {
    case 'active':
      return and(isNull(apiKeys.revoked_at), isNull(apiKeys.expires_at))
    case 'expiring':
      return and(isNull(apiKeys.revoked_at), sql`${apiKeys.expires_at} > ${nowText}::timestamptz`)
    case 'expired':
      return and(isNull(apiKeys.revoked_at), sql`${apiKeys.expires_at} <= ${nowText}::timestamptz`)
    case 'revoked':
      return sql`${apiKeys.revoked_at} is not null`
    default:
      return undefined
  }
}

export async function listKeys(
  deps: Deps,
  accountId: string,
  query: KeyListQuery,
): Promise<ListPage<ApiKey>> {
  const { db } = deps
  const now = deps.clock.now()
  const where = and(
    eq(apiKeys.account_id, accountId),
    statusFilter(query.status, now),
    searchIn(query.search, apiKeys.name, apiKeys.lookup),
  )
  return readPage(query, {
    rows: db
      .select({ key: apiKeys, creator: users.email })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.created_by))
      .where(where)
      .$dynamic(),
    total: db.$count(apiKeys, where),
    sortBy: apiKeys.created_at,
    tieBreak: apiKeys.id,
    toApi: (rows) => rows.map((r) => keyView(r.key, now, r.creator)),
  })
}

async function assertRoomForKey(deps: Deps, accountId: string) {
  const { db } = deps
  const now = deps.clock.now()
  const inUse = await db.$count(apiKeys, and(eq(apiKeys.account_id, accountId), usable(now)))
  if (inUse >= KEYS_PER_ACCOUNT_MAX)
    throw conflict(
      `An account may have at most ${KEYS_PER_ACCOUNT_MAX} working API keys: revoke one you no longer use`,
    )
}

export interface KeyInput {
  name: string
  scopes?: Partial<Record<KeyGroup, KeyAccess | undefined>> | undefined
  rate_limit_per_minute?: number | undefined
}

export async function createKey(
  deps: Deps,
  accountId: string,
  userId: string,
  input: KeyInput,
): Promise<ApiKeyWithSecret> {
  const { db } = deps
  const now = deps.clock.now()
  await assertRoomForKey(deps, accountId)
  const { secret, lookup, last4 } = newSecret()
  const [row] = await db
    .insert(apiKeys)
    .values({
      account_id: accountId,
      name: input.name,
      lookup,
      last4,
      secret_hash: hashSecret(secret),
      scopes: mergeScopes(READ_ONLY_SCOPES, input.scopes),
      rate_limit_per_minute: input.rate_limit_per_minute ?? KEY_RATE_LIMIT_DEFAULT,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning()
  return { ...(await getKey(deps, accountId, row!.id)), secret }
}

export async function updateKey(
  deps: Deps,
  accountId: string,
  id: string,
  input: Partial<KeyInput>,
): Promise<ApiKey> {
  const { db } = deps
  const now = deps.clock.now()
  const { key } = await keyRow(deps, accountId, id)
  if (key.revoked_at) throw conflict('A revoked key cannot be changed')
  await db
    .update(apiKeys)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.scopes === undefined
        ? {}
        : { scopes: mergeScopes({ ...READ_ONLY_SCOPES, ...key.scopes }, input.scopes) }),
      ...(input.rate_limit_per_minute === undefined
        ? {}
        : { rate_limit_per_minute: input.rate_limit_per_minute }),
      updated_at: now,
    })
    .where(eq(apiKeys.id, id))
  return getKey(deps, accountId, id)
}

/**
 * A new secret with the old key's name, scopes and limit. The old key keeps working for `overlapHours`
 * (0 ends it now), so servers can switch without downtime. A key already rolled cannot be rolled again:
 * roll its successor.
 */
export async function rollKey(
  deps: Deps,
  accountId: string,
  userId: string,
  id: string,
  overlapHours: number | undefined,
): Promise<ApiKeyWithSecret> {
  const { db } = deps
  const now = deps.clock.now()
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(apiKeys)
      .where(ownedRecord(apiKeys, accountId, id))
      .for('update')
    if (!old) throw notFound('API key')
    const status = keyStatus(old, now)
    if (status !== 'active') throw conflict(`Only an active key can be rolled; this one is ${status}`)
    const { secret, lookup, last4 } = newSecret()
    const [fresh] = await tx
      .insert(apiKeys)
      .values({
        account_id: accountId,
        name: old.name,
        lookup,
        last4,
        secret_hash: hashSecret(secret),
        scopes: old.scopes,
        rate_limit_per_minute: old.rate_limit_per_minute,
        rolled_from: old.id,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning()
    const overlap = (overlapHours ?? ROLL_OVERLAP_HOURS_DEFAULT) * HOUR_MS
    await tx
      .update(apiKeys)
      .set({ expires_at: new Date(now.getTime() + overlap), rolled_to: fresh!.id, updated_at: now })
      .where(eq(apiKeys.id, old.id))
    return { ...(await getKey({ ...deps, db: tx }, accountId, fresh!.id)), secret }
  })
}

export async function revokeKey(deps: Deps, accountId: string, id: string): Promise<ApiKey> {
  const { db } = deps
  const now = deps.clock.now()
  const { key } = await keyRow(deps, accountId, id)
  if (!key.revoked_at)
    await db.update(apiKeys).set({ revoked_at: now, updated_at: now }).where(eq(apiKeys.id, id))
  return getKey(deps, accountId, id)
}

export interface FoundKey {
  key: KeyRow
  /** Why the key no longer works (revoked, or rolled and past its overlap). */
  problem?: string
  /** The account's type, and whether it is active. */
  accountType: string
  accountActive: boolean
  /** The account's active whitelist entries (normalised CIDR). */
  whitelist: string[]
}

/**
 * The key a secret belongs to, with what every key call checks next (its account and whitelist), in one
 * query: on PGlite each round trip is paid in series.
 */
export async function findUsableKey(deps: Deps, secret: string): Promise<FoundKey | null> {
  const { db } = deps
  const now = deps.clock.now()
  if (!API_KEY_PATTERN.test(secret)) return null
  const lookup = secret.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + API_KEY_LOOKUP_LENGTH)
  const [row] = await db
    .select({
      key: apiKeys,
      accountType: accounts.type,
      accountStatus: accounts.record_status_id,
      whitelist: sql<
        string[] | null
      >`(select array_agg(${whitelistAddresses.address}) from ${whitelistAddresses} where ${whitelistAddresses.account_id} = ${apiKeys.account_id} and ${whitelistAddresses.status} = 'active')`,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.account_id))
    .where(eq(apiKeys.lookup, lookup))
  if (!row) return null
  const { key } = row
  const given = Buffer.from(hashSecret(secret), 'hex')
  if (!timingSafeEqual(given, Buffer.from(key.secret_hash, 'hex'))) return null
  const found = {
    key,
    accountType: row.accountType,
    accountActive: row.accountStatus === 1,
    whitelist: row.whitelist ?? [],
  }
  const status = keyStatus(key, now)
  if (status === 'revoked') return { ...found, problem: 'This API key was revoked' }
  if (status === 'expired')
    return {
      ...found,
      problem: `This API key was rolled and stopped working at ${key.expires_at!.toISOString()}`,
    }
  return found
}

/** Notes where and when a key was last used; at most one write per key every 10 seconds per address. */
export async function touchKey(
  deps: Deps,
  key: Pick<KeyRow, 'id' | 'last_used_at' | 'last_used_ip'>,
  ip: string,
): Promise<void> {
  const { db } = deps
  const now = deps.clock.now()
  // Judged first on the row just read, so most calls write nothing; the condition is repeated in the
  // update for a concurrent call that read the same row.
  if (key.last_used_ip === ip && key.last_used_at && now.getTime() - key.last_used_at.getTime() < 10_000)
    return
  const id = key.id
  const recent = new Date(now.getTime() - 10_000).toISOString()
  await db
    .update(apiKeys)
    .set({ last_used_at: now, last_used_ip: ip })
    .where(
      and(
        eq(apiKeys.id, id),
        sql`(${apiKeys.last_used_at} is null or ${apiKeys.last_used_at} < ${recent}::timestamptz or ${apiKeys.last_used_ip} is distinct from ${ip})`,
      ),
    )
}
