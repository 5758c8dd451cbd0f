// Where a request came from, for the audit log: the client IP (client-ip.ts rules) and its user agent.
import type { Context } from 'hono'
import type { Deps } from '../deps.ts'
import type { AuditSource } from '../services/admin/audit.ts'
import { clientIp } from './client-ip.ts'
import type { AppEnv } from './types.ts'

const USER_AGENT_MAX = 400

export function auditSourceOf(c: Context<AppEnv>, deps: Deps): AuditSource {
  return { ip: clientIp(c, deps), userAgent: (c.req.header('user-agent') ?? '').slice(0, USER_AGENT_MAX) }
}
