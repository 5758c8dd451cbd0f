// The customer list's search params (skip, limit, sort, order, search) and how they become the API query.
import * as v from 'valibot'
import type { CustomerListParams } from '@/api/customers.ts'
import { listSearchEntries, resolveList } from '@/app/ui/list-search.ts'
import { CUSTOMER_SORTS } from '@/contract/list-choices.ts'

export const CustomerListSearchSchema = v.object(listSearchEntries(CUSTOMER_SORTS))
export type CustomerListSearch = v.InferOutput<typeof CustomerListSearchSchema>

export function customerListParams(search: CustomerListSearch): CustomerListParams {
  return resolveList(search)
}
