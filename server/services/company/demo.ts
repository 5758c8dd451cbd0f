// The first demo merchant's company information and its two owners (shares 90% together), so the payment
// pages, receipts, invoices and consignment notes of the sandbox show a real-looking company.
import { eq } from 'drizzle-orm'
import { businessOwners, companyDetails, stores } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'

export const DEMO_COMPANY = {
  registered_name: 'Niaga Demo Sdn Bhd',
  ssm_no: '202001012345',
  sst_no: 'W10-1808-31234567',
  address_line1: 'Level 12, Menara Niaga',
  address_line2: 'Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  support_email: 'support@niaga-demo.test',
  support_phone: '+60 3-2181 0000',
} as const

export async function seedCompany(deps: Deps, accountId: string): Promise<void> {
  const { db, clock } = deps
  const now = clock.now()
  // The demo store's logo doubles as the company's.
  const [store] = await db
    .select({ logo: stores.logo_image_id })
    .from(stores)
    .where(eq(stores.account_id, accountId))
    .limit(1)
  await db.insert(companyDetails).values({
    ...DEMO_COMPANY,
    account_id: accountId,
    logo_image_id: store?.logo ?? null,
    created_at: now,
    updated_at: now,
  })
  const owners: (typeof businessOwners.$inferInsert)[] = [
    {
      full_name: 'Aisyah Rahman',
      role: 'both' as const,
      id_type: 'nric' as const,
      id_number: '880412-14-5522',
      nationality: 'Malaysian',
      share_hundredths: 6000,
    },
    {
      full_name: 'Lim Boon Keat',
      role: 'shareholder' as const,
      id_type: 'nric' as const,
      id_number: '790623-07-5131',
      nationality: 'Malaysian',
      share_hundredths: 3000,
    },
  ].map((owner) => ({ ...owner, account_id: accountId, created_at: now, updated_at: now }))
  await db.insert(businessOwners).values(owners)
}
