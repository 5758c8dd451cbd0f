// What a top-up or subscription payment link names, with the contract's own rules (src/contract/pools.ts):
// the target of a top-up (a pool id or a virtual account number) and the invoice a link resumes.
import * as v from 'valibot'
import type { TopupTargetQuery } from '@/api/topup.ts'
import { InvoiceNoQuerySchema, TopupTargetQuerySchema } from '@/contract/pools.ts'
import type { TopupSearch } from './topup-search.ts'

/** The target a top-up link names: exactly one well-formed pool id or virtual account number, else null. */
export function topupTargetQuery(
  search: Pick<TopupSearch, 'pool_id' | 'virtual_account_no'>,
): TopupTargetQuery | null {
  const result = v.safeParse(TopupTargetQuerySchema, {
    pool_id: search.pool_id,
    virtual_account_no:
      search.virtual_account_no === undefined ? undefined : String(search.virtual_account_no),
  })
  if (!result.success) return null
  const { pool_id, virtual_account_no } = result.output
  if (pool_id !== undefined) return { pool_id }
  return virtual_account_no !== undefined ? { virtual_account_no } : null
}

/** The invoice a link resumes: a non-empty invoice number (trimmed, at most 64 characters), else null. */
export function linkedInvoiceNo(search: Pick<TopupSearch, 'invoice_no'>): string | null {
  const result = v.safeParse(InvoiceNoQuerySchema, { invoice_no: search.invoice_no })
  return result.success ? result.output.invoice_no : null
}
