// Admin (src/contract/admin.ts): the merchants list and the audit log.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminMerchant, AuditLog } from '@/contract/admin.ts'
import type { ListData } from '@/contract/envelope.ts'
import { apiData } from './client.ts'

export type AdminMerchantParams = {
  skip: number
  limit: number
  sort?: string | undefined
  order?: 'asc' | 'desc' | undefined
  search?: string | undefined
  status?: string | undefined
  plan?: string | undefined
}

export type AuditLogParams = {
  skip: number
  limit: number
  order?: 'asc' | 'desc' | undefined
  actor?: string | undefined
  action?: string | undefined
  start_date?: string | undefined
  end_date?: string | undefined
}

export const adminKeys = {
  all: ['admin'] as const,
  merchants: (params: AdminMerchantParams) => [...adminKeys.all, 'merchants', params] as const,
  auditLogs: (params: AuditLogParams) => [...adminKeys.all, 'audit-logs', params] as const,
}

export const adminQueries = {
  merchants: (params: AdminMerchantParams) =>
    queryOptions({
      queryKey: adminKeys.merchants(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<AdminMerchant>>('GET', 'admin/merchants', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
  auditLogs: (params: AuditLogParams) =>
    queryOptions({
      queryKey: adminKeys.auditLogs(params),
      queryFn: async ({ signal }) =>
        (await apiData<ListData<AuditLog>>('GET', 'audit-logs', { query: params, signal })).list,
      placeholderData: keepPreviousData,
    }),
}
