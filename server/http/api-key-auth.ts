// Server-to-server calls with an API key (src/contract/developers.ts): the key is identified, then the
// caller's address is checked against the account's whitelist, the call is counted against the key's rate
// limit (RateLimit-* headers on every answer), and the operation must be in the merchant API with a scope
// that covers it. The caller a key gets acts for its account with administrator rights, within its scopes.
import type { Context } from 'hono'
import { ResponseCode } from '../../src/contract/codes.ts'
import { KEY_GROUP_LABELS } from '../../src/contract/developers.ts'
import { AppError, forbidden } from '../errors.ts'
import { hit } from '../services/auth/rate-limit.ts'
import { findUsableKey, touchKey } from '../services/developers/api-keys.ts'
import { addressAllowed } from '../services/developers/whitelist.ts'
import type { Caller, Deps } from '../deps.ts'
import { clientIp } from './client-ip.ts'
import { KEY_OPERATIONS } from './key-access.ts'
import type { Operation } from './operation.ts'
import type { AppEnv } from './types.ts'

const WINDOW_SECONDS = 60

const keyRefused = (description: string) => new AppError(ResponseCode.NOT_AUTHENTICATED, description)

export async function authenticateKey(
  c: Context<AppEnv>,
  deps: Deps,
  op: Operation,
  secret: string,
): Promise<Caller> {
  const now = deps.clock.now()
  const found = await findUsableKey(deps, secret)
  if (!found) throw keyRefused('Unknown API key: check that you copied the whole secret')
  const { key } = found
  c.set('apiKeyId', key.id)
  if (found.problem) throw keyRefused(found.problem)
  if (!found.accountActive || found.accountType !== 'merchant' || !key.created_by)
    throw keyRefused('This API key’s account is not active')

  const ip = clientIp(c, deps)
  if (!addressAllowed(found.whitelist, ip)) {
    throw forbidden(`Requests from ${ip} are not allowed: the address is not on this account’s IP whitelist`)
  }

  const limit = key.rate_limit_per_minute
  const counted = await hit(deps, { key: `api-key:${key.id}`, max: limit, windowSeconds: WINDOW_SECONDS })
  const resetIn = Math.max(1, Math.ceil((counted.resetsAt.getTime() - now.getTime()) / 1000))
  c.header('RateLimit-Limit', String(limit))
  c.header('RateLimit-Remaining', String(Math.max(0, limit - counted.hits)))
  c.header('RateLimit-Reset', String(resetIn))
  c.header('RateLimit-Policy', `${limit};w=${WINDOW_SECONDS}`)
  if (counted.hits > limit) {
    c.header('Retry-After', String(resetIn))
    throw new AppError(
      ResponseCode.TOO_MANY_REQUESTS,
      `This API key is limited to ${limit} requests per minute. Try again in ${resetIn} seconds.`,
      {
        retry_after: resetIn,
      },
    )
  }

  const rule = KEY_OPERATIONS[op.id]
  if (!rule) {
    throw forbidden(
      `API keys cannot call ${op.method.toUpperCase()} ${op.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}: it is a console-only operation. Use a logged-in session`,
    )
  }
  const granted = key.scopes[rule.group] ?? 'read'
  if (granted === 'none' || (rule.write && granted !== 'write')) {
    const needs = rule.write ? 'write' : 'read'
    throw forbidden(
      `This API key has ${granted} access to ${KEY_GROUP_LABELS[rule.group]}; this call needs ${needs} access`,
    )
  }
  await touchKey(deps, key, ip)
  return {
    userId: key.created_by,
    accountId: key.account_id,
    accountType: 'merchant',
    roleCode: 'admin',
    sessionId: `api-key:${key.id}`,
    apiKeyId: key.id,
  }
}
