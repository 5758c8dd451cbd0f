// Shipping profiles: a name and the subtotal from which delivery is free (MYR in the API, sen here).
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { ShippingProfile } from '../../../src/contract/shipping.ts'
import { myrToSen } from '../../../src/lib/money.ts'
import type { Db } from '../../db/client.ts'
import { shippingProfiles } from '../../db/schema/index.ts'
import { notFound } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { likePattern } from '../resource.ts'
import { profileView } from './views.ts'

interface ProfileFields {
  name?: string | undefined
  free_shipping_threshold?: string | null | undefined
  record_status_id?: 1 | 2 | undefined
}

function columns({ free_shipping_threshold, ...rest }: ProfileFields) {
  if (free_shipping_threshold === undefined) return rest
  return {
    ...rest,
    free_shipping_threshold_sen: free_shipping_threshold === null ? null : myrToSen(free_shipping_threshold),
  }
}

export async function createProfile(
  deps: Deps,
  accountId: string,
  input: ProfileFields & { name: string },
): Promise<ShippingProfile> {
  const now = deps.clock.now()
  const [row] = await deps.db
    .insert(shippingProfiles)
    .values({ ...columns(input), name: input.name, account_id: accountId, created_at: now, updated_at: now })
    .returning()
  return profileView(row!)
}

export async function updateProfile(
  deps: Deps,
  accountId: string,
  id: string,
  input: ProfileFields,
): Promise<ShippingProfile> {
  const [row] = await deps.db
    .update(shippingProfiles)
    .set({ ...columns(input), updated_at: deps.clock.now() })
    .where(and(eq(shippingProfiles.id, id), eq(shippingProfiles.account_id, accountId)))
    .returning()
  if (!row) throw notFound('Shipping profile')
  return profileView(row)
}

export async function listProfiles(
  db: Db,
  accountId: string,
  q: { skip: number; limit: number; search?: string | undefined },
) {
  const filters: (SQL | undefined)[] = [eq(shippingProfiles.account_id, accountId)]
  if (q.search) filters.push(ilike(shippingProfiles.name, likePattern(q.search)))
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shippingProfiles)
      .where(where)
      .orderBy(asc(shippingProfiles.created_at), desc(shippingProfiles.id))
      .limit(q.limit)
      .offset(q.skip),
    db.select({ n: count() }).from(shippingProfiles).where(where),
  ])
  return { data: rows.map(profileView), total: total?.n ?? 0, skip: q.skip, limit: q.limit }
}
