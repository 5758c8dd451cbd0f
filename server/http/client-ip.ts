// The caller's IP for rate limits. X-Forwarded-For is trusted only behind a proxy we were told about.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './types.ts'
import type { Deps } from '../deps.ts'

export function clientIp(c: Context<AppEnv>, deps: Deps): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // In-process requests (tests, app.request) have no socket.
    return 'local'
  }
}
