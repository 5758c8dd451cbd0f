// Success fields (docs/company-and-settings.md): extra details a payer gives on the payment page (text,
// number or select), for all the account's collections or one. The payer's answers are checked with the same
// rules as the browser (src/contract/success-values.ts) and kept with the bill, so its payment record and the
// payment callback carry them.
import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  keyFromLabel,
  successFieldProblems,
  type SuccessField,
  type SuccessFieldCreateSchema,
  type SuccessFieldUpdateSchema,
} from '../../../src/contract/payment-settings.ts'
import { SUCCESS_FIELDS_MAX, type PublicSuccessField } from '../../../src/contract/public-merchant.ts'
import { checkSuccessValues } from '../../../src/contract/success-values.ts'
import type { ListPage } from '../../../src/contract/envelope.ts'
import {
  billSuccessValues,
  collections,
  successFields,
  type StoredSuccessValue,
} from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { conflict, isUniqueViolation, validationError } from '../../errors.ts'
import { readPage, searchIn, type ListQuery } from '../pagination.ts'
import { requireRoom } from '../record-limits.ts'
import { findOwned } from './owned-records.ts'
import { ownedRecord } from '../owned-records.ts'

type Row = typeof successFields.$inferSelect
type CreateInput = v.InferOutput<typeof SuccessFieldCreateSchema>
type UpdateInput = v.InferOutput<typeof SuccessFieldUpdateSchema>

export function successFieldView(row: Row, collectionTitle: string | null): SuccessField {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    type: row.type,
    required: row.required,
    options: row.options,
    max_length: row.max_length,
    min_value: row.min_value,
    max_value: row.max_value,
    sort_order: row.sort_order,
    is_active: row.is_active,
    collection_id: row.collection_id,
    collection_title: collectionTitle,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

const withTitle = (deps: Deps) => {
  const { db } = deps
  return db
    .select({ field: successFields, title: collections.title })
    .from(successFields)
    .leftJoin(collections, eq(collections.id, successFields.collection_id))
}

export interface SuccessFieldListQuery extends ListQuery {
  collection_id?: string | undefined
}

/** In page order (sort_order, then oldest first). */
export function listSuccessFields(
  deps: Deps,
  accountId: string,
  query: SuccessFieldListQuery,
): Promise<ListPage<SuccessField>> {
  const { db } = deps
  const where = and(
    eq(successFields.account_id, accountId),
    searchIn(query.search, successFields.label, successFields.key),
    query.collection_id
      ? or(eq(successFields.collection_id, query.collection_id), isNull(successFields.collection_id))
      : undefined,
  )
  return readPage(
    { ...query, order: 'asc' },
    {
      rows: withTitle(deps).where(where).$dynamic(),
      total: db.$count(successFields, where),
      sortBy: [successFields.sort_order, successFields.created_at],
      tieBreak: successFields.id,
      toApi: (rows) => rows.map((r) => successFieldView(r.field, r.title)),
    },
  )
}

export async function getSuccessField(deps: Deps, accountId: string, id: string): Promise<SuccessField> {
  const [row] = await withTitle(deps).where(ownedRecord(successFields, accountId, id))
  if (!row) await findOwned(deps, 'field', accountId, id)
  return successFieldView(row!.field, row!.title)
}

async function checkCollection(deps: Deps, accountId: string, collectionId: string | null | undefined) {
  const { db } = deps
  if (!collectionId) return
  const [c] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(ownedRecord(collections, accountId, collectionId))
  if (!c) throw validationError({ collection_id: 'No collection of yours has this id' })
}

/**
 * Only what matters for the field's type is kept: options of a select, length of a text, bounds of a number.
 */
function columns(merged: Omit<Row, 'id' | 'account_id' | 'created_at' | 'updated_at'>) {
  const problems = successFieldProblems(merged)
  if (Object.keys(problems).length > 0) throw validationError(problems)
  return {
    ...merged,
    options: merged.type === 'select' ? merged.options : [],
    max_length: merged.type === 'text' ? merged.max_length : null,
    min_value: merged.type === 'number' ? merged.min_value : null,
    max_value: merged.type === 'number' ? merged.max_value : null,
  }
}

async function saved<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Another success field already has this key', {
        key: 'Another success field already has this key',
      })
    throw error
  }
}

export async function createSuccessField(
  deps: Deps,
  accountId: string,
  input: CreateInput,
): Promise<SuccessField> {
  await checkCollection(deps, accountId, input.collection_id)
  await requireRoom(
    deps,
    successFields,
    eq(successFields.account_id, accountId),
    SUCCESS_FIELDS_MAX,
    `An account has at most ${SUCCESS_FIELDS_MAX} success fields: change or remove one instead`,
  )
  const key = input.key || keyFromLabel(input.label)
  if (!key) throw validationError({ key: 'Give the field a key: lower-case letters, digits and underscores' })
  const now = deps.clock.now()
  const values = columns({
    key,
    label: input.label,
    type: input.type,
    required: input.required ?? false,
    options: input.options ?? [],
    max_length: input.max_length ?? null,
    min_value: input.min_value ?? null,
    max_value: input.max_value ?? null,
    sort_order: input.sort_order ?? 0,
    is_active: input.is_active ?? true,
    collection_id: input.collection_id ?? null,
  })
  const [row] = await saved(
    deps.db
      .insert(successFields)
      .values({ ...values, account_id: accountId, created_at: now, updated_at: now })
      .returning(),
  )
  return getSuccessField(deps, accountId, row!.id)
}

export async function updateSuccessField(
  deps: Deps,
  accountId: string,
  id: string,
  input: UpdateInput,
): Promise<SuccessField> {
  const current = await findOwned(deps, 'field', accountId, id)
  await checkCollection(deps, accountId, input.collection_id)
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  const { id: _id, account_id: _account, created_at: _created, updated_at: _updated, ...rest } = current
  const values = columns({ ...rest, ...changes, key: input.key || rest.key })
  await saved(
    deps.db
      .update(successFields)
      .set({ ...values, updated_at: deps.clock.now() })
      .where(ownedRecord(successFields, accountId, id)),
  )
  return getSuccessField(deps, accountId, id)
}

/** What a payer's page needs of a field: everything but its order, state, scope and dates. */
function publicField(row: Row): PublicSuccessField {
  const {
    account_id: _a,
    sort_order: _o,
    is_active: _s,
    collection_id: _c,
    created_at: _t,
    updated_at: _u,
    ...field
  } = row
  return field
}

/** The active fields a payment page of this collection asks for (none for a bill outside a collection). */
export async function fieldsForCollection(
  deps: Deps,
  accountId: string,
  collectionId: string | null,
): Promise<PublicSuccessField[]> {
  const { db } = deps
  if (!collectionId) return []
  const rows = await db
    .select()
    .from(successFields)
    .where(
      and(
        eq(successFields.account_id, accountId),
        eq(successFields.is_active, true),
        or(isNull(successFields.collection_id), eq(successFields.collection_id, collectionId)),
      ),
    )
    .orderBy(asc(successFields.sort_order), asc(successFields.created_at), asc(successFields.id))
  return rows.map(publicField)
}

/**
 * Checks a payer's answers for a bill and keeps them (the latest attempt's answers replace earlier ones).
 * Throws 4000 with `success_fields.<id>` messages when an answer is missing or wrong.
 */
export async function saveSuccessValues(
  deps: Deps,
  bill: { id: string; account_id: string; collection_id: string | null },
  answers: Readonly<Record<string, unknown>> | undefined,
): Promise<void> {
  const { db } = deps
  const now = deps.clock.now()
  const fields = await fieldsForCollection(deps, bill.account_id, bill.collection_id)
  if (fields.length === 0) return
  const { errors, values } = checkSuccessValues(fields, answers)
  if (Object.keys(errors).length > 0) throw validationError(errors, 'Please check the additional details')
  const stored: StoredSuccessValue[] = values.map(({ field, value }) => ({
    field_id: field.id,
    key: field.key,
    label: field.label,
    value,
  }))
  await db
    .insert(billSuccessValues)
    .values({ bill_id: bill.id, account_id: bill.account_id, values: stored, updated_at: now })
    .onConflictDoUpdate({ target: billSuccessValues.bill_id, set: { values: stored, updated_at: now } })
}

/** A bill's answers as callbacks and payment records show them: key, label and value. */
export async function successValuesOf(
  deps: Deps,
  billId: string | null,
): Promise<{ key: string; label: string; value: string }[]> {
  const { db } = deps
  if (!billId) return []
  const [row] = await db
    .select({ values: billSuccessValues.values })
    .from(billSuccessValues)
    .where(eq(billSuccessValues.bill_id, billId))
  return (row?.values ?? []).map(({ key, label, value }) => ({ key, label, value }))
}
