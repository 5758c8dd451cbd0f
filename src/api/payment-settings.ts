// Payment-page settings (SPEC §7 Settings CRUD; docs/company-and-settings.md): payment settings, success
// fields, support details and share settings: lists, the current record of a one-current-record setting,
// and the save and delete mutations.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListData } from '@/contract/envelope.ts'
import type {
  PaymentSetting,
  PaymentSettingInput,
  ShareSetting,
  ShareSettingInput,
  SuccessField,
  SuccessFieldInput,
  SupportDetail,
  SupportDetailInput,
} from '@/contract/payment-settings.ts'
import { apiData } from './client.ts'

export const SETTINGS_PATHS = {
  payment: 'payment-settings',
  fields: 'success-field',
  support: 'support-details',
  share: 'share-settings',
} as const
type Kind = keyof typeof SETTINGS_PATHS

interface Records {
  payment: PaymentSetting
  fields: SuccessField
  support: SupportDetail
  share: ShareSetting
}
interface Inputs {
  payment: PaymentSettingInput
  fields: SuccessFieldInput
  support: SupportDetailInput
  share: ShareSettingInput
}

/** Settings lists are short: one page of up to 500 holds them all. */
const ALL = { skip: 0, limit: 500 }

export const settingsKeys = {
  all: ['payment-settings'] as const,
  list: (kind: Kind) => [...settingsKeys.all, kind] as const,
}

const listOf = <K extends Kind>(kind: K) =>
  queryOptions({
    queryKey: settingsKeys.list(kind),
    queryFn: async ({ signal }) =>
      (await apiData<ListData<Records[K]>>('GET', SETTINGS_PATHS[kind], { query: ALL, signal })).list.data,
  })

export const settingsQueries = {
  payment: () => listOf('payment'),
  fields: () => listOf('fields'),
  support: () => listOf('support'),
  share: () => listOf('share'),
}

/** The record that applies: the active one (none: the defaults apply). */
export const currentOf = <T extends { is_active: boolean }>(
  records: readonly T[] | undefined,
): T | undefined => records?.find((record) => record.is_active)

export function useSaveSetting<K extends Kind>(kind: K) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: Inputs[K] }) =>
      id
        ? apiData<Records[K]>('PUT', `${SETTINGS_PATHS[kind]}/${encodeURIComponent(id)}`, { body: input })
        : apiData<Records[K]>('POST', SETTINGS_PATHS[kind], { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.list(kind) }),
  })
}

export function useDeleteSetting(kind: Kind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiData<unknown>('DELETE', `${SETTINGS_PATHS[kind]}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.list(kind) }),
  })
}
