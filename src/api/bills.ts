// Bills (SPEC §7 Collections and bills, customer bills): lists per collection or account, detail, create,
// edit, cancel, sending payment links by email or SMS, and the bulk upload's template and import.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { PAYER_DRIVEN_STALE_TIME } from './query-client.ts'
import type * as v from 'valibot'
import type { Bill, BillCreateSchema, BillStatus, BillUpdateSchema } from '@/contract/collections.ts'
import { ResponseCode } from '@/contract/codes.ts'
import type { Envelope, ListData } from '@/contract/envelope.ts'
import { ApiError, apiData, apiDownload } from './client.ts'
import { collectionKeys } from './collections.ts'
import { BILL_SORTS } from '@/contract/list-choices.ts'

export type BillListParams = {
  skip: number
  limit: number
  sort?: (typeof BILL_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
  status?: BillStatus | undefined
  collection_id?: string | undefined
}

export type BillCreateInput = v.InferInput<typeof BillCreateSchema>
export type BillUpdateInput = v.InferInput<typeof BillUpdateSchema>
export type MessageChannel = 'email' | 'sms'

export interface SendLinksResult {
  sent: number
  skipped: { bill_id: string; reason: string }[]
}

export const billKeys = {
  all: ['bills'] as const,
  lists: () => [...billKeys.all, 'list'] as const,
  list: (params: BillListParams) => [...billKeys.lists(), params] as const,
  details: () => [...billKeys.all, 'detail'] as const,
  detail: (id: string) => [...billKeys.details(), id] as const,
}

const billPath = (id: string) => `customer-bills/${encodeURIComponent(id)}`

export const billQueries = {
  /** With a collection_id: that collection's bills (collections/{id}/bills); without: every bill. */
  list: (params: BillListParams) =>
    queryOptions({
      queryKey: billKeys.list(params),
      staleTime: PAYER_DRIVEN_STALE_TIME,
      queryFn: async ({ signal }) => {
        const { collection_id, ...query } = params
        const path = collection_id
          ? `collections/${encodeURIComponent(collection_id)}/bills`
          : 'customer-bills'
        return (await apiData<ListData<Bill>>('GET', path, { query, signal })).list
      },
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: billKeys.detail(id),
      staleTime: PAYER_DRIVEN_STALE_TIME,
      queryFn: ({ signal }) => apiData<Bill>('GET', billPath(id), { signal }),
    }),
}

function useBillSaved() {
  const queryClient = useQueryClient()
  return (bill: Bill) => {
    queryClient.setQueryData(billKeys.detail(bill.id), bill)
    // A collection shows its bill count and paid total.
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: billKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: collectionKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: collectionKeys.detail(bill.collection_id) }),
    ])
  }
}

/** collections/bill-method from a collection; customer-bills/customer-bill-method (same body) otherwise. */
export function useCreateBill(endpoint: 'collection' | 'customer-bill' = 'collection') {
  const onSaved = useBillSaved()
  const path = endpoint === 'collection' ? 'collections/bill-method' : 'customer-bills/customer-bill-method'
  return useMutation({
    mutationFn: (input: BillCreateInput) => apiData<Bill>('POST', path, { body: input }),
    onSuccess: onSaved,
  })
}

export function useUpdateBill(id: string) {
  const onSaved = useBillSaved()
  return useMutation({
    mutationFn: (input: BillUpdateInput) => apiData<Bill>('PUT', billPath(id), { body: input }),
    onSuccess: onSaved,
  })
}

/** Only a pending bill can be cancelled, and only by hand. */
export function useCancelBill() {
  const onSaved = useBillSaved()
  return useMutation({
    mutationFn: (id: string) => apiData<Bill>('PUT', billPath(id), { body: { status: 'cancelled' } }),
    onSuccess: onSaved,
  })
}

/** Sends the bills' payment links through the (sandbox) messaging provider. */
export function useSendBillLinks() {
  return useMutation({
    mutationFn: ({ channel, billIds }: { channel: MessageChannel; billIds: string[] }) =>
      apiData<SendLinksResult>('POST', `messaging-services/bulk-${channel}`, { body: { bill_ids: billIds } }),
  })
}

export interface UploadRow {
  row: number
  payer_name: string
  payer_email: string
  payer_phone: string
  amount: string
  description: string
  due_date?: string
  errors: string[]
}

export interface UploadResult {
  rows: UploadRow[]
  valid: boolean
  imported: number
}

export type TemplateFormat = 'csv' | 'xlsx'
const UPLOAD_BASE = 'payment-upload-files'

/** The bulk bill template as a file to save. */
export const downloadBillTemplate = (format: TemplateFormat) =>
  apiDownload('GET', `${UPLOAD_BASE}/customer-bills-template`, `niaga-bills-template.${format}`, {
    query: { format },
  })

const hasRows = (data: unknown): data is { rows: UploadRow[] } =>
  Array.isArray((data as Partial<UploadResult> | null)?.rows)
// Row errors are shown in the preview table, not in a dialog.
const rowErrors = (envelope: Envelope) =>
  envelope.response_code === ResponseCode.VALIDATION_FAILED && hasRows(envelope.data)

/** Checks (preview) or imports (all or nothing) a bills file; row errors are a result, not a dialog. */
export function useUploadBills(collectionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ file, preview }: { file: File; preview: boolean }): Promise<UploadResult> => {
      const form = new FormData()
      form.append('file', file)
      const query = { collection_id: collectionId, preview: preview ? '1' : '0' }
      try {
        return await apiData<UploadResult>('POST', `${UPLOAD_BASE}/upload-customer-bills-excel`, {
          body: form,
          query,
          suppress: rowErrors,
        })
      } catch (error) {
        if (error instanceof ApiError && rowErrors(error.envelope) && hasRows(error.envelope.data))
          return { rows: error.envelope.data.rows, valid: false, imported: 0 }
        throw error
      }
    },
    onSuccess: (result) => {
      if (result.imported === 0) return
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: billKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
      ])
    },
  })
}
