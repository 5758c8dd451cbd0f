// Steps the developers' platform tests share: a key made through the console's call, and calls made with it.
import type { ApiKeyWithSecret, KeyScopes, WhitelistEntry } from '../../src/contract/developers.ts'
import type { Api, CallOptions } from './api-harness.ts'

export async function createKey(
  api: Api,
  token: string,
  body: { name?: string; scopes?: Partial<KeyScopes>; rate_limit_per_minute?: number } = {},
): Promise<ApiKeyWithSecret> {
  const res = await api.call<ApiKeyWithSecret>('POST', '/merchant-api', {
    token,
    body: { name: 'Server', ...body },
  })
  if (res.body.response_code !== 2000) throw new Error(`create key: ${JSON.stringify(res.body)}`)
  return res.body.data
}

/** A call authenticated with an API key, from `ip` (the harness trusts X-Forwarded-For). */
export const withKey = <T = unknown>(
  api: Api,
  secret: string,
  method: string,
  path: string,
  opts: Omit<CallOptions, 'token'> = {},
) => api.call<T>(method, path, { ...opts, headers: { ...opts.headers, authorization: `Bearer ${secret}` } })

export async function whitelist(api: Api, token: string, address: string): Promise<WhitelistEntry> {
  const res = await api.call<WhitelistEntry>('POST', '/white-list-address', { token, body: { address } })
  if (res.body.response_code !== 2000) throw new Error(`whitelist ${address}: ${JSON.stringify(res.body)}`)
  return res.body.data
}
