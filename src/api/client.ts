// The HTTP client of SPEC §4/§7/§8: every call goes to /api/v1/, carries the bearer token, reads the envelope
// whatever the HTTP status, stores slid tokens, ends the session on fatal codes and feeds the shared dialogs.
import { FATAL_CODES, ResponseCode } from '@/contract/codes.ts'
import { isEnvelope, type Envelope } from '@/contract/envelope.ts'
import { TOKEN_TYPE } from '@/contract/constants.ts'
import { emitApiEvent } from './events.ts'
import { clearSession, getAccessToken, setAccessToken } from './session.ts'

export const API_BASE = '/api/v1/'
export const NETWORK_ERROR_TITLE = 'handlecatch Error'
/** The report list on the tools host answers 2100 for success (SPEC §9). */
export const REPORT_LIST_SUCCESS_CODES: readonly number[] = [
  ResponseCode.SUCCESS,
  ResponseCode.REPORT_LIST_SUCCESS,
]

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions {
  body?: unknown
  query?: Record<string, QueryValue>
  /** true: no dialog at all; a list: no dialog for those response codes. The promise still rejects. */
  suppress?: boolean | readonly number[]
  successCodes?: readonly number[]
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** The server answered with a non-success code; the envelope is kept so the page can still use it. */
export class ApiError extends Error {
  readonly envelope: Envelope
  constructor(envelope: Envelope) {
    super(`${envelope.response_code}: ${envelope.description}`)
    this.name = 'ApiError'
    this.envelope = envelope
  }
  get code(): number {
    return this.envelope.response_code
  }
}

/** No usable answer: fetch failed, or the body was not an envelope. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NetworkError'
  }
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  // Paths may already carry a query (the report spec "month-11?year=2026"); URL merges both safely.
  const url = new URL(API_BASE + path.replace(/^\/+/, ''), 'http://niaga.invalid')
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  return url.pathname + url.search
}

function isSuppressed(suppress: RequestOptions['suppress'], code?: number): boolean {
  if (suppress === true) return true
  return Array.isArray(suppress) && code !== undefined && suppress.includes(code)
}

function failNetwork(message: string, suppress: RequestOptions['suppress']): never {
  // Offline is announced by the pages' offline badges; a dialog for every background refetch would be noise.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  if (!offline && !isSuppressed(suppress))
    emitApiEvent({ type: 'network-error', title: NETWORK_ERROR_TITLE, message })
  throw new NetworkError(message)
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const { body, query, suppress, signal } = options
  const sentToken = getAccessToken()
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (sentToken) headers.Authorization = `${TOKEN_TYPE} ${sentToken}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  let text: string
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
    text = await response.text()
  } catch (error) {
    // A cancelled query is not a failure the user needs to hear about.
    if (signal?.aborted) throw error
    return failNetwork(error instanceof Error ? error.message : String(error), suppress)
  }

  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (!isEnvelope(parsed))
    return failNetwork(`Unexpected response from the server (HTTP ${response.status})`, suppress)
  const envelope = parsed as Envelope<T>
  const code = envelope.response_code

  if (FATAL_CODES.includes(code)) {
    clearSession()
    emitApiEvent({ type: 'session-ended' })
    throw new ApiError(envelope)
  }
  // Only slide the session the request was made with: a late answer must not revive a logged-out session
  // or overwrite the token of an account switched to meanwhile.
  if (envelope.token && sentToken && getAccessToken() === sentToken) setAccessToken(envelope.token)

  if ((options.successCodes ?? [ResponseCode.SUCCESS]).includes(code)) return envelope
  if (!isSuppressed(suppress, code)) emitApiEvent({ type: 'error-dialog', envelope })
  throw new ApiError(envelope)
}

/** Queries want the data only; the envelope stays available through apiRequest for pages that need it. */
export async function apiData<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(method, path, options)).data
}
