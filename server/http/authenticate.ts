// Identifies the caller from the Bearer header (401 when it is missing) and keeps what the session check
// found on the request: the caller, and a renewed token for the response envelope.
import type { Context } from 'hono'
import type { Caller, Deps } from '../deps.ts'
import { notAuthenticated } from '../errors.ts'
import { callerForToken } from '../services/auth/session-caller.ts'
import type { AppEnv } from './types.ts'

/** The token of an `Authorization: Bearer …` header: a session's access token or an API key. */
export const bearerOf = (c: Context<AppEnv>) =>
  /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]

export async function authenticate(c: Context<AppEnv>, deps: Deps): Promise<Caller> {
  const token = bearerOf(c)
  if (!token) throw notAuthenticated()
  const { caller, renewedToken } = await callerForToken(deps, token)
  if (renewedToken) c.set('renewedToken', renewedToken)
  c.set('caller', caller)
  return caller
}
