// Master pools and virtual accounts (SPEC §7: pools, master-pool-balance/latest-balance,
// master-pool-balance/merchant-recent-master-pool-balances, virtual-accounts, virtual-accounts/merchant).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import type {
  CreateVirtualAccountInput,
  LatestBalance,
  PoolMovement,
  PoolType,
  VirtualAccount,
} from '@/contract/pools.ts'
import { apiData } from './client.ts'
import { getStoredAccount } from './session.ts'
import {
  readStoredVirtualAccounts,
  storeVirtualAccounts,
  updateStoredVirtualAccount,
  type VirtualAccountListParams,
} from './virtual-account-storage.ts'

export type { VirtualAccountListParams } from './virtual-account-storage.ts'

export type PoolMovementListParams = {
  skip: number
  limit: number
  pool_type?: PoolType | undefined
}

export const poolKeys = {
  all: ['pools'] as const,
  balance: () => [...poolKeys.all, 'balance'] as const,
  movements: () => [...poolKeys.all, 'movements'] as const,
  movementList: (params: PoolMovementListParams) => [...poolKeys.movements(), params] as const,
}

export const virtualAccountKeys = {
  all: ['virtual-accounts'] as const,
  lists: () => [...virtualAccountKeys.all, 'list'] as const,
  list: (params: VirtualAccountListParams) => [...virtualAccountKeys.lists(), params] as const,
  details: () => [...virtualAccountKeys.all, 'detail'] as const,
  detail: (id: string) => [...virtualAccountKeys.details(), id] as const,
}

const virtualAccountPath = (id: string) => `virtual-accounts/${encodeURIComponent(id)}`

export const poolQueries = {
  /** Both pools (prefund and payout) with their balances and top-up links, and the total. */
  balance: () =>
    queryOptions({
      queryKey: poolKeys.balance(),
      // Payers top pools up, payouts and refunds draw on them: never trust a cached figure for long.
      staleTime: 0,
      queryFn: ({ signal }) =>
        apiData<LatestBalance>('POST', 'master-pool-balance/latest-balance', { body: {}, signal }),
    }),
  /** Every change of the pools' balances, newest first. */
  movements: ({ pool_type, ...page }: PoolMovementListParams) =>
    queryOptions({
      queryKey: poolKeys.movementList({ ...page, pool_type }),
      staleTime: 0,
      queryFn: async ({ signal }) =>
        (
          await apiData<ListData<PoolMovement>>(
            'POST',
            'master-pool-balance/merchant-recent-master-pool-balances',
            { query: page, body: pool_type ? { pool_type } : {}, signal },
          )
        ).list,
      placeholderData: keepPreviousData,
    }),
}

export const virtualAccountQueries = {
  /**
   * SPEC §3: the list last fetched is kept in browser storage and shown at once (as the query's initial data,
   * dated when it was fetched), then asked again from the API; every answer is kept in its place.
   */
  list: (params: VirtualAccountListParams) =>
    queryOptions({
      queryKey: virtualAccountKeys.list(params),
      // Transfers move an account's totals, not the merchant: ask again on every visit.
      staleTime: 0,
      queryFn: async ({ signal }) => {
        const list = (
          await apiData<ListData<VirtualAccount>>('GET', 'virtual-accounts', { query: params, signal })
        ).list
        storeVirtualAccounts(getStoredAccount()?.id, params, list)
        return list
      },
      initialData: () => readStoredVirtualAccounts(getStoredAccount()?.id, params)?.list,
      initialDataUpdatedAt: () => readStoredVirtualAccounts(getStoredAccount()?.id, params)?.savedAt,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: virtualAccountKeys.detail(id),
      staleTime: 0,
      queryFn: ({ signal }) => apiData<VirtualAccount>('GET', virtualAccountPath(id), { signal }),
    }),
}

function useStoreVirtualAccount() {
  const queryClient = useQueryClient()
  return (account: VirtualAccount) => {
    queryClient.setQueryData(virtualAccountKeys.detail(account.id), account)
    updateStoredVirtualAccount(getStoredAccount()?.id, account)
    return queryClient.invalidateQueries({ queryKey: virtualAccountKeys.lists() })
  }
}

/**
 * Owners, administrators and finance create virtual accounts (others get 4030, shown by the shared dialog).
 */
export function useCreateVirtualAccount() {
  const store = useStoreVirtualAccount()
  return useMutation({
    mutationFn: (input: CreateVirtualAccountInput) =>
      apiData<VirtualAccount>('POST', 'virtual-accounts/merchant', { body: input }),
    onSuccess: store,
  })
}

/** Closes a virtual account: transfers to it are refused from then on. */
export function useCloseVirtualAccount() {
  const store = useStoreVirtualAccount()
  return useMutation({
    mutationFn: (id: string) => apiData<VirtualAccount>('POST', `${virtualAccountPath(id)}/close`),
    onSuccess: store,
  })
}
