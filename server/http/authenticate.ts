// Identifies the caller from the Bearer header (401 when it is missing) and keeps what the session check
// found on the request: the caller, and a renewed token for the response envelope.
import type { Context } from 'hono'
import type { Caller, Deps } from '../deps.ts'
import { notAuthenticated } from '../errors.ts'
import { callerForToken } from '../services/auth/session-caller.ts'
import type { AppEnv } from './types.ts'

export async function authenticate(c: Context<AppEnv>, deps: Deps): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
  if (!match?.[1]) throw notAuthenticated()
  const { caller, renewedToken } = await callerForToken(deps, match[1])
  if (renewedToken) c.set('renewedToken', renewedToken)
  c.set('caller', caller)
  return caller
}
