import { createFileRoute } from '@tanstack/react-router'
import { adminQueries } from '@/api/admin.ts'
import { stripListDefaults } from '@/app/ui/list-search.ts'
import { AuditLogList } from '@/features/admin/audit-log-list.tsx'
import { auditLogParams, AuditSearchSchema } from '@/features/admin/admin-search.ts'

export const Route = createFileRoute('/_console/admin/audit-log')({
  staticData: { title: 'Audit log', subtitle: 'Every admin action: who, what, when and from where' },
  validateSearch: AuditSearchSchema,
  search: { middlewares: [stripListDefaults()] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminQueries.auditLogs(auditLogParams(deps))),
  component: AuditLogList,
})
