// /pools/list's search params: the balance history's page and its pool filter.
import * as v from 'valibot'
import type { PoolMovementListParams } from '@/api/pools.ts'
import { choiceParam, pageEntries, pageParams } from '@/app/ui/list-search.ts'
import { POOL_TYPES } from '@/contract/pool-types.ts'

export const PoolSearchSchema = v.object({
  ...pageEntries,
  /** Absent: the history of both pools. */
  pool_type: choiceParam(POOL_TYPES),
})
export type PoolSearch = v.InferOutput<typeof PoolSearchSchema>

export function poolMovementParams(search: PoolSearch): PoolMovementListParams {
  return { ...pageParams(search), pool_type: search.pool_type }
}
