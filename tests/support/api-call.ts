// What a test's call to the API sends, and how it logs in: the same for the in-process API (api-harness.ts)
// and for a real server over HTTP (server-process.ts). Light on purpose: the end-to-end tests load it too.
import { DEMO_PASSWORD } from '../../server/db/seed-data.ts'
import type { Api, CallOptions } from './api-harness.ts'

/** The headers and body a call sends: JSON, with the bearer token when it has one. */
export function requestParts(opts: CallOptions) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))
  return { headers, body }
}

/** A login through `call`: a demo user's session (the demo password unless told), or an error. */
export function loginWith(call: Api['call']): Api['login'] {
  return async (username, password = DEMO_PASSWORD, path = '/auth/access-token-viu') => {
    const res = await call<Awaited<ReturnType<Api['login']>>>('POST', path, { body: { username, password } })
    if (res.body.response_code !== 2000)
      throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`)
    return res.body.data
  }
}
