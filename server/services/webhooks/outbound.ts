// The one way the server calls a merchant's URL (docs/operations.md, "Outbound calls"). Each hop's host is
// resolved here and the request connects to the very address that was checked, so a name that answers
// differently the second time (DNS rebinding) cannot slip through; private, loopback, link-local and other
// non-public addresses are refused unless the settings allow them; redirects are followed by hand, a few at
// most, and each new address is checked again; one deadline covers DNS, connect, the answer and its body.
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import type { OutboundSettings } from '../../config.ts'
import { validationError } from '../../errors.ts'
import { ADDRESS_KIND_WORDS, classifyAddress, isLoopbackName, type AddressKind } from './addresses.ts'

/** Redirects followed before giving up (each re-posts the same body to the new address). */
export const MAX_REDIRECTS = 3
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
/** The receiver's answer is read (and dropped) up to this size. */
const MAX_ANSWER_BYTES = 64 * 1024
/** Every refusal's message starts with this: the delivery is final, retrying would not change it. */
export const REFUSED_PREFIX = 'Not sent: '
const REFUSED_RULE = 'Niaga does not call private, loopback or link-local addresses'

/** A call Niaga will not make: the address is not public, or the URL is not http(s). Never retried. */
export class OutboundRefused extends Error {
  constructor(reason: string) {
    super(`${REFUSED_PREFIX}${reason}`)
    this.name = 'OutboundRefused'
  }
}

/** Whether a recorded delivery error is a refusal (final) rather than a failure worth retrying. */
export const isRefusal = (error: string | null) => !!error?.startsWith(REFUSED_PREFIX)

/** Why `address` may not be called under `settings`, or null when it may. */
function addressProblem(settings: OutboundSettings, address: string): AddressKind | null {
  if (settings.allowPrivate) return null
  const bare = address.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (settings.allowedAddresses.includes(bare)) return null
  return classifyAddress(bare)
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/** The address to connect to for `url`: resolved once, every answer checked. */
async function checkedAddress(
  settings: OutboundSettings,
  url: URL,
  via: string,
): Promise<{ address: string; family: number }> {
  const host = hostOf(url)
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefused(
      `${via}only http and https addresses are called, not ${url.protocol.slice(0, -1)}`,
    )
  const family = isIP(host)
  const answers = family ? [{ address: host, family }] : await lookup(host, { all: true })
  for (const { address } of answers) {
    const kind = addressProblem(settings, address)
    if (!kind) continue
    const what = family
      ? `${address} is ${ADDRESS_KIND_WORDS[kind]}`
      : `${host} resolves to ${ADDRESS_KIND_WORDS[kind]} (${address})`
    throw new OutboundRefused(`${via}${what}; ${REFUSED_RULE}`)
  }
  if (answers.length === 0) throw new Error(`${host} has no address`)
  return answers[0]!
}

/** Why a URL a merchant is saving points at a refused address, judged by its text alone (no DNS). */
export function savedUrlProblem(settings: OutboundSettings, text: string): string | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null // the contract's own rule reports a malformed URL
  }
  const host = hostOf(url)
  if (!settings.allowPrivate && isLoopbackName(host))
    return `points to ${host}, ${ADDRESS_KIND_WORDS.loopback}, which Niaga does not call`
  const kind = isIP(host) ? addressProblem(settings, host) : null
  return kind ? `points to ${ADDRESS_KIND_WORDS[kind]} (${host}), which Niaga does not call` : null
}

/**
 * Refuses, with a 4000 on `field`, a URL that names a refused address outright (hostnames are checked when
 * sent).
 */
export function refuseSavedUrl(
  settings: OutboundSettings,
  field: string,
  label: string,
  url: string | null | undefined,
) {
  const problem = url ? savedUrlProblem(settings, url) : null
  if (problem) throw validationError({ [field]: `The ${label} ${problem}` })
}

interface Answer {
  status: number
  location: string | undefined
}

function seconds(ms: number) {
  const s = ms / 1000
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`
}

/** One request to an already checked address; resolves once the whole answer has been read. */
function requestOnce(
  url: URL,
  target: { address: string; family: number },
  init: { headers: Record<string, string>; body: string },
  signal: AbortSignal,
): Promise<Answer> {
  const host = hostOf(url)
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(
      {
        method: 'POST',
        host: target.address,
        family: target.family,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        // The certificate is checked against the name, while the socket goes to the checked address.
        ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
        setHost: false,
        headers: {
          ...init.headers,
          host: url.host,
          'content-length': String(Buffer.byteLength(init.body)),
          'user-agent': 'Niaga-Webhooks/1',
        },
        agent: false,
        signal,
      },
      (response) => {
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_ANSWER_BYTES) response.destroy()
        })
        const done = () => resolve({ status: response.statusCode ?? 0, location: response.headers.location })
        response.on('end', done)
        response.on('close', () => (read > MAX_ANSWER_BYTES ? done() : undefined))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(init.body)
  })
}

/**
 * Posts `body` to `target` and answers the final HTTP status. Throws OutboundRefused when an address on the
 * way is refused, and an Error in words when the call fails or runs past `settings.timeoutMs`.
 */
export async function postOutbound(
  settings: OutboundSettings,
  target: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ status: number }> {
  const signal = AbortSignal.timeout(settings.timeoutMs)
  const timedOut = () =>
    new Error(`The receiver did not answer within ${seconds(settings.timeoutMs)}, so the call was cut off`)
  const deadline = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(timedOut()), { once: true }),
  )
  deadline.catch(() => undefined)
  let url = new URL(target)
  let via = ''
  try {
    for (let hop = 0; ; hop++) {
      const address = await Promise.race([checkedAddress(settings, url, via), deadline])
      const answer = await Promise.race([requestOnce(url, address, init, signal), deadline])
      if (!REDIRECT_STATUSES.has(answer.status) || !answer.location) return { status: answer.status }
      if (hop >= MAX_REDIRECTS) throw new Error(`The receiver redirected more than ${MAX_REDIRECTS} times`)
      url = new URL(answer.location, url)
      via = `the receiver redirected to ${url.href}, and `
    }
  } catch (error) {
    if (error instanceof OutboundRefused) throw error
    if (signal.aborted) throw timedOut()
    throw inWords(error, url)
  }
}

const NETWORK_ERRORS: Record<string, string> = {
  ENOTFOUND: 'has no address (DNS found no such host)',
  EAI_AGAIN: 'could not be looked up (DNS did not answer)',
  ECONNREFUSED: 'refused the connection',
  ECONNRESET: 'closed the connection before answering',
  EHOSTUNREACH: 'cannot be reached',
  ENETUNREACH: 'cannot be reached',
}

/** A network failure said in words, naming the host it happened at. */
function inWords(error: unknown, url: URL): Error {
  if (!(error instanceof Error)) return new Error('The call failed')
  const code = (error as NodeJS.ErrnoException).code ?? ''
  if (NETWORK_ERRORS[code]) return new Error(`${url.host} ${NETWORK_ERRORS[code]} (${code})`)
  if (/CERT|SSL|TLS/.test(code))
    return new Error(`${url.host} did not present a valid certificate: ${error.message}`)
  return error
}
