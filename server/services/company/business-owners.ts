// The business's owners: directors and shareholders (src/contract/business-owners.ts). The shares of an
// account's owners never add up to more than 100%: every write that changes them locks the account row and
// checks the total in the same transaction. IC numbers are answered in full to owners only.
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { imageThumbUrl, imageUrl } from '../../../src/contract/catalogue.ts'
import { maskIdNumber, normaliseIdNumber } from '../../../src/contract/company-ids.ts'
import {
  formatPercent,
  ownerProblems,
  percentToHundredths,
  type BusinessOwner,
  type BusinessOwnerCreateSchema,
  type BusinessOwnerList,
  type BusinessOwnerUpdateSchema,
} from '../../../src/contract/business-owners.ts'
import type { BUSINESS_OWNER_SORTS } from '../../../src/contract/list-choices.ts'
import { accounts, businessOwners, cloudImages } from '../../db/schema/index.ts'
import type { Caller } from '../../deps.ts'
import { conflict, isUniqueViolation, validationError } from '../../errors.ts'
import { requireOwnImages } from '../catalogue/images.ts'
import { readTablePage, searchIn, type ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord, ownedRecord } from '../owned-records.ts'

type OwnerRow = typeof businessOwners.$inferSelect
type OwnerCreate = v.InferOutput<typeof BusinessOwnerCreateSchema>
type OwnerChange = v.InferOutput<typeof BusinessOwnerUpdateSchema>
type Viewer = Pick<Caller, 'accountId' | 'roleCode'>

const FULL_SHARES = 10_000
const SORTS = {
  created_at: businessOwners.created_at,
  full_name: businessOwners.full_name,
  share_percentage: businessOwners.share_hundredths,
}
const DUPLICATE = 'An owner with this IC/passport number is already listed'

/** Only an account's owners read IC and passport numbers in full. */
export const seesFullIdNumbers = (viewer: Pick<Caller, 'roleCode'>) => viewer.roleCode === 'owner'

async function documentsOf(deps: Deps, accountId: string, rows: OwnerRow[]) {
  const { db } = deps
  const ids = [...new Set(rows.flatMap((row) => row.document_image_ids))]
  if (ids.length === 0) return new Map<string, string>()
  const found = await db
    .select({ id: cloudImages.id, file_name: cloudImages.file_name })
    .from(cloudImages)
    .where(and(eq(cloudImages.account_id, accountId), inArray(cloudImages.id, ids)))
  return new Map(found.map((image) => [image.id, image.file_name]))
}

async function toApi(deps: Deps, viewer: Viewer, rows: OwnerRow[]): Promise<BusinessOwner[]> {
  const documents = await documentsOf(deps, viewer.accountId, rows)
  const reveal = seesFullIdNumbers(viewer)
  return rows.map((row) => ({
    id: row.id,
    full_name: row.full_name,
    role: row.role,
    id_type: row.id_type,
    id_number: reveal ? row.id_number : maskIdNumber(row.id_type, row.id_number),
    id_number_masked: !reveal,
    nationality: row.nationality,
    share_percentage: row.share_hundredths / 100,
    // A scan deleted from the library drops out rather than showing a broken link.
    documents: row.document_image_ids.flatMap((id) => {
      const fileName = documents.get(id)
      return fileName === undefined
        ? []
        : [{ id, file_name: fileName, url: imageUrl(id), thumb_url: imageThumbUrl(id) }]
    }),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }))
}

/** Hundredths of a percent the account's owners hold, leaving out `except`. */
async function sharesHeld(deps: Deps, accountId: string, except?: string): Promise<number> {
  const { db } = deps
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${businessOwners.share_hundredths}), 0)::int` })
    .from(businessOwners)
    .where(and(eq(businessOwners.account_id, accountId), except ? ne(businessOwners.id, except) : undefined))
  return Number(row?.total ?? 0)
}

/** Locks the account (so two writes cannot both take the last shares) and checks the new total. */
async function checkShares(
  deps: Deps,
  accountId: string,
  hundredths: number,
  except?: string,
): Promise<void> {
  const { db } = deps
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update')
  const held = await sharesHeld(deps, accountId, except)
  if (held + hundredths <= FULL_SHARES) return
  throw validationError(
    {
      share_percentage: `The owners' shares may not exceed 100%: the others hold ${formatPercent(held)}, so only ${formatPercent(FULL_SHARES - held)} remains`,
    },
    'The shares would exceed 100%',
  )
}

export async function listOwners(
  deps: Deps,
  viewer: Viewer,
  query: ListQuery & { sort: (typeof BUSINESS_OWNER_SORTS)[number] },
): Promise<BusinessOwnerList> {
  const where = and(
    eq(businessOwners.account_id, viewer.accountId),
    searchIn(query.search, businessOwners.full_name, businessOwners.nationality),
  )
  const [list, held] = await Promise.all([
    readTablePage(deps, query, businessOwners, {
      where,
      sortBy: SORTS[query.sort],
      toApi: (rows) => toApi(deps, viewer, rows),
    }),
    sharesHeld(deps, viewer.accountId),
  ])
  return { list, allocated_percentage: held / 100, remaining_percentage: (FULL_SHARES - held) / 100 }
}

async function ownerRow(deps: Deps, accountId: string, id: string): Promise<OwnerRow> {
  return findOwnedRecord(deps, businessOwners, 'Business owner', accountId, id)
}

export async function getOwner(deps: Deps, viewer: Viewer, id: string): Promise<BusinessOwner> {
  const [owner] = await toApi(deps, viewer, [await ownerRow(deps, viewer.accountId, id)])
  return owner!
}

const refuseDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(DUPLICATE, { id_number: DUPLICATE })
  throw error
}

export async function createOwner(deps: Deps, viewer: Viewer, input: OwnerCreate): Promise<BusinessOwner> {
  const { db } = deps
  const now = deps.clock.now()
  const { share_percentage, ...fields } = input
  const row = await db
    .transaction(async (tx) => {
      const txDeps = { ...deps, db: tx }
      await requireOwnImages(txDeps, viewer.accountId, input.document_image_ids, 'document_image_ids')
      const hundredths = percentToHundredths(share_percentage)
      await checkShares(txDeps, viewer.accountId, hundredths)
      const [created] = await tx
        .insert(businessOwners)
        .values({
          ...fields,
          share_hundredths: hundredths,
          account_id: viewer.accountId,
          created_at: now,
          updated_at: now,
        })
        .returning()
      return created!
    })
    .catch(refuseDuplicate)
  return (await toApi(deps, viewer, [row]))[0]!
}

export async function updateOwner(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: OwnerChange,
): Promise<BusinessOwner> {
  const { db } = deps
  const now = deps.clock.now()
  const row = await db
    .transaction(async (tx) => {
      const txDeps = { ...deps, db: tx }
      const current = await ownerRow(txDeps, viewer.accountId, id)
      const merged = {
        role: input.role ?? current.role,
        id_type: input.id_type ?? current.id_type,
        id_number: input.id_number ?? current.id_number,
        share_percentage: input.share_percentage ?? current.share_hundredths / 100,
      }
      const problems = ownerProblems(merged, now)
      if (Object.keys(problems).length > 0) throw validationError(problems)
      if (input.document_image_ids)
        await requireOwnImages(txDeps, viewer.accountId, input.document_image_ids, 'document_image_ids')
      const hundredths = percentToHundredths(merged.share_percentage)
      if (hundredths > current.share_hundredths) await checkShares(txDeps, viewer.accountId, hundredths, id)
      const { share_percentage: _share, ...fields } = input
      const [updated] = await tx
        .update(businessOwners)
        .set({
          ...fields,
          id_number: normaliseIdNumber(merged.id_type, merged.id_number),
          share_hundredths: hundredths,
          updated_at: now,
        })
        .where(ownedRecord(businessOwners, viewer.accountId, id))
        .returning()
      return updated!
    })
    .catch(refuseDuplicate)
  return (await toApi(deps, viewer, [row]))[0]!
}

export async function deleteOwner(deps: Deps, accountId: string, id: string): Promise<void> {
  await deleteOwnedRecord(deps, businessOwners, 'Business owner', accountId, id)
}
