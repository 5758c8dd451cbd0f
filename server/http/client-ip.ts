// The caller's IP for login limits and the API-key whitelist. X-Forwarded-For is trusted only behind a proxy
// we were told about, and then only its last entry: the address that proxy saw. Earlier entries are whatever
// the client wrote, so trusting the first would let anyone pass the whitelist with a forged header.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './types.ts'
import type { Deps } from '../deps.ts'

export function clientIp(c: Context<AppEnv>, deps: Deps): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // In-process requests (tests, app.request) have no socket.
    return 'local'
  }
}
