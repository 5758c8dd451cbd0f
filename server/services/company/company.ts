// The account's company information: one record per account (src/contract/company.ts). Every query is
// scoped to the caller's account; another account's id answers "not found".
import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { imageUrl } from '../../../src/contract/catalogue.ts'
import { ssmEntityType } from '../../../src/contract/company-ids.ts'
import {
  COMPANY_EXISTS_MESSAGE,
  hasSupportContact,
  SUPPORT_CONTACT_MESSAGE,
  type Company,
  type CompanyCreateSchema,
  type CompanyUpdateSchema,
} from '../../../src/contract/company.ts'
import { companyDetails } from '../../db/schema/index.ts'
import { conflict, isUniqueViolation, notFound, validationError } from '../../errors.ts'
import { requireOwnImage } from '../catalogue/images.ts'
import type { ListQuery } from '../pagination.ts'
import type { Deps } from '../../deps.ts'
import { deleteOwnedRecord, findOwnedRecord, ownedRecord } from '../owned-records.ts'

type CompanyRow = typeof companyDetails.$inferSelect
type CompanyCreate = v.InferOutput<typeof CompanyCreateSchema>
type CompanyChange = v.InferOutput<typeof CompanyUpdateSchema>

export function companyToApi(row: CompanyRow): Company {
  return {
    id: row.id,
    registered_name: row.registered_name,
    ssm_no: row.ssm_no,
    ssm_format: ssmEntityType(row.ssm_no) ? 'new' : 'old',
    entity_type: ssmEntityType(row.ssm_no),
    sst_no: row.sst_no,
    address: {
      line1: row.address_line1,
      line2: row.address_line2,
      postcode: row.postcode,
      city: row.city,
      state: row.state,
    },
    logo_image_id: row.logo_image_id,
    logo_url: row.logo_image_id ? imageUrl(row.logo_image_id) : null,
    support_email: row.support_email,
    support_phone: row.support_phone,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** The input's fields as columns; fields left out stay as they are. */
function toColumns(input: CompanyChange) {
  const { address, ...rest } = input
  return {
    ...rest,
    ...(address
      ? {
          address_line1: address.line1,
          address_line2: address.line2 ?? null,
          postcode: address.postcode,
          city: address.city,
          state: address.state,
        }
      : {}),
  }
}

/** The account's company record, or null when it has none. */
export async function companyOfAccount(deps: Deps, accountId: string): Promise<Company | null> {
  const { db } = deps
  const [row] = await db.select().from(companyDetails).where(eq(companyDetails.account_id, accountId))
  return row ? companyToApi(row) : null
}

/** GET company-details: the account's record as a list of 0 or 1. */
export async function listCompanies(deps: Deps, accountId: string, query: ListQuery) {
  const company = await companyOfAccount(deps, accountId)
  const data = company && query.skip === 0 ? [company] : []
  return { data, total: company ? 1 : 0, skip: query.skip, limit: query.limit }
}

export async function getCompany(deps: Deps, accountId: string, id: string): Promise<Company> {
  const row = await findOwnedRecord(deps, companyDetails, 'Company details', accountId, id)
  return companyToApi(row)
}

export async function createCompany(deps: Deps, accountId: string, input: CompanyCreate): Promise<Company> {
  const { db } = deps
  const now = deps.clock.now()
  if (await companyOfAccount(deps, accountId)) throw conflict(COMPANY_EXISTS_MESSAGE)
  if (input.logo_image_id) await requireOwnImage(deps, accountId, input.logo_image_id, 'logo_image_id')
  try {
    const [row] = await db
      .insert(companyDetails)
      .values({
        ...toColumns(input),
        registered_name: input.registered_name,
        ssm_no: input.ssm_no,
        address_line1: input.address.line1,
        postcode: input.address.postcode,
        city: input.address.city,
        state: input.address.state,
        account_id: accountId,
        created_at: now,
        updated_at: now,
      })
      .returning()
    return companyToApi(row!)
  } catch (error) {
    // Two creates at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(COMPANY_EXISTS_MESSAGE)
    throw error
  }
}

export async function updateCompany(
  deps: Deps,
  accountId: string,
  id: string,
  input: CompanyChange,
): Promise<Company> {
  const { db } = deps
  const now = deps.clock.now()
  const current = await getCompany(deps, accountId, id)
  const merged = { ...current, ...input }
  if (!hasSupportContact(merged)) throw validationError({ support_email: SUPPORT_CONTACT_MESSAGE })
  if (input.logo_image_id) await requireOwnImage(deps, accountId, input.logo_image_id, 'logo_image_id')
  const [row] = await db
    .update(companyDetails)
    .set({ ...toColumns(input), updated_at: now })
    .where(ownedRecord(companyDetails, accountId, id))
    .returning()
  if (!row) throw notFound('Company details')
  return companyToApi(row)
}

export async function deleteCompany(deps: Deps, accountId: string, id: string): Promise<void> {
  await deleteOwnedRecord(deps, companyDetails, 'Company details', accountId, id)
}
