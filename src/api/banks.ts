// The merchant's bank accounts for payouts (SPEC §7: GET/POST banks, PUT banks/{id}, verify-bank-account).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { BankAccount, BankAccountInput } from '@/contract/banks.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'

export type BankAccountListParams = {
  skip: number
  limit: number
  search?: string | undefined
}

/** The fields an edit may change (BankAccountUpdateSchema); changing bank, number or holder unverifies it. */
export type BankAccountUpdate = Partial<BankAccountInput> & { record_status_id?: 1 | 2 }

export const bankKeys = {
  all: ['banks'] as const,
  lists: () => [...bankKeys.all, 'list'] as const,
  list: (params: BankAccountListParams) => [...bankKeys.lists(), params] as const,
  details: () => [...bankKeys.all, 'detail'] as const,
  detail: (id: string) => [...bankKeys.details(), id] as const,
}

const bankPath = (id: string) => `banks/${encodeURIComponent(id)}`

export const bankQueries = {
  list: (params: BankAccountListParams) =>
    queryOptions({
      queryKey: bankKeys.list(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<BankAccount>>('GET', 'banks', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: bankKeys.detail(id),
      queryFn: ({ signal }) => apiData<BankAccount>('GET', bankPath(id), { signal }),
    }),
}

/** Sets the saved account in the cache and reloads the lists (the payout dialog's picker reads one too). */
function useStoreBankAccount() {
  const queryClient = useQueryClient()
  return (account: BankAccount) => {
    queryClient.setQueryData(bankKeys.detail(account.id), account)
    return queryClient.invalidateQueries({ queryKey: bankKeys.lists() })
  }
}

/**
 * Create (no id) or update. SPEC §8 "one bank update shows an alert with the response code on failure": the
 * form shows the server's refusal itself, so the shared dialog stays quiet for answered calls (a network
 * failure still gets the shared dialog: the form has nothing better to say about it).
 */
export function useSaveBankAccount(id?: string) {
  const store = useStoreBankAccount()
  return useMutation({
    mutationFn: (input: BankAccountInput | BankAccountUpdate) =>
      id
        ? apiData<BankAccount>('PUT', bankPath(id), { body: input, suppress: () => true })
        : apiData<BankAccount>('POST', 'banks', { body: input, suppress: () => true }),
    onSuccess: store,
  })
}

/** Asks the (sandbox) bank to confirm the holder's name; 2000 either way: read verification_status. */
export function useVerifyBankAccount() {
  const store = useStoreBankAccount()
  return useMutation({
    mutationFn: (bankAccountId: string) =>
      apiData<BankAccount>('POST', 'payment-services/switch/verify-bank-account', {
        body: { bank_account_id: bankAccountId },
      }),
    onSuccess: store,
  })
}
