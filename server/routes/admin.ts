// Admin operations (src/contract/admin.ts): the merchants list and the audit log. Both read-only: the audit
// log has no operation that changes it.
import * as v from 'valibot'
import {
  ADMIN_MERCHANT_SORTS,
  AdminMerchantSchema,
  AUDIT_ACTION_MAX,
  AUDIT_ACTOR_MAX,
  AuditLogSchema,
  PLAN_FILTERS,
} from '../../src/contract/admin.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import {
  activeStatusEntry,
  dateRangeEntries,
  listQuerySchema,
  orderEntry,
  pageEntries,
} from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { listAuditLogs } from '../services/admin/audit.ts'
import { listMerchants } from '../services/admin/merchants.ts'

const MerchantListQuery = listQuerySchema(ADMIN_MERCHANT_SORTS, 'created_at', {
  status: activeStatusEntry('Status'),
  plan: v.optional(v.union([v.picklist(PLAN_FILTERS), UuidSchema], 'Plan is a plan id, lapsed or none')),
  introducer_id: v.optional(UuidSchema),
})

const AuditListQuery = v.object({
  ...pageEntries(),
  ...orderEntry(),
  actor: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(AUDIT_ACTOR_MAX, `Actor may not exceed ${AUDIT_ACTOR_MAX} characters`),
    ),
  ),
  action: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(AUDIT_ACTION_MAX, `Action may not exceed ${AUDIT_ACTION_MAX} characters`),
      v.regex(/^[A-Za-z0-9._-]*$/, 'Action is an operation id, e.g. accounts.update'),
    ),
  ),
  account_id: v.optional(UuidSchema),
  ...dateRangeEntries,
})

export const adminRoutes = defineRoutes({ tag: 'Admin', access: 'admin' }, (r) => {
  r.add({
    id: 'admin.merchants',
    method: 'get',
    path: '/admin/merchants',
    summary: 'Admins: every merchant account with status, plan, introducer, created and paid volume',
    description:
      'Search by name or email; filter by status (1, 2), plan (a plan id, lapsed or none) and introducer_id; sort by created_at, name or volume.',
    query: MerchantListQuery,
    response: listDataSchema(AdminMerchantSchema),
    handler: async ({ deps, query }) => ({ data: { list: await listMerchants(deps, query) } }),
  })

  r.add({
    id: 'auditLogs.list',
    method: 'get',
    path: '/audit-logs',
    summary: 'Admins: the audit log of admin actions, newest first',
    description:
      'Filters: actor (email text or user id), action (an operation id or its resource, e.g. accounts), account_id (the account acted in), start_date/end_date (dd-MM-yyyy). Append-only: no operation changes it and the database refuses UPDATE and DELETE.',
    query: AuditListQuery,
    response: listDataSchema(AuditLogSchema),
    handler: async ({ deps, query }) => ({ data: { list: await listAuditLogs(deps, query) } }),
  })
})
