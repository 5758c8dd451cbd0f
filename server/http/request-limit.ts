// Every call to /api/v1 counts against its caller's limit per minute (API_REQUESTS_PER_MINUTE), whoever
// it is: a payer's page, a console, a made-up token or a key. The caller is its address (client-ip.ts),
// the one thing a client cannot change per request. Every answer says where the caller stands
// (RateLimit-* headers, IETF draft names); past the limit it is 4290 with Retry-After. API keys have their
// own, stricter limit on top (api-key-auth.ts), whose headers then win: it is the one that binds.
// Counted in memory, per process: a limit that shields one process from one caller, not a quota.
import type { Context, MiddlewareHandler } from 'hono'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Deps } from '../deps.ts'
import { clientIp } from './client-ip.ts'
import { envelope } from './envelope.ts'
import type { AppEnv } from './types.ts'

const WINDOW_SECONDS = 60

function setLimitHeaders(headers: Headers, limit: number, state: RateLimiterRes) {
  const resetIn = Math.max(1, Math.ceil(state.msBeforeNext / 1000))
  headers.set('RateLimit-Limit', String(limit))
  headers.set('RateLimit-Remaining', String(Math.max(0, state.remainingPoints)))
  headers.set('RateLimit-Reset', String(resetIn))
  headers.set('RateLimit-Policy', `${limit};w=${WINDOW_SECONDS}`)
  return resetIn
}

export function requestLimit(deps: Deps): MiddlewareHandler<AppEnv> {
  const limit = deps.config.apiRequestsPerMinute
  const limiter = new RateLimiterMemory({ points: limit, duration: WINDOW_SECONDS })
  return async (c: Context<AppEnv>, next) => {
    let state: RateLimiterRes
    try {
      state = await limiter.consume(clientIp(c, deps))
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused
      const retryAfter = Math.max(1, Math.ceil(refused.msBeforeNext / 1000))
      const answer = envelope(
        c,
        ResponseCode.TOO_MANY_REQUESTS,
        { retry_after: retryAfter },
        `Too many requests: at most ${limit} per minute from one address. Try again in ${retryAfter} seconds.`,
      )
      setLimitHeaders(answer.headers, limit, refused)
      answer.headers.set('Retry-After', String(retryAfter))
      return answer
    }
    await next()
    if (!c.res.headers.has('RateLimit-Limit')) setLimitHeaders(c.res.headers, limit, state)
  }
}
