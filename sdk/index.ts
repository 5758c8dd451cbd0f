// The typed Niaga API client for merchants' servers: openapi-fetch over the types generated from the
// API's own OpenAPI document (scripts/openapi.ts), so every path, parameter and answer is checked by
// TypeScript. Authenticate with an API key (`nk_sandbox_…`); key calls are server to server only.
import createClient, { type Client } from 'openapi-fetch'
import type { paths } from './schema.d.ts'

export type { components, operations, paths } from './schema.d.ts'
export type NiagaClient = Client<paths>

export interface NiagaClientOptions {
  /** Another fetch (a test's in-process app, a proxy agent). */
  fetch?: (request: Request) => Promise<Response>
}

/** `baseUrl` is the server's origin, e.g. `http://127.0.0.1:8080`; the client adds `/api/v1`. */
export function createNiagaClient(
  baseUrl: string,
  apiKey: string,
  options: NiagaClientOptions = {},
): NiagaClient {
  return createClient<paths>({
    baseUrl: `${baseUrl.replace(/\/$/, '')}/api/v1`,
    headers: { authorization: `Bearer ${apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
}
