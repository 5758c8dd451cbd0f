// The `merchant` object of every public payload (payment pages, receipts, storefronts;
// src/contract/public-merchant.ts): the merchant's name and its support details. The company slice adds its
// company details here, so payers see one merchant, and one support contact, wherever they meet it.
import { eq } from 'drizzle-orm'
import type { PublicMerchant } from '../../../src/contract/public-merchant.ts'
import { accounts, companyDetails } from '../../db/schema/index.ts'
import { companyToApi } from './company.ts'
import { publicSupport } from '../payment-settings/support-details.ts'
import type { Deps } from '../../deps.ts'

export async function publicMerchantProfile(deps: Deps, accountId: string): Promise<PublicMerchant> {
  const { db } = deps
  const [[row], support] = await Promise.all([
    db
      .select({ name: accounts.name, company: companyDetails })
      .from(accounts)
      .leftJoin(companyDetails, eq(companyDetails.account_id, accounts.id))
      .where(eq(accounts.id, accountId)),
    publicSupport(deps, accountId),
  ])
  // Without company information the payer still sees who is paid: the account's name, nothing more.
  const company = row?.company ? companyToApi(row.company) : null
  return {
    name: company?.registered_name ?? row?.name ?? '',
    ssm_no: company?.ssm_no ?? null,
    sst_no: company?.sst_no ?? null,
    logo_url: company?.logo_url ?? null,
    address: company?.address ?? null,
    // One contact per payer: the support details the merchant set for payers win over the company's, so a
    // page's help card and its footer never name two addresses.
    support_email: support?.email ?? company?.support_email ?? null,
    support_phone: support?.phone ?? company?.support_phone ?? null,
    support,
  }
}
