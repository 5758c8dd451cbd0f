// The HTTP client of SPEC §4/§7/§8, the one place in src/api/ that calls fetch: JSON calls, multipart uploads
// and file downloads all go to /api/v1/, carry the bearer token, read the envelope whatever the HTTP status,
// store slid tokens, end the session on fatal codes and feed the shared dialogs.
import { FATAL_CODES, ResponseCode } from '@/contract/codes.ts'
import { isEnvelope, type Envelope } from '@/contract/envelope.ts'
import { API_BASE, TOKEN_TYPE } from '@/contract/constants.ts'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS } from '@/contract/languages.ts'
import { i18n, t } from '@/i18n/i18n.ts'
import { filenameFromDisposition } from '@/lib/content-disposition.ts'
import { probeServer, reportReachable } from '@/offline/connectivity.ts'
import { FROM_CACHE_HEADER } from '@/offline/connectivity-message.ts'
import { emitApiEvent } from './events.ts'
import { clearSession, getAccessToken, setAccessToken } from './session.ts'

export const NETWORK_ERROR_TITLE = 'handlecatch Error'
/** The report list on the tools host answers 2100 for success (SPEC §9). */
export const REPORT_LIST_SUCCESS_CODES: readonly number[] = [
  ResponseCode.SUCCESS,
  ResponseCode.REPORT_LIST_SUCCESS,
]

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions {
  /** Sent as JSON; a FormData goes as multipart, and the browser then sets the Content-Type and boundary. */
  body?: unknown
  query?: Record<string, QueryValue>
  /**
   * true: no dialog at all; a list: no dialog for those response codes; a function: no dialog for the
   * envelopes the page shows itself. The promise still rejects.
   */
  suppress?: boolean | readonly number[] | ((envelope: Envelope) => boolean)
  successCodes?: readonly number[]
  /**
   * SPEC §8's "Success" dialog with the answer's description, for a save that leaves the user where they
   * were (a settings page saved in place); not shown when `suppress` is true.
   */
  successDialog?: boolean
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** The server answered with a non-success code; the envelope is kept so the page can still use it. */
export class ApiError extends Error {
  readonly envelope: Envelope
  constructor(envelope: Envelope) {
    super(`${envelope.response_code}: ${envelope.description}`)
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error class's name, not words
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
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error class's name, not words
    this.name = 'NetworkError'
  }
}

export interface DownloadedFile {
  blob: Blob
  filename: string
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  // Paths may already carry a query (the report spec "month-11?year=2026"); URL merges both safely.
  const url = new URL(API_BASE + path.replace(/^\/+/, ''), 'http://niaga.invalid')
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  return url.pathname + url.search
}

function isSuppressed(suppress: RequestOptions['suppress'], envelope?: Envelope): boolean {
  if (suppress === true) return true
  if (!envelope) return false
  if (typeof suppress === 'function') return suppress(envelope)
  return Array.isArray(suppress) && suppress.includes(envelope.response_code)
}

function failNetwork(message: string, suppress: RequestOptions['suppress'], offline = false): never {
  // Offline is announced by the pages' offline badges; a dialog for every background refetch would be noise.
  if (!offline && !isSuppressed(suppress))
    emitApiEvent({ type: 'network-error', title: NETWORK_ERROR_TITLE, message })
  throw new NetworkError(message)
}

// Shown in the console's network error dialog.
const unexpected = (response: Response) =>
  t('Unexpected response from the server (HTTP {status})', { status: response.status })

interface Sent {
  response: Response
  sentToken: string | null
}

async function send(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<Sent> {
  const { body, query, signal } = options
  const sentToken = getAccessToken()
  // The server words its errors in the page's language (docs/languages.md), never the browser's own guess.
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': LANGUAGE_TAGS[isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE],
    ...options.headers,
  }
  if (sentToken) headers.Authorization = `${TOKEN_TYPE} ${sentToken}`
  const multipart = body instanceof FormData
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json'
  try {
    const response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    })
    // An answer from the service worker's cache says nothing about the network (sw/connectivity.ts).
    if (!response.headers.has(FROM_CACHE_HEADER)) reportReachable()
    return { response, sentToken }
  } catch (error) {
    return failed(error, options, method)
  }
}

async function failed(error: unknown, options: RequestOptions, method?: HttpMethod): Promise<never> {
  // A cancelled query is not a failure the user needs to hear about.
  if (options.signal?.aborted) throw error
  // A request that never got an answer. With the browser offline, the offline badges say so and reads stay
  // quiet. With it online, the server was asked directly (the badges follow whether it answered), and the
  // failure is SPEC §8's network error dialog: a server that cannot be reached is not a device offline.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  if (!offline) await probeServer()
  // Something the user asked for (a save, a payment) needs the network: say so, offline too. Reads stay quiet
  // behind the offline badges, the list reads SPEC makes POSTs too: a query passes its abort signal, a save
  // does not.
  const userAction = method !== undefined && method !== 'GET' && options.signal === undefined
  if (offline && userAction) return failNetwork(offlineAction(), options.suppress)
  return failNetwork(error instanceof Error ? error.message : String(error), options.suppress, offline)
}

// Shown in the network error dialog.
const offlineAction = () => t('You are offline')

/** The body may still fail to arrive after the headers did. */
async function readBody<T>(read: () => Promise<T>, options: RequestOptions): Promise<T> {
  try {
    return await read()
  } catch (error) {
    return failed(error, options)
  }
}

function settle<T>(text: string, { response, sentToken }: Sent, options: RequestOptions): Envelope<T> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (!isEnvelope(parsed)) return failNetwork(unexpected(response), options.suppress)
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

  if ((options.successCodes ?? [ResponseCode.SUCCESS]).includes(code)) {
    if (options.successDialog && options.suppress !== true) emitApiEvent({ type: 'success-dialog', envelope })
    return envelope
  }
  if (!isSuppressed(options.suppress, envelope)) emitApiEvent({ type: 'error-dialog', envelope })
  throw new ApiError(envelope)
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const sent = await send(method, path, options, 'application/json')
  const text = await readBody(() => sent.response.text(), options)
  return settle<T>(text, sent, options)
}

/** Queries want the data only; the envelope stays available through apiRequest for pages that need it. */
export async function apiData<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(method, path, options)).data
}

/**
 * A file answer (a template, a label) with the name the server suggests, or `fallbackName`. The server
 * answers a refusal with an envelope instead (JSON): it then goes where any other call's refusal goes.
 */
export async function apiDownload(
  method: HttpMethod,
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const sent = await send(method, path, options, '*/*')
  const { response } = sent
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    settle(await readBody(() => response.text(), options), sent, options)
    // A success envelope where a file was asked for is no file.
    return failNetwork(unexpected(response), options.suppress)
  }
  if (!response.ok) return failNetwork(unexpected(response), options.suppress)
  const blob = await readBody(() => response.blob(), options)
  return {
    blob,
    filename: filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
  }
}

/**
 * A server-sent event stream (src/contract/live.ts): the open body, which the caller reads. It runs in the
 * background, so nothing is shown for its failures; a refusal still ends the session when it is fatal.
 */
export async function apiEventStream(
  path: string,
  options: Omit<RequestOptions, 'suppress'> = {},
): Promise<{ body: ReadableStream<Uint8Array>; renew: (token: string) => void }> {
  const quiet = { ...options, suppress: true }
  const sent = await send('GET', path, quiet, 'text/event-stream')
  const { response, sentToken } = sent
  if (response.ok && response.body && response.headers.get('content-type')?.startsWith('text/event-stream'))
    return {
      body: response.body,
      // A renewed token slides the session the stream was opened with, as an envelope's does.
      renew: (token) => {
        if (sentToken && getAccessToken() === sentToken) setAccessToken(token)
      },
    }
  settle(await readBody(() => response.text(), quiet), sent, quiet)
  return failNetwork(unexpected(response), true)
}
