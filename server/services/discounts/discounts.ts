// A merchant's discount codes (src/contract/discounts.ts): list with search and status, read, create, change,
// delete. Every query is scoped to the caller's account; another account's id answers "not found". A code
// orders have used is never destroyed: deleting it deactivates it and keeps its redemptions.
import { and, eq, gt, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  discountLabel,
  discountRuleErrors,
  hundredths,
  type Discount,
  type DiscountFields,
  type DiscountStatus,
  type DiscountTerms,
  type DiscountUpdateSchema,
  type DISCOUNT_SORTS,
} from '../../../src/contract/discounts.ts'
import { todayInMalaysia } from '../../../src/lib/dates.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { discountRedemptions, discounts, stores } from '../../db/schema/index.ts'
import { conflict, isUniqueViolation, notFound, validationError } from '../../errors.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { findOwnedRecord, ownedRecord } from '../owned-records.ts'

export type DiscountRow = typeof discounts.$inferSelect

const twoDecimals = (n: number) => senToMyr(n)

export const termsOf = (
  row: Pick<DiscountRow, 'type' | 'value' | 'min_spend_sen' | 'max_discount_sen'>,
): DiscountTerms => ({
  type: row.type,
  value: row.value,
  min_spend_sen: row.min_spend_sen,
  max_discount_sen: row.max_discount_sen,
})

export function statusOf(row: DiscountRow, today: string): DiscountStatus {
  if (!row.is_active) return 'inactive'
  if (row.valid_until && row.valid_until < today) return 'expired'
  if (row.valid_from && row.valid_from > today) return 'scheduled'
  if (row.usage_limit !== null && row.times_used >= row.usage_limit) return 'used_up'
  return 'active'
}

export const discountView = (row: DiscountRow, today: string): Discount => ({
  id: row.id,
  code: row.code,
  type: row.type,
  value: twoDecimals(row.value),
  min_spend: row.min_spend_sen === null ? null : senToMyr(row.min_spend_sen),
  max_discount: row.max_discount_sen === null ? null : senToMyr(row.max_discount_sen),
  valid_from: row.valid_from,
  valid_until: row.valid_until,
  usage_limit: row.usage_limit,
  usage_limit_per_shopper: row.usage_limit_per_shopper,
  store_ids: row.store_ids,
  is_active: row.is_active,
  status: statusOf(row, today),
  times_used: row.times_used,
  total_discounted: senToMyr(row.discounted_sen),
  label: discountLabel(termsOf(row)),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

/** The same rule as statusOf, in SQL, so the list can filter by the status the console shows. */
function statusWhere(status: DiscountStatus, today: string): SQL | undefined {
  const t = discounts
  const expired = and(isNotNull(t.valid_until), lt(t.valid_until, today))
  const scheduled = and(isNotNull(t.valid_from), gt(t.valid_from, today))
  const usedUp = and(isNotNull(t.usage_limit), sql`${t.times_used} >= ${t.usage_limit}`)
  switch (status) {
    case 'inactive':
      return eq(t.is_active, false)
    case 'expired':
      return and(eq(t.is_active, true), expired)
    case 'scheduled':
      return and(eq(t.is_active, true), sql`not coalesce(${expired}, false)`, scheduled)
    case 'used_up':
      return and(
        eq(t.is_active, true),
        sql`not coalesce(${expired}, false)`,
        sql`not coalesce(${scheduled}, false)`,
        usedUp,
      )
    case 'active':
      return and(eq(t.is_active, true), sql`not coalesce(${or(expired, scheduled, usedUp)}, false)`)
  }
}

const SORT_COLUMNS = {
  created_at: discounts.created_at,
  code: discounts.code,
  valid_until: discounts.valid_until,
  times_used: discounts.times_used,
}

export type DiscountListQuery = ListQuery & {
  sort: (typeof DISCOUNT_SORTS)[number]
  status?: DiscountStatus | undefined
}

export function listDiscounts(deps: Deps, accountId: string, query: DiscountListQuery) {
  const now = deps.clock.now()
  const today = todayInMalaysia(now)
  const where = and(
    eq(discounts.account_id, accountId),
    searchIn(query.search, discounts.code),
    query.status ? statusWhere(query.status, today) : undefined,
  )
  return readTablePage(deps, query, discounts, {
    where,
    sortBy: SORT_COLUMNS[query.sort],
    toApi: (rows) => rows.map((row) => discountView(row, today)),
  })
}

async function ownedRow(deps: Deps, accountId: string, id: string): Promise<DiscountRow> {
  return findOwnedRecord(deps, discounts, 'Discount', accountId, id)
}

export async function getDiscount(deps: Deps, accountId: string, id: string): Promise<Discount> {
  const now = deps.clock.now()
  return discountView(await ownedRow(deps, accountId, id), todayInMalaysia(now))
}

/** Chosen stores must be the account's own: another account's store id reads as "not one of your stores". */
async function checkStores(
  deps: Deps,
  accountId: string,
  storeIds: string[] | null | undefined,
): Promise<void> {
  const { db } = deps
  if (!storeIds?.length) return
  const found = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.account_id, accountId), inArray(stores.id, storeIds)))
  if (found.length !== storeIds.length)
    throw validationError({ store_ids: 'Choose stores of your own account' })
}

/** The row's columns for the given fields (undefined fields are left as they are). */
function columnsOf(input: Partial<DiscountFields>) {
  const sen = (text: string | null | undefined) =>
    text === undefined ? undefined : text === null ? null : hundredths(text)
  return {
    code: input.code,
    type: input.type,
    value: input.value === undefined ? undefined : hundredths(input.value),
    min_spend_sen: sen(input.min_spend),
    max_discount_sen: sen(input.max_discount),
    valid_from: input.valid_from,
    valid_until: input.valid_until,
    usage_limit: input.usage_limit,
    usage_limit_per_shopper: input.usage_limit_per_shopper,
    store_ids: input.store_ids,
    is_active: input.is_active,
  }
}

const duplicate = (code: string) =>
  conflict(`${code} already exists in your account`, {
    code: `${code} already exists: edit that code or choose another`,
  })

/** The code as the form would show it, so an update can be checked whole (discountRuleErrors). */
const fieldsOf = (row: DiscountRow): DiscountFields => {
  const view = discountView(row, '')
  return { ...view, value: view.value }
}

function checkRules(fields: DiscountFields): void {
  const errors = discountRuleErrors(fields)
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

export async function createDiscount(
  deps: Deps,
  accountId: string,
  input: DiscountFields,
): Promise<Discount> {
  const { db } = deps
  const now = deps.clock.now()
  checkRules(input)
  await checkStores(deps, accountId, input.store_ids)
  try {
    const [row] = await db
      .insert(discounts)
      .values({
        ...columnsOf(input),
        code: input.code,
        type: input.type,
        value: hundredths(input.value),
        account_id: accountId,
        created_at: now,
        updated_at: now,
      })
      .returning()
    return discountView(row!, todayInMalaysia(now))
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.code)
    throw error
  }
}

export async function updateDiscount(
  deps: Deps,
  accountId: string,
  id: string,
  input: v.InferOutput<typeof DiscountUpdateSchema>,
): Promise<Discount> {
  const { db } = deps
  const now = deps.clock.now()
  const current = await ownedRow(deps, accountId, id)
  const merged: DiscountFields = {
    ...fieldsOf(current),
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  }
  // A fixed code keeps no cap: switching a percent code to fixed drops its cap unless one is sent.
  if (input.type === 'fixed' && input.max_discount === undefined) merged.max_discount = null
  checkRules(merged)
  if (input.store_ids !== undefined) await checkStores(deps, accountId, input.store_ids)
  try {
    const [row] = await db
      .update(discounts)
      .set({ ...columnsOf({ ...input, max_discount: merged.max_discount }), updated_at: now })
      .where(ownedRecord(discounts, accountId, id))
      .returning()
    if (!row) throw notFound('Discount')
    return discountView(row, todayInMalaysia(now))
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(merged.code)
    throw error
  }
}

/**
 * Removes a code no order used; a used code is only deactivated so its redemptions (and the orders' history)
 * stay. The row is locked first, so an order redeeming it at this moment either commits first (the code is
 * then kept) or waits and finds it inactive.
 */
export async function deleteDiscount(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<{ id: string; removed: boolean; discount: Discount | null }> {
  const { db } = deps
  const now = deps.clock.now()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(discounts)
      .where(ownedRecord(discounts, accountId, id))
      .for('update')
    if (!row) throw notFound('Discount')
    const used =
      row.times_used > 0 ||
      (await tx.$count(discountRedemptions, eq(discountRedemptions.discount_id, id))) > 0
    if (!used) {
      await tx.delete(discounts).where(ownedRecord(discounts, accountId, id))
      return { id, removed: true, discount: null }
    }
    const [kept] = await tx
      .update(discounts)
      .set({ is_active: false, updated_at: now })
      .where(ownedRecord(discounts, accountId, id))
      .returning()
    return { id, removed: false, discount: discountView(kept!, todayInMalaysia(now)) }
  })
}
