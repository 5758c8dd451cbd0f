// Support details (docs/company-and-settings.md): how payers reach the merchant, shown on payment pages,
// receipts and storefronts; one active record per account.
import type * as v from 'valibot'
import {
  SUPPORT_CONTACT_REQUIRED,
  type SupportDetail,
  type SupportDetailCreateSchema,
  type SupportDetailUpdateSchema,
} from '../../../src/contract/payment-settings.ts'
import type { PublicSupport } from '../../../src/contract/public-merchant.ts'
import { supportDetails } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { validationError } from '../../errors.ts'
import type { ListQuery } from '../pagination.ts'
import { currentOf, deactivateOthers, findOwned, listOwned } from './owned-records.ts'
import { ownedRecord } from '../owned-records.ts'

type Row = typeof supportDetails.$inferSelect
type Input = v.InferOutput<typeof SupportDetailUpdateSchema>

export function supportDetailView(row: Row): SupportDetail {
  const { account_id: _account, created_at, updated_at, ...rest } = row
  return { ...rest, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() }
}

const defined = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>

function checkContact(merged: Pick<Row, 'email' | 'phone' | 'whatsapp'>) {
  if (!merged.email && !merged.phone && !merged.whatsapp)
    throw validationError({ email: SUPPORT_CONTACT_REQUIRED })
}

export const listSupportDetails = (deps: Deps, accountId: string, query: ListQuery) => {
  return listOwned(deps, 'support', accountId, query, supportDetailView)
}

export const getSupportDetail = async (deps: Deps, accountId: string, id: string) => {
  return supportDetailView(await findOwned(deps, 'support', accountId, id))
}

export async function createSupportDetail(
  deps: Deps,
  accountId: string,
  input: v.InferOutput<typeof SupportDetailCreateSchema>,
): Promise<SupportDetail> {
  const values = defined(input)
  checkContact({
    email: values.email ?? null,
    phone: values.phone ?? null,
    whatsapp: values.whatsapp ?? null,
  })
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportDetails)
      .values({ ...values, account_id: accountId, created_at: now, updated_at: now })
      .returning()
    if (row!.is_active) await deactivateOthers({ ...deps, db: tx }, 'support', accountId, row!.id)
    return supportDetailView(row!)
  })
}

export async function updateSupportDetail(
  deps: Deps,
  accountId: string,
  id: string,
  input: Input,
): Promise<SupportDetail> {
  const current = await findOwned(deps, 'support', accountId, id)
  const values = defined(input)
  checkContact({ ...current, ...values })
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportDetails)
      .set({ ...values, updated_at: now })
      .where(ownedRecord(supportDetails, accountId, id))
      .returning()
    if (row!.is_active) await deactivateOthers({ ...deps, db: tx }, 'support', accountId, row!.id)
    return supportDetailView(row!)
  })
}

/** The merchant's current support details as payers see them; null when it has none. */
export async function publicSupport(deps: Deps, accountId: string): Promise<PublicSupport | null> {
  const row = await currentOf(deps, 'support', accountId)
  return row
    ? { email: row.email, phone: row.phone, whatsapp: row.whatsapp, hours: row.hours, message: row.message }
    : null
}
